/**
 * Video processing (issue 15) when files live in a bucket (issue 17): ffprobe and ffmpeg read
 * a temporary local copy, the thumbnail and the data-saver rendition go to the bucket, and
 * the copy is gone afterwards. Needs ffmpeg, like video-processing.test.ts.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { setupTestApp, type TestContext } from '../../../test/app';
import { ffmpegAvailable } from '../media/ffmpeg';
import { renderLectureMp4 } from '../media/media.fixtures';
import { startTestS3 } from '../media/s3.fixtures';
import { processVideo } from './video-processing';
import { ingestVideo } from './videos-admin.service';

const hasFfmpeg = await ffmpegAvailable();
let s3: Awaited<ReturnType<typeof startTestS3>>;
let t: TestContext;
let dir: string;

beforeAll(async () => {
  s3 = await startTestS3();
  t = await setupTestApp({ storage: s3.storage() });
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'crimreview-processing-s3-'));
});
afterAll(async () => {
  await s3?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const localCopies = () => fs.readdirSync(os.tmpdir()).filter((n) => n.startsWith('crimreview-s3-'));

it.skipIf(!hasFfmpeg)(
  hasFfmpeg
    ? 'processes a lecture stored in the bucket'
    : 'processes a lecture stored in the bucket (skipped: no ffmpeg)',
  async () => {
    const clip = (await renderLectureMp4(dir, 3))!;
    const storage = s3.storage();
    const video = await ingestVideo({ db: t.db, storage }, fs.createReadStream(clip), {
      boardArea: 'criminal-law',
      subjectIndex: 1,
      title: 'Processed from the bucket',
      description: '',
      lessonNumber: 1,
      difficulty: 'basic',
    });
    const copiesBefore = localCopies();
    const log = { info: () => {}, error: () => {} };
    expect(await processVideo({ db: t.db, storage, log }, video.id)).toBe('ready');
    const keys = await s3.keys();
    expect(keys.filter((k) => k.startsWith('thumbnails/'))).toHaveLength(1);
    const renditions = keys.filter((k) => k.startsWith('renditions/'));
    expect(renditions).toHaveLength(1);
    expect((await storage.stat(renditions[0]))!.size).toBeLessThan(fs.statSync(clip).size);
    expect(localCopies()).toEqual(copiesBefore);
  },
  60_000,
);
