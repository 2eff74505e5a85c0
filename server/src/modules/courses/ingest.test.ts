import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestContext } from '../../../test/app';
import { seedLecturesAndGuides } from '../../db/seed/content';
import { ffmpegAvailable } from '../media/ffmpeg';
import { fakeMp4, renderTinyMp4, testStorage, tinyPdf } from '../media/media.fixtures';
import type { Storage } from '../media/storage';
import { processPendingVideos } from './courses.fixtures';
import { ingestVideo } from './videos-admin.service';

let t: TestContext;
let storage: Storage;
let dir: string;
const repoContent = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../content');

beforeAll(async () => {
  t = await setupTestApp();
  storage = testStorage(t.dataDir);
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'crimreview-content-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

async function writeContent(root: string) {
  const video = (await renderTinyMp4(dir)) ?? null;
  fs.mkdirSync(path.join(root, 'lectures'), { recursive: true });
  fs.mkdirSync(path.join(root, 'guides'), { recursive: true });
  for (const d of ['videos', 'thumbnails', 'guides'])
    fs.mkdirSync(path.join(root, 'media', d), { recursive: true });
  for (const n of [1, 2]) {
    const target = path.join(root, 'media', 'videos', `criminal-law-${n}.mp4`);
    if (video) fs.copyFileSync(video, target);
    else fs.writeFileSync(target, fakeMp4(5000));
  }
  const jpg = await sharp({ create: { width: 32, height: 18, channels: 3, background: '#7f1d1d' } })
    .jpeg()
    .toBuffer();
  fs.writeFileSync(path.join(root, 'media', 'thumbnails', 'criminal-law-1.jpg'), jpg);
  fs.writeFileSync(path.join(root, 'media', 'guides', 'criminal-law.pdf'), tinyPdf());
  const lecture = (n: number, subject: string) => ({
    board_area: 'criminal-law',
    subject,
    subject_index: n,
    lesson_number: n,
    title: `Lecture ${n}: ${subject}`,
    description: `About ${subject}`,
    difficulty_level: 'basic',
    slides: [],
    video_file: `criminal-law-${n}.mp4`,
    thumbnail_file: n === 1 ? 'criminal-law-1.jpg' : null,
  });
  fs.writeFileSync(
    path.join(root, 'lectures', 'lectures.json'),
    JSON.stringify([
      lecture(1, 'Criminal Law Book 1'),
      lecture(2, 'Criminal Law Book 2'),
      { ...lecture(3, 'Criminal Procedure'), video_file: 'gone.mp4' },
    ]),
  );
  fs.writeFileSync(
    path.join(root, 'media', 'videos', 'manifest.json'),
    JSON.stringify([
      {
        board_area: 'criminal-law',
        lesson_number: 1,
        video_file: 'criminal-law-1.mp4',
        duration_seconds: 99,
      },
      {
        board_area: 'criminal-law',
        lesson_number: 2,
        video_file: 'criminal-law-2.mp4',
        duration_seconds: 99,
      },
    ]),
  );
  fs.writeFileSync(
    path.join(root, 'guides', 'guides.json'),
    JSON.stringify([
      {
        board_area: 'criminal-law',
        subject: 'Criminal Law Book 1',
        title: 'RPC guide',
        description: 'd',
        file: 'criminal-law.pdf',
      },
    ]),
  );
  return { realVideo: !!video };
}

describe('seedLecturesAndGuides', () => {
  it('stores lectures and guides like uploads, once, however often it runs', async () => {
    const root = path.join(dir, 'content');
    const { realVideo } = await writeContent(root);
    const lines: string[] = [];
    const first = await seedLecturesAndGuides({ db: t.db, storage, log: (m) => lines.push(m) }, root);
    expect(first).toMatchObject({ courses: 1, videos: 2, materials: 1, skipped: 0 });
    expect(first.missing).toEqual(['media/videos/gone.mp4']);

    const second = await seedLecturesAndGuides({ db: t.db, storage }, root);
    expect(second).toMatchObject({ videos: 0, materials: 0, skipped: 3 });

    // Duration and thumbnails come from the background processing job, run here directly.
    await processPendingVideos(t.db, storage);
    const { rows } = await t.db.execute(
      sql`select title, subject_index, lesson_number, duration_seconds, file_key, thumbnail_key, mime_type, course_id
          from videos order by lesson_number`,
    );
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ subject_index: 1, lesson_number: 1, mime_type: 'video/mp4' });
    expect(rows[1]).toMatchObject({ subject_index: 2, lesson_number: 2 });
    // ffprobe reads the real 3-second file; without ffmpeg the manifest's 99 s is used.
    expect(rows[0]!.duration_seconds).toBe(realVideo ? 3 : 99);
    // Lesson 1 came with a thumbnail; lesson 2 gets one rendered by ffmpeg (none without it).
    expect(rows[0]!.thumbnail_key).toMatch(/^thumbnails\//);
    if (realVideo) expect(rows[1]!.thumbnail_key).toMatch(/^thumbnails\//);
    for (const r of rows) expect(await storage.stat(r.file_key as string)).not.toBeNull();

    const materials = await t.db.execute(
      sql`select title, mime_type, file_name, subject_index from study_materials`,
    );
    expect(materials.rows).toEqual([
      { title: 'RPC guide', mime_type: 'application/pdf', file_name: 'criminal-law.pdf', subject_index: 1 },
    ]);
    const courses = await t.db.execute(sql`select title from courses where board_area_id = 'criminal-law'`);
    expect(courses.rows).toEqual([{ title: 'Criminal Law and Jurisprudence' }]);
  });

  it('seeds the repository content: one course per area, every lecture and guide', async () => {
    const lecturesFile = path.join(repoContent, 'lectures', 'lectures.json');
    if (!fs.existsSync(lecturesFile)) return;
    const lectures = JSON.parse(fs.readFileSync(lecturesFile, 'utf8')) as {
      board_area: string;
      title: string;
    }[];
    const guidesFile = path.join(repoContent, 'guides', 'guides.json');
    const guides = fs.existsSync(guidesFile)
      ? (JSON.parse(fs.readFileSync(guidesFile, 'utf8')) as unknown[])
      : [];
    await t.db.execute(sql`delete from videos`);
    await t.db.execute(sql`delete from study_materials`);
    const result = await seedLecturesAndGuides({ db: t.db, storage }, repoContent);
    expect(result.missing).toEqual([]);
    expect(result.videos).toBe(lectures.length);
    expect(result.materials).toBe(guides.length);
    expect(result.courses).toBe(new Set(lectures.map((l) => l.board_area)).size);
    const again = await seedLecturesAndGuides({ db: t.db, storage }, repoContent);
    expect(again).toMatchObject({ videos: 0, materials: 0, skipped: lectures.length + guides.length });
  }, 120_000);
});

describe('ingest without ffmpeg', () => {
  it('keeps the given duration, makes no thumbnail, and says ffmpeg is absent', async () => {
    const hadFfmpeg = await ffmpegAvailable();
    const video = await renderTinyMp4(dir);
    const savedPath = process.env.PATH;
    const emptyBin = fs.mkdtempSync(path.join(os.tmpdir(), 'no-ffmpeg-'));
    process.env.PATH = emptyBin;
    try {
      expect(await ffmpegAvailable()).toBe(false);
      const lines: string[] = [];
      const row = await ingestVideo(
        { db: t.db, storage, log: (m) => lines.push(m) },
        video ?? fs.createReadStream(path.join(dir, 'content', 'media', 'videos', 'criminal-law-1.mp4')),
        {
          boardArea: 'criminalistics',
          subjectIndex: 3,
          title: 'Without ffmpeg',
          description: '',
          lessonNumber: 1,
          difficulty: 'basic',
          durationSeconds: 77,
        },
      );
      await processPendingVideos(t.db, storage, { info: (m) => lines.push(m), error() {} });
      const [after] = (await t.db.execute(sql`select * from videos where id = ${row.id}`)).rows;
      expect(after).toMatchObject({ duration_seconds: 77, thumbnail_key: null, processing_status: 'failed' });
      expect(lines.join('\n')).toMatch(/ffmpeg\/ffprobe are not installed on the server/);
    } finally {
      process.env.PATH = savedPath;
      fs.rmSync(emptyBin, { recursive: true, force: true });
    }
    expect(await ffmpegAvailable()).toBe(hadFfmpeg);
  });

  it('refuses a file that is not a video by its magic bytes and leaves nothing behind', async () => {
    const before = fs.readdirSync(path.join(t.dataDir, 'uploads', 'videos'));
    await expect(
      ingestVideo(
        { db: t.db, storage },
        fs.createReadStream(path.join(dir, 'content', 'media', 'guides', 'criminal-law.pdf')),
        {
          boardArea: 'criminalistics',
          subjectIndex: 3,
          title: 'A PDF in disguise',
          description: '',
          lessonNumber: 1,
          difficulty: 'basic',
        },
      ),
    ).rejects.toThrow(/not allowed/);
    expect(fs.readdirSync(path.join(t.dataDir, 'uploads', 'videos'))).toEqual(before);
    expect(fs.readdirSync(path.join(t.dataDir, 'uploads', 'tmp'))).toEqual([]);
  });
});
