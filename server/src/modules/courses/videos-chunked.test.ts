import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { CHUNK_BYTES } from '@core/schemas/courses';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestContext } from '../../../test/app';
import { buildAdmin, buildSubAdmin, buildUser, type TestUser } from '../../../test/factories';
import { chunkStoreIn, chunkSweepJob, uploadKey } from '../media/chunks';
import { storePart } from '../media/files';
import { fakeMp4, testStorage } from '../media/media.fixtures';
import { createMediaSigner } from '../media/signed-url';
import type { Storage } from '../media/storage';
import { receiveChunk, STORAGE_FULL } from './videos-chunked.service';

let t: TestContext;
let admin: TestUser;

beforeAll(async () => {
  t = await setupTestApp();
  admin = await buildAdmin(t.db);
});

const URL = '/api/admin/upload-video-chunked';

/** A multipart body: text fields, then the chunk; `cut` drops its end, as a lost connection does. */
function form(fields: Record<string, string>, chunk: Buffer, cut = false) {
  const boundary = `----chunk${Math.random().toString(16).slice(2)}`;
  const head = Object.entries(fields).map(([k, v]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
  );
  const file = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="chunk"; filename="blob"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  const payload = cut
    ? Buffer.concat([...head, file, chunk.subarray(0, chunk.length >> 1)])
    : Buffer.concat([...head, file, chunk, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const lecture = {
  title: 'Chunked lecture',
  board_area: 'criminal-law',
  subject: 'Criminal Law Book 1',
  difficulty_level: 'basic',
  lesson_number: '3',
};

/** Sends chunk `i` of `data` the way the web client does. */
function sendChunk(data: Buffer, i: number, opts: { uploadId: string; as?: TestUser; cut?: boolean }) {
  const total = Math.ceil(data.length / CHUNK_BYTES);
  const body = form(
    {
      ...lecture,
      chunk_index: String(i),
      total_chunks: String(total),
      filename: 'lecture.mp4',
      upload_id: opts.uploadId,
    },
    data.subarray(i * CHUNK_BYTES, (i + 1) * CHUNK_BYTES),
    opts.cut,
  );
  return t.app.inject({
    method: 'POST',
    url: URL,
    payload: body.payload,
    headers: { ...(opts.as ?? admin).headers, ...body.headers },
  });
}

const status = (uploadId: string, total: number, as: TestUser = admin) =>
  t.app.inject({ url: `${URL}/status?upload_id=${uploadId}&total_chunks=${total}`, headers: as.headers });

/** Every file under a folder of DATA_DIR. */
function filesUnder(dir: string): string[] {
  const root = path.join(t.dataDir, dir);
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true }) as string[])
    .filter((f) => fs.statSync(path.join(root, f)).isFile())
    .sort();
}
/** Chunks and parts still on disk (a finished upload's `.done` marker is not one). */
const leftovers = () => [
  ...filesUnder('upload-parts').filter((f) => !f.endsWith('.done')),
  ...filesUnder('uploads/parts'),
  ...filesUnder('uploads/tmp'),
];

async function storedBytes(videoUrl: string): Promise<Buffer> {
  const res = await t.app.inject({ url: videoUrl });
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
}

describe('POST /admin/upload-video-chunked', () => {
  it('assembles the chunks into a lecture byte-identical to the source', async () => {
    const data = fakeMp4(2 * CHUNK_BYTES + 12_345);
    const first = await sendChunk(data, 0, { uploadId: 'whole' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      received_chunks: [0],
      total_chunks: 3,
      chunk_size: CHUNK_BYTES,
      video_id: null,
    });
    expect((await sendChunk(data, 1, { uploadId: 'whole' })).json().received_chunks).toEqual([0, 1]);
    const last = await sendChunk(data, 2, { uploadId: 'whole' });
    expect(last.statusCode).toBe(201);
    const video = last.json();
    expect(video).toMatchObject({
      title: 'Chunked lecture',
      board_area: 'criminal-law',
      subject_index: 1,
      lesson_number: 3,
      source: 'upload',
    });
    expect((await storedBytes(video.video_url)).equals(data)).toBe(true);
    expect(leftovers()).toEqual([]);
    const list = await t.app.inject({ url: '/api/admin/videos', headers: admin.headers });
    expect(list.json().videos.find((v: { id: string }) => v.id === video.id).file_size).toBe(data.length);
  });

  it('tells a client whose last answer was lost that the upload became a lecture; sending the file again starts over', async () => {
    const data = fakeMp4(CHUNK_BYTES + 10);
    await sendChunk(data, 0, { uploadId: 'lost' });
    const video = (await sendChunk(data, 1, { uploadId: 'lost' })).json();
    expect((await status('lost', 2)).json()).toMatchObject({ received_chunks: [], video_id: video.id });
    // The same file sent again on purpose: a new upload, the marker gone.
    expect((await sendChunk(data, 0, { uploadId: 'lost' })).json()).toMatchObject({
      received_chunks: [0],
      video_id: null,
    });
    expect((await status('lost', 2)).json().video_id).toBeNull();
    await chunkStoreIn(t.dataDir).discard(uploadKey(admin.user.id, 'lost', 2));
  });

  it('resumes after a dropped connection: the status lists what arrived, the rest completes the file', async () => {
    const data = fakeMp4(3 * CHUNK_BYTES + 99);
    expect((await sendChunk(data, 0, { uploadId: 'resume' })).statusCode).toBe(200);
    expect((await sendChunk(data, 1, { uploadId: 'resume' })).statusCode).toBe(200);
    // The connection drops half-way through chunk 2: nothing of it is kept.
    const dropped = await sendChunk(data, 2, { uploadId: 'resume', cut: true });
    expect(dropped.statusCode).toBe(400);
    expect(filesUnder('uploads/parts')).toEqual([]);

    const held = await status('resume', 4);
    expect(held.statusCode).toBe(200);
    expect(held.json()).toEqual({
      upload_id: 'resume',
      total_chunks: 4,
      chunk_size: CHUNK_BYTES,
      received_chunks: [0, 1],
      video_id: null,
    });
    // Another administrator's upload of the same id is theirs, not this one.
    const other = await buildAdmin(t.db);
    expect((await status('resume', 4, other)).json().received_chunks).toEqual([]);

    expect((await sendChunk(data, 3, { uploadId: 'resume' })).json().received_chunks).toEqual([0, 1, 3]);
    const done = await sendChunk(data, 2, { uploadId: 'resume' });
    expect(done.statusCode).toBe(201);
    expect((await storedBytes(done.json().video_url)).equals(data)).toBe(true);
    expect((await status('resume', 4)).json().received_chunks).toEqual([]);
    expect(leftovers()).toEqual([]);
  });

  it('deletes partial uploads abandoned for 24 hours (the sweep job), keeping recent ones', async () => {
    const data = fakeMp4(2 * CHUNK_BYTES);
    await sendChunk(data, 0, { uploadId: 'abandoned' });
    await sendChunk(data, 0, { uploadId: 'recent' });
    const root = path.join(t.dataDir, 'upload-parts');
    const abandoned = uploadKey(admin.user.id, 'abandoned', 2);
    const recent = uploadKey(admin.user.id, 'recent', 2);
    const uploads = () => fs.readdirSync(root).filter((f) => !f.endsWith('.done'));
    expect(uploads().sort()).toEqual([abandoned, recent].sort());
    const dayAgo = new Date(Date.now() - 25 * 3600 * 1000);
    fs.utimesSync(path.join(root, abandoned), dayAgo, dayAgo);
    const stray = path.join(t.dataDir, 'uploads', 'parts', 'stray.part'); // its process died
    fs.mkdirSync(path.dirname(stray), { recursive: true });
    fs.writeFileSync(stray, 'x');
    fs.utimesSync(stray, dayAgo, dayAgo);

    const logged: string[] = [];
    const job = chunkSweepJob(chunkStoreIn(t.dataDir), { info: (m) => logged.push(m) });
    expect(job).toMatchObject({ name: 'media.sweep-upload-parts', policy: 'singleton' });
    expect(job.cron).toBeTruthy();
    await job.handler({} as never, { id: 'test', retryCount: 0, retryLimit: 0, send: async () => null });
    expect(uploads()).toEqual([recent]);
    expect(fs.existsSync(stray)).toBe(false);
    expect(logged).toEqual(['upload sweep: removed 2 abandoned partial upload(s)']);
    expect((await status('abandoned', 2)).json().received_chunks).toEqual([]);
    expect((await status('recent', 2)).json().received_chunks).toEqual([0]);
    await chunkStoreIn(t.dataDir).discard(recent);
  });

  it('refuses more than 500 MB (413 with the spec message) and an oversize chunk, keeping nothing', async () => {
    const tooMany = form(
      { ...lecture, chunk_index: '0', total_chunks: '101', filename: 'big.mp4', upload_id: 'big' },
      fakeMp4(1000),
    );
    const res = await t.app.inject({
      method: 'POST',
      url: URL,
      payload: tooMany.payload,
      headers: { ...admin.headers, ...tooMany.headers },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().detail).toBe('File too large for server. Maximum allowed size is 500MB.');

    const fat = form(
      { ...lecture, chunk_index: '0', total_chunks: '2', filename: 'big.mp4', upload_id: 'fat' },
      fakeMp4(CHUNK_BYTES + 1),
    );
    const res2 = await t.app.inject({
      method: 'POST',
      url: URL,
      payload: fat.payload,
      headers: { ...admin.headers, ...fat.headers },
    });
    expect(res2.statusCode).toBe(413);
    expect(leftovers()).toEqual([]);
  });

  it('refuses a .mp4 that is not a video, naming the file, with nothing left on disk', async () => {
    const text = Buffer.from('This is a text file pretending to be a lecture. '.repeat(200));
    const body = form(
      { ...lecture, chunk_index: '0', total_chunks: '1', filename: 'notes.mp4', upload_id: 'fake' },
      text,
    );
    const res = await t.app.inject({
      method: 'POST',
      url: URL,
      payload: body.payload,
      headers: { ...admin.headers, ...body.headers },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().detail).toBe('notes.mp4 is not a video file (MP4 or WebM)');
    expect(leftovers()).toEqual([]);
  });

  it('refuses an unknown board area on the first chunk and bad fields (422), keeping nothing', async () => {
    const data = fakeMp4(1000);
    const area = form(
      { ...lecture, board_area: 'astrology', chunk_index: '0', total_chunks: '1', filename: 'a.mp4' },
      data,
    );
    const res = await t.app.inject({
      method: 'POST',
      url: URL,
      payload: area.payload,
      headers: { ...admin.headers, ...area.headers },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toEqual([{ loc: ['body', 'board_area'], msg: 'Unknown board area' }]);
    const index = form({ ...lecture, chunk_index: '2', total_chunks: '2', filename: 'a.mp4' }, data);
    const res2 = await t.app.inject({
      method: 'POST',
      url: URL,
      payload: index.payload,
      headers: { ...admin.headers, ...index.headers },
    });
    expect(res2.statusCode).toBe(422);
    expect(leftovers()).toEqual([]);
  });

  it('answers 507 when storage is full while assembling, keeping nothing', async () => {
    const real = testStorage(t.dataDir);
    const full: Storage = {
      ...real,
      async put(input, options) {
        if (options.area !== 'videos') return real.put(input, options);
        input.resume();
        throw Object.assign(new Error('no space left on device'), { code: 'ENOSPC' });
      },
    };
    const deps = {
      db: t.db,
      storage: full,
      signer: createMediaSigner({ secret: 'x'.repeat(32) }),
      chunks: chunkStoreIn(t.dataDir),
    };
    const part = await storePart(full, Readable.from([fakeMp4(2000)]));
    const upload = {
      fields: { ...lecture, chunk_index: '0', total_chunks: '1', filename: 'full.mp4', upload_id: 'full' },
      files: { chunk: { ...part, fileName: 'blob' } },
      lists: {},
    };
    const sent = receiveChunk(deps, { ...admin.user, sessionId: admin.sessionId }, upload);
    await expect(sent).rejects.toMatchObject({ statusCode: 507, message: STORAGE_FULL });
    expect(leftovers()).toEqual([]);
  });

  it('is for administrators only: learners and sub-admins are refused', async () => {
    const data = fakeMp4(1000);
    for (const who of [await buildUser(t.db), await buildSubAdmin(t.db)]) {
      expect((await sendChunk(data, 0, { uploadId: 'x', as: who })).statusCode).toBe(403);
      expect((await status('x', 1, who)).statusCode).toBe(403);
    }
    expect(leftovers()).toEqual([]);
  });
});
