// @vitest-environment jsdom
import fs from 'node:fs';
import path from 'node:path';
import { Logo } from '@web/components/logo';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';

/**
 * index.html paints the navigation bar before the app's script has run (a slow phone sees
 * the page frame at once, not a blank screen): it must stay what the app draws there.
 */
const webRoot = path.resolve(import.meta.dirname, '../..');
const html = fs.readFileSync(path.join(webRoot, 'index.html'), 'utf8');
const page = new DOMParser().parseFromString(html, 'text/html');

/** An element as tag, sorted attributes and children (whitespace-only text left out). */
function shape(node: Element): unknown {
  return {
    tag: node.tagName.toLowerCase(),
    // React Router marks its links for route discovery (data-discover): nothing drawn.
    attrs: [...node.attributes]
      .filter((a) => a.name !== 'data-discover')
      .map((a) => `${a.name}=${a.value}`)
      .sort(),
    children: [...node.childNodes].flatMap((c) =>
      c.nodeType === 1 ? [shape(c as Element)] : c.textContent?.trim() ? [c.textContent.trim()] : [],
    ),
  };
}

describe('first paint (web/index.html)', () => {
  it("draws the app's logo link, exactly", () => {
    const app = new DOMParser().parseFromString(
      renderToStaticMarkup(
        <MemoryRouter>
          <Logo />
        </MemoryRouter>,
      ),
      'text/html',
    );
    const staticLogo = page.querySelector('#root header a');
    expect(staticLogo).not.toBeNull();
    expect(shape(staticLogo!)).toEqual(shape(app.body.firstElementChild!));
  });

  it("has the navigation bar's height and classes, so nothing moves when the app replaces it", () => {
    const navbar = fs.readFileSync(path.join(webRoot, 'src/app/nav/Navbar.tsx'), 'utf8');
    const header = page.querySelector('#root header')!;
    expect(navbar).toContain(`<header className="${header.getAttribute('class')}">`);
    expect(navbar).toContain(`<div className="${header.firstElementChild!.getAttribute('class')}">`);
  });
});
