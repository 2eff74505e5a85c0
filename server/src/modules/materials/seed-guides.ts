import path from 'node:path';
import { canonicalBoardArea } from '@core/catalog';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import { fileIn, readJson } from '../../lib/content-files';
import { getCatalog, subjectIndexOf } from '../catalog/catalog.service';
import type { Storage } from '../media/media.service';
import { ingestMaterial } from './material-files';
import { findMaterial } from './materials.queries';

/**
 * Demo study guides from the repository's content/ directory, stored the way an upload would
 * be. Idempotent: a guide already in its area (same title) is skipped.
 *
 *   content/guides/guides.json   [{board_area, subject, title, description, file}]
 *   content/media/guides/*.pdf
 */

const guideSchema = z.object({
  board_area: z.string(),
  subject: z.string().nullish(),
  title: z.string().min(1),
  description: z.string().default(''),
  file: z.string().min(1),
});

export interface SeedGuidesResult {
  materials: number;
  skipped: number;
  missing: string[];
}

export async function seedDemoGuides(
  deps: { db: Executor; storage: Storage },
  contentDir: string,
): Promise<SeedGuidesResult> {
  const result: SeedGuidesResult = { materials: 0, skipped: 0, missing: [] };
  const catalog = await getCatalog(deps.db);
  const guidesDir = path.join(contentDir, 'media', 'guides');
  const guides = readJson(path.join(contentDir, 'guides', 'guides.json'), z.array(guideSchema)) ?? [];
  for (const guide of guides) {
    const area = canonicalBoardArea(guide.board_area);
    if (!area) {
      result.missing.push(`board area ${guide.board_area}`);
      continue;
    }
    if (await findMaterial(deps.db, area, guide.title)) {
      result.skipped += 1;
      continue;
    }
    const file = fileIn(guidesDir, guide.file);
    if (!file) {
      result.missing.push(`media/guides/${guide.file}`);
      continue;
    }
    await ingestMaterial(deps, file, {
      boardArea: area,
      subjectIndex: guide.subject ? subjectIndexOf(catalog, area, guide.subject) : null,
      title: guide.title,
      description: guide.description,
      fileName: path.basename(guide.file),
    });
    result.materials += 1;
  }
  return result;
}
