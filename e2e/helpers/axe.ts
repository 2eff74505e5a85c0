import path from 'node:path';
import { expect, type Page } from '@playwright/test';

/**
 * axe-core in the page: `@axe-core/playwright` is not installed, so the spec injects axe-core's
 * own bundle (node_modules/axe-core/axe.min.js) and calls `axe.run` (issue 10 item 14).
 */
const AXE = path.resolve('node_modules/axe-core/axe.min.js');

export interface AxeViolation {
  id: string;
  impact: 'minor' | 'moderate' | 'serious' | 'critical' | null;
  help: string;
  nodes: { target: string[] }[];
}

export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  await page.addScriptTag({ path: AXE });
  return page.evaluate(async () => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is a global the injected script defines
    const axe = (window as any).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
    });
    return result.violations.map((v: AxeViolation) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target })),
    }));
  });
}

/** Rules of impact below serious that issue 10 named and that stay fixed. */
const NAMED_MODERATE = new Set(['heading-order']);

/** No serious or critical violation, and none of the named moderate ones, on what is on screen. */
export async function expectAccessible(page: Page, where: string) {
  const violations = await axeViolations(page);
  const blocking = violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical' || NAMED_MODERATE.has(v.id),
  );
  const describe = blocking.map(
    (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect.soft(describe, `axe on ${where}`).toEqual([]);
}
