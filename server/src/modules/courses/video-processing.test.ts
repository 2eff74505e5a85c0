/**
 * Background processing of uploaded lectures (issue 15): the upload returns once the file is
 * stored; the job reads the duration, renders a thumbnail and the data-saver rendition.
 * Needs ffmpeg for the real clips (CI installs it, .ci/run); the no-ffmpeg case hides it.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { AdminVideo } from '@core/schemas/courses';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestContext } from '../../../test/app';
import { buildAdmin, buildPaidLearner, type TestUser } from '../../../test/factories';
import { type Jobs, startJobs } from '../jobs/jobs.service';
import { ffmpegAvailable } from '../media/ffmpeg';
import { fakeMp4, renderLectureMp4, testStorage } from '../media/media.fixtures';
import {
  FFMPEG_MISSING,
  processVideo,
  sweepUnprocessedVideos,
  videoProcessingJobs,
} from './video-processing';
import { claimVideo } from './video-processing.queries';
import { ingestVideo } from './videos-admin.service';

const hasFfmpeg = await ffmpegAvailable();
/** A test that needs ffmpeg: skipped without it, saying so in its name. */
const withFfmpeg = (name: string, fn: () => Promise<void>, timeout: number) =>
  it.skipIf(!hasFfmpeg)(
    hasFfmpeg ? name : `${name} (skipped: ffmpeg/ffprobe not on PATH; CI installs them)`,
    fn,
    timeout,
  );

const lines: string[] = [];
let t: TestContext;
let admin: TestUser;
let learner: TestUser;
let dir: string;
let clip: string | null;
const extraRunners: Jobs[] = [];

beforeAll(async () => {
  t = await setupTestApp({ videoProcessing: { log: (m) => lines.push(m) } });
  admin = await buildAdmin(t.db);
  learner = await buildPaidLearner(t.db);
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'crimreview-processing-'));
  clip = await renderLectureMp4(dir, 5);
}, 60_000);
afterAll(async () => {
  await Promise.all(extraRunners.map((r) => r.stop()));
  fs.rmSync(dir, { recursive: true, force: true });
});

function upload(data: Buffer, title: string) {
  const form = new FormData();
  for (const [k, v] of Object.entries({ title, board_area: 'criminal-law', subject: 'Criminal Law Book 1' }))
    form.append(k, v);
  form.append('file', new Blob([new Uint8Array(data)]), `${title}.mp4`);
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/simple-upload-video',
    payload: form,
    headers: admin.headers,
  });
}

async function adminVideo(id: string): Promise<AdminVideo> {
  const res = await t.app.inject({ url: '/api/admin/videos', headers: admin.headers });
  return res.json().videos.find((v: AdminVideo) => v.id === id);
}

/** Polls the content manager's list until the video leaves 'processing'. */
async function settled(id: string, ms = 90_000): Promise<AdminVideo> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await adminVideo(id);
    if (v.processing_status !== 'processing') return v;
    if (Date.now() > end) throw new Error(`video ${id} still processing after ${ms} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** ffprobe's own reading of a file (not the app's wrapper around it). */
const PROBE_ARGS = '-v error -show_entries format=bit_rate:stream=codec_name,height -of json'.split(' ');
const probe = (file: string) =>
  JSON.parse(execFileSync('ffprobe', [...PROBE_ARGS, file], { encoding: 'utf8' })) as {
    format: { bit_rate: string };
    streams: { codec_name: string; height?: number }[];
  };

const meta = (title: string) => ({
  boardArea: 'criminal-law',
  subjectIndex: 1,
  title,
  description: '',
  lessonNumber: 9,
  difficulty: 'basic',
});

describe('video processing', () => {
  withFfmpeg(
    'answers the upload at once; the job adds duration, thumbnail and a data-saver rendition',
    async () => {
      const data = fs.readFileSync(clip!);
      const res = await upload(data, 'Elements of felonies');
      expect(res.statusCode).toBe(201);
      // Nothing of the processing is in the answer: it happens after the request.
      expect(res.json()).toMatchObject({ duration: 0, thumbnail_url: null, data_saver: null });

      const done = await settled(res.json().id);
      expect(done).toMatchObject({ processing_status: 'ready', processing_error: null, duration: 5 });
      expect(done.thumbnail_url).toMatch(/^\/api\/media\/thumbnails\//);
      expect(done.rendition_size_bytes).toBeGreaterThan(0);
      expect(done.rendition_size_bytes!).toBeLessThan(data.length / 4);

      const list = await t.app.inject({
        url: '/api/content/videos?board_area=criminal-law',
        headers: learner.headers,
      });
      const mine = list.json().find((v: { id: string }) => v.id === done.id);
      expect(mine.data_saver).toMatchObject({
        size_bytes: done.rendition_size_bytes,
        original_size_bytes: data.length,
      });
      expect(mine.data_saver.url).toMatch(/^\/api\/media\/renditions\//);
      const lite = await t.app.inject({ url: mine.data_saver.url });
      expect(lite.statusCode).toBe(200);
      expect(lite.headers['content-type']).toBe('video/mp4');
      const file = path.join(dir, 'fetched-lite.mp4');
      fs.writeFileSync(file, lite.rawPayload);
      const p = probe(file);
      expect(p.streams.map((s) => s.codec_name).sort()).toEqual(['aac', 'h264']);
      expect(p.streams.find((s) => s.codec_name === 'h264')!.height).toBe(360);
      expect(Number(p.format.bit_rate)).toBeLessThanOrEqual(300_000);
      // faststart: the index (moov) comes before the media data, so playback starts at once.
      expect(lite.rawPayload.indexOf('moov')).toBeLessThan(lite.rawPayload.indexOf('mdat'));

      // The rendition's URL is checked like the original's: once the learner loses access, refused.
      await t.database.pool.query(
        "update users set subscription_expires_at = now() - interval '1 minute' where id = $1",
        [learner.user.id],
      );
      expect((await t.app.inject({ url: mine.data_saver.url })).statusCode).toBe(403);
      expect((await t.app.inject({ url: mine.video_url, headers: { range: 'bytes=0-0' } })).statusCode).toBe(
        403,
      );
      await t.database.pool.query(
        "update users set subscription_expires_at = now() + interval '30 days' where id = $1",
        [learner.user.id],
      );
    },
    120_000,
  );

  withFfmpeg(
    'marks a corrupt "mp4" failed with the reason, and Retry runs it again',
    async () => {
      const res = await upload(fakeMp4(40_000), 'Corrupt upload');
      expect(res.statusCode).toBe(201);
      const failed = await settled(res.json().id);
      expect(failed.processing_status).toBe('failed');
      expect(failed.processing_error).toMatch(/^Not a playable video \(ffprobe: .+\)$/);
      expect(failed.rendition_size_bytes).toBeNull();

      const url = `/api/admin/videos/${failed.id}/retry-processing`;
      const retry = await t.app.inject({ method: 'POST', url, headers: admin.headers });
      expect(retry.statusCode).toBe(200);
      expect(retry.json()).toEqual({ message: 'Processing queued', processing_status: 'processing' });
      expect((await settled(failed.id)).processing_status).toBe('failed');
      // Only a failed video can be retried; learners cannot at all.
      const ready = await ingestVideo(
        { db: t.db, storage: testStorage(t.dataDir) },
        fs.createReadStream(clip!),
        meta('Ready one'),
      );
      await processVideo(
        { db: t.db, storage: testStorage(t.dataDir), log: { info() {}, error() {} } },
        ready.id,
      );
      const again = await t.app.inject({
        method: 'POST',
        url: `/api/admin/videos/${ready.id}/retry-processing`,
        headers: admin.headers,
      });
      expect(again.statusCode).toBe(409);
      const learnerTry = await t.app.inject({ method: 'POST', url, headers: learner.headers });
      expect(learnerTry.statusCode).toBe(403);
    },
    120_000,
  );

  withFfmpeg(
    'processes a video once although several workers and sweeps ask, and finds one never queued',
    async () => {
      // Two more instances on the same database, besides the app's own runner.
      const logs: string[][] = [[], []];
      for (const log of logs) {
        const runner = await startJobs({
          pool: t.database.pool,
          definitions: videoProcessingJobs({
            db: t.db,
            storage: testStorage(t.dataDir),
            log: { info: (m) => log.push(m), error: () => {} },
          }),
          log: { info() {}, error() {} },
          pollingIntervalSeconds: 0.5,
          schedules: false,
        });
        extraRunners.push(runner);
      }
      // Recorded without a job runner: like a process that died after the commit, before queuing.
      const row = await ingestVideo(
        { db: t.db, storage: testStorage(t.dataDir) },
        fs.createReadStream(clip!),
        meta('Never queued'),
      );
      expect(row.processingStatus).toBe('processing');
      for (const runner of extraRunners) {
        await sweepUnprocessedVideos(t.db, runner.send);
        await runner.send('courses.process-video', { id: row.id });
      }
      const done = await settled(row.id);
      expect(done.processing_status).toBe('ready');
      await new Promise((r) => setTimeout(r, 3000));
      const all = [...lines, ...logs.flat()].filter((l) => l.startsWith(`video ${row.id}: processed`));
      expect(all).toHaveLength(1);
      const renditions = fs.readdirSync(path.join(t.dataDir, 'uploads', 'renditions'));
      const rows = await t.database.pool.query(
        'select count(*)::int as n from videos where rendition_key is not null',
      );
      expect(renditions).toHaveLength(rows.rows[0].n);
      await Promise.all(extraRunners.splice(0).map((r) => r.stop()));
    },
    120_000,
  );

  it('lets one run hold a video: a second claim gets nothing until the lease is stale', async () => {
    const row = await ingestVideo(
      { db: t.db, storage: testStorage(t.dataDir) },
      Readable.from([fakeMp4(5000)]),
      meta('Leased'),
    );
    expect(await claimVideo(t.db, row.id, 300)).not.toBeNull();
    expect(await claimVideo(t.db, row.id, 300)).toBeNull();
    await t.database.pool.query(
      "update videos set processing_lease_at = now() - interval '10 minutes' where id = $1",
      [row.id],
    );
    expect(await claimVideo(t.db, row.id, 300)).not.toBeNull();
  });

  it('without ffmpeg: the upload works, the state says why nothing was made, once in the log', async () => {
    const savedPath = process.env.PATH;
    const emptyBin = fs.mkdtempSync(path.join(os.tmpdir(), 'no-ffmpeg-'));
    process.env.PATH = emptyBin;
    try {
      expect(await ffmpegAvailable()).toBe(false);
      const first = await upload(fakeMp4(30_000), 'No ffmpeg one');
      const second = await upload(fakeMp4(30_000), 'No ffmpeg two');
      expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
      for (const res of [first, second]) {
        expect(await settled(res.json().id)).toMatchObject({
          processing_status: 'failed',
          processing_error: FFMPEG_MISSING,
          rendition_size_bytes: null,
        });
      }
      expect(lines.filter((l) => l.startsWith(FFMPEG_MISSING))).toHaveLength(1);
      // The original still plays.
      const list = await t.app.inject({
        url: '/api/content/videos?board_area=criminal-law',
        headers: learner.headers,
      });
      const mine = list.json().find((v: { id: string }) => v.id === first.json().id);
      expect(mine.data_saver).toBeNull();
      expect((await t.app.inject({ url: mine.video_url, headers: { range: 'bytes=0-9' } })).statusCode).toBe(
        206,
      );
    } finally {
      process.env.PATH = savedPath;
      fs.rmSync(emptyBin, { recursive: true, force: true });
    }
  }, 60_000);
});
