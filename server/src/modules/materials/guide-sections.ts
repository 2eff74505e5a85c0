import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { readJson } from '../../lib/content-files';

/**
 * The section headings of the study guides shipped in content/ (their PDFs are rendered from
 * content/guides/<file>.md), by guide title: what a weak topic's "study-guide section" link names.
 * An uploaded material has none; read once.
 */
const repoContent = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../content');
const guideSchema = z.object({ title: z.string(), file: z.string() });

let cached: Map<string, string[]> | null = null;

export function guideSections(contentDir = repoContent): Map<string, string[]> {
  if (cached && contentDir === repoContent) return cached;
  const out = new Map<string, string[]>();
  const guides = readJson(path.join(contentDir, 'guides', 'guides.json'), z.array(guideSchema)) ?? [];
  for (const g of guides) {
    const md = path.join(contentDir, 'guides', g.file.replace(/\.pdf$/i, '.md'));
    if (!fs.existsSync(md)) continue;
    const headings = fs
      .readFileSync(md, 'utf8')
      .split('\n')
      .filter((l) => /^#{2,3} /.test(l))
      .map((l) => l.replace(/^#+ /, '').trim());
    out.set(g.title, headings);
  }
  if (contentDir === repoContent) cached = out;
  return out;
}
