import path from 'node:path';
import { canonicalBoardArea } from '@core/catalog';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import { fileIn, readJson } from '../../lib/content-files';
import { getCatalog, subjectIndexOf } from '../catalog/catalog.service';
import type { Storage } from '../media/media.service';
import { attachCaptions } from './captions';
import * as q from './courses.queries';
import { areaCourseId, ingestVideo } from './videos-admin.service';

/**
 * Demo lectures from the repository's content/ directory, stored the way an upload would be.
 * Idempotent: a lecture already in its area's course (same title) is skipped.
 *
 *   content/lectures/lectures.json       [{board_area, subject, subject_index, lesson_number, title, …}]
 *   content/media/videos/manifest.json   [{video_file, thumbnail_file, duration_seconds, …}] (and, when
 *                                        lectures.json is absent, the lecture fields too)
 *   content/media/videos/*.mp4, content/media/thumbnails/*.jpg, content/media/captions/*.vtt
 * A lecture stored earlier without captions gets them on the next start.
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
  /** WebVTT file in content/media/captions, and the transcript the player shows (issue 16). */
  captions_file: z.string().nullish(),
  transcript: z.string().nullish(),
});

export interface SeedLecturesResult {
  courses: number;
  videos: number;
  skipped: number;
  missing: string[];
}

export async function seedDemoLectures(
  deps: { db: Executor; storage: Storage; log?: (msg: string) => void },
  contentDir: string,
): Promise<SeedLecturesResult> {
  const { db } = deps;
  const result: SeedLecturesResult = { courses: 0, videos: 0, skipped: 0, missing: [] };
  const catalog = await getCatalog(db);
  const videosDir = path.join(contentDir, 'media', 'videos');
  const manifestFile = path.join(videosDir, 'manifest.json');
  // Older content lists the lectures in lectures.json; newer content's video manifest carries them.
  const lectures =
    readJson(path.join(contentDir, 'lectures', 'lectures.json'), z.array(lectureSchema)) ??
    readJson(manifestFile, z.array(lectureSchema)) ??
    [];
  const manifest = readJson(manifestFile, z.array(manifestEntrySchema)) ?? [];
  const byFile = new Map(manifest.map((m) => [m.video_file, m]));
  const courseIds = new Set<number>();

  for (const lecture of lectures) {
    const area = canonicalBoardArea(lecture.board_area);
    if (!area) {
      result.missing.push(`board area ${lecture.board_area}`);
      continue;
    }
    const courseId = await areaCourseId(db, area);
    courseIds.add(courseId);
    const entry = byFile.get(lecture.video_file);
    const captions = fileIn(path.join(contentDir, 'media', 'captions'), entry?.captions_file);
    const transcript = entry?.transcript ?? null;
    const existing = await q.findVideoInCourse(db, courseId, lecture.title);
    if (existing) {
      if (!existing.captionsKey && (captions || transcript))
        await attachCaptions(deps, existing, captions ?? null, transcript);
      result.skipped += 1;
      continue;
    }
    const videoFile = fileIn(videosDir, lecture.video_file);
    if (!videoFile) {
      result.missing.push(`media/videos/${lecture.video_file}`);
      continue;
    }
    const thumbnail = fileIn(
      path.join(contentDir, 'media', 'thumbnails'),
      lecture.thumbnail_file ?? entry?.thumbnail_file,
    );
    const row = await ingestVideo(
      deps,
      videoFile,
      {
        boardArea: area,
        subjectIndex:
          (lecture.subject ? subjectIndexOf(catalog, area, lecture.subject) : null) ??
          lecture.subject_index ??
          null,
        title: lecture.title,
        description: lecture.description,
        lessonNumber: lecture.lesson_number,
        difficulty: lecture.difficulty_level,
        durationSeconds: entry?.duration_seconds ? Math.round(entry.duration_seconds) : undefined,
        courseId,
      },
      thumbnail ?? undefined,
    );
    if (captions || transcript) await attachCaptions(deps, row, captions ?? null, transcript);
    result.videos += 1;
  }
  result.courses = courseIds.size;
  return result;
}
