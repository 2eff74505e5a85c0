import { seedDemoLectures } from '../../modules/courses/courses.service';
import { seedDemoGuides } from '../../modules/materials/materials.service';
import type { Storage } from '../../modules/media/media.service';
import type { Executor } from '../client';

export interface SeedContentResult {
  courses: number;
  videos: number;
  materials: number;
  skipped: number;
  missing: string[];
}

/**
 * The demo lectures (courses) and study guides (materials) of the repository's content/
 * directory, stored the way uploads are. Idempotent: what is already there is skipped.
 */
export async function seedLecturesAndGuides(
  deps: { db: Executor; storage: Storage; log?: (msg: string) => void },
  contentDir: string,
): Promise<SeedContentResult> {
  const log = deps.log ?? (() => {});
  const lectures = await seedDemoLectures(deps, contentDir);
  const guides = await seedDemoGuides(deps, contentDir);
  const result = {
    courses: lectures.courses,
    videos: lectures.videos,
    materials: guides.materials,
    skipped: lectures.skipped + guides.skipped,
    missing: [...lectures.missing, ...guides.missing],
  };
  if (result.missing.length) log(`Demo lectures: skipped missing content: ${result.missing.join(', ')}`);
  if (result.videos || result.materials) {
    log(
      `Demo lectures: ${result.videos} videos and ${result.materials} study guides added in ${result.courses} courses (${result.skipped} already present)`,
    );
  }
  return result;
}
