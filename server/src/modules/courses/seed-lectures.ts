import fs from 'node:fs';
import path from 'node:path';
import { canonicalBoardArea } from '@core/catalog';
import { z } from 'zod';
import type { Db } from '../../db/client';
import type { Storage } from '../../plugins/storage';
import { ensureAreaCourse, findVideoInCourse, subjectIndexByName } from './courses.queries';
import { ingestMaterial, ingestVideo } from './ingest';
import { findMaterial } from './materials.queries';

/**
 * Demo lectures and study guides from the repository's content/ directory, stored the way
 * an upload would be (see ingest.ts). Idempotent: a lecture already in its area's course
 * (same title) or a guide already in its area (same title) is skipped.
 *
 *   content/lectures/lectures.json       [{board_area, subject, subject_index, lesson_number, title, …}]
 *   content/media/videos/manifest.json   [{video_file, thumbnail_file, duration_seconds, …}]
 *   content/media/videos/*.mp4, content/media/thumbnails/*.jpg
 *   content/guides/guides.json           [{board_area, subject, title, description, file}]
 *   content/media/guides/*.pdf
 */

const lectureSchema = z.object({
  board_area: z.string(),
  subject: z.string().nullish(),
  subject_index: z.number().int().nullish(),
  lesson_number: z.number().int().min(1),
  title: z.string().min(1),
  description: z.string().default(''),
  difficulty_level: z.enum(['basic', 'intermediate', 'advanced']).default('basic'),
  video_file: z.string().min(1),
  thumbnail_file: z.string().nullish(),
});

const manifestEntrySchema = z.object({
  video_file: z.string(),
  thumbnail_file: z.string().nullish(),
  duration_seconds: z.number().min(0).nullish(),
});

const guideSchema = z.object({
  board_area: z.string(),
  subject: z.string().nullish(),
  title: z.string().min(1),
  description: z.string().default(''),
  file: z.string().min(1),
});

export interface SeedLecturesResult {
  courses: number;
  videos: number;
  materials: number;
  skipped: number;
  missing: string[];
}

function readJson<T>(file: string, schema: z.ZodType<T>): T | null {
  if (!fs.existsSync(file)) return null;
  return schema.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
}

/** A file inside `dir`, or null when the name escapes it or the file is missing. */
function fileIn(dir: string, name: string | null | undefined): string | null {
  if (!name) return null;
  const full = path.resolve(dir, name);
  if (!full.startsWith(path.resolve(dir) + path.sep) || !fs.existsSync(full)) return null;
  return full;
}

async function subjectIndexOf(db: Db, area: string, subject?: string | null, given?: number | null) {
  return (subject ? await subjectIndexByName(db, area, subject) : null) ?? given ?? null;
}

export async function seedDemoLectures(
  db: Db,
  storage: Storage,
  contentDir: string,
  log: (msg: string) => void = () => {},
): Promise<SeedLecturesResult> {
  const result: SeedLecturesResult = { courses: 0, videos: 0, materials: 0, skipped: 0, missing: [] };
  const deps = { db, storage, log };
  const videosDir = path.join(contentDir, 'media', 'videos');
  const lectures = readJson(path.join(contentDir, 'lectures', 'lectures.json'), z.array(lectureSchema)) ?? [];
  const manifest = readJson(path.join(videosDir, 'manifest.json'), z.array(manifestEntrySchema)) ?? [];
  const byFile = new Map(manifest.map((m) => [m.video_file, m]));
  const courseIds = new Set<number>();

  for (const lecture of lectures) {
    const area = canonicalBoardArea(lecture.board_area);
    if (!area) {
      result.missing.push(`board area ${lecture.board_area}`);
      continue;
    }
    const course = await ensureAreaCourse(db, area);
    courseIds.add(course.id);
    if (await findVideoInCourse(db, course.id, lecture.title)) {
      result.skipped += 1;
      continue;
    }
    const entry = byFile.get(lecture.video_file);
    const videoFile = fileIn(videosDir, lecture.video_file);
    if (!videoFile) {
      result.missing.push(`media/videos/${lecture.video_file}`);
      continue;
    }
    const thumbnail = fileIn(
      path.join(contentDir, 'media', 'thumbnails'),
      lecture.thumbnail_file ?? entry?.thumbnail_file,
    );
    await ingestVideo(
      deps,
      videoFile,
      {
        boardArea: area,
        subjectIndex: await subjectIndexOf(db, area, lecture.subject, lecture.subject_index),
        title: lecture.title,
        description: lecture.description,
        lessonNumber: lecture.lesson_number,
        difficulty: lecture.difficulty_level,
        durationSeconds: entry?.duration_seconds ? Math.round(entry.duration_seconds) : undefined,
        courseId: course.id,
      },
      thumbnail ?? undefined,
    );
    result.videos += 1;
  }
  result.courses = courseIds.size;

  const guidesDir = path.join(contentDir, 'media', 'guides');
  const guides = readJson(path.join(contentDir, 'guides', 'guides.json'), z.array(guideSchema)) ?? [];
  for (const guide of guides) {
    const area = canonicalBoardArea(guide.board_area);
    if (!area) {
      result.missing.push(`board area ${guide.board_area}`);
      continue;
    }
    if (await findMaterial(db, area, guide.title)) {
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
      subjectIndex: await subjectIndexOf(db, area, guide.subject),
      title: guide.title,
      description: guide.description,
      fileName: path.basename(guide.file),
    });
    result.materials += 1;
  }

  if (result.missing.length) log(`Demo lectures: skipped missing content: ${result.missing.join(', ')}`);
  if (result.videos || result.materials) {
    log(
      `Demo lectures: ${result.videos} videos and ${result.materials} study guides added in ${result.courses} courses (${result.skipped} already present)`,
    );
  }
  return result;
}
