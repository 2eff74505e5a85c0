import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { CHUNK_BYTES } from '@core/schemas/courses';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestContext } from '../../../test/app';
import { buildAdmin, buildUser, type TestUser } from '../../../test/factories';
import { type App, buildApp } from '../../app';
import { loadConfig } from '../../config';
import { fakeMp4, tinyPdf } from './media.fixtures';
import { storageFor } from './media.service';
import { startTestS3 } from './s3.fixtures';
import { createS3Storage } from './s3-storage';
import { parseS3Url } from './s3-url';
import { type Storage, StorageError } from './storage';

/**
 * issue 17: uploaded files in an S3-compatible bucket (s3rver here), shared by two instances
 * on one database: a lecture uploaded through A plays through B, via a presigned redirect.
 */
let s3: Awaited<ReturnType<typeof startTestS3>>;
let storage: Storage;
let a: TestContext;
let b: App;
let admin: TestUser;
let learner: TestUser;
const MEDIA_SECRET = randomBytes(32).toString('hex');

beforeAll(async () => {
  s3 = await startTestS3();
  storage = s3.storage();
  a = await setupTestApp({ storage: s3.storage(), mediaSecret: MEDIA_SECRET });
  const dataDirB = fs.mkdtempSync(path.join(os.tmpdir(), 'crimreview-test-b-'));
  b = await buildApp({
    db: a.db,
    mailer: a.mailer,
    publicUrl: 'http://127.0.0.1:3000',
    dataDir: dataDirB,
    databaseKind: 'external',
    webDist: path.join(dataDirB, 'no-web'),
    storage: s3.storage(),
    mediaSecret: MEDIA_SECRET,
    pressure: { maxEventLoopDelayMs: Number.POSITIVE_INFINITY },
  });
  await b.ready();
  admin = await buildAdmin(a.db);
  learner = await buildUser(a.db);
});

afterAll(async () => {
  await b?.close();
  await s3?.close();
});

const video = { area: 'videos' as const, maxBytes: 20 * 1024 * 1024, accept: () => true };

async function read(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

describe('S3 storage through the storage interface', () => {
  it('parses STORAGE_URL and refuses credentials in it', () => {
    expect(parseS3Url('s3://media/crim?endpoint=http://127.0.0.1:9000&region=ap-southeast-1')).toEqual({
      bucket: 'media',
      prefix: 'crim/',
      region: 'ap-southeast-1',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
    });
    expect(parseS3Url('s3://media').forcePathStyle).toBe(false);
    expect(
      parseS3Url('s3://m?endpoint=http://minio:9000&public_endpoint=https://files.example.ph'),
    ).toMatchObject({
      endpoint: 'http://minio:9000',
      publicEndpoint: 'https://files.example.ph',
    });
    expect(() => parseS3Url('s3://m?public_endpoint=files')).toThrow(/public_endpoint must be/);
    expect(() => parseS3Url('s3://key:secret@media')).toThrow(/AWS_ACCESS_KEY_ID/);
    expect(() => parseS3Url('http://media')).toThrow(/s3:\/\//);
    expect(() => loadConfig({ STORAGE_URL: 's3://key:secret@media' })).toThrow(/STORAGE_URL: must not hold/);
    expect(loadConfig({ STORAGE_URL: s3.url }).storageUrl).toBe(s3.url);
  });

  it('presigns for the public address when the app reaches the server at another', async () => {
    const inner = parseS3Url(`${s3.url}&public_endpoint=https://files.example.ph`);
    const behind = createS3Storage(inner, { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' });
    expect(behind.publicOrigin).toBe('https://files.example.ph');
    const stored = await behind.put(Readable.from([fakeMp4(5000)]), video);
    const url = await behind.presignGet!(stored.key, { contentType: 'video/mp4' });
    expect(url).toMatch(/^https:\/\/files\.example\.ph\/media\/videos\//);
    await behind.delete(stored.key);
  });

  it('STORAGE_URL picks the bucket; unset keeps DATA_DIR/uploads', async () => {
    expect((await storageFor(s3.url, a.dataDir)).location).toBe('s3://media/');
    expect((await storageFor(undefined, a.dataDir)).location).toBe('DATA_DIR/uploads');
  });

  it('puts (multipart above 8 MiB), stats, reads a range, lists and deletes', async () => {
    const data = fakeMp4(9 * 1024 * 1024 + 123);
    const stored = await storage.put(Readable.from([data]), video);
    expect(stored).toMatchObject({ size: data.length, mime: 'video/mp4' });
    expect(stored.key).toMatch(/^videos\/[0-9a-f-]{36}\.mp4$/);
    expect((await storage.stat(stored.key))?.size).toBe(data.length);
    expect((await read(storage.createReadStream(stored.key))).equals(data)).toBe(true);
    const range = await read(storage.createReadStream(stored.key, { start: 8_388_600, end: 8_388_700 }));
    expect(range.equals(data.subarray(8_388_600, 8_388_701))).toBe(true);
    const listed = [];
    for await (const f of storage.list()) listed.push(f);
    expect(listed).toContainEqual({ path: stored.key, size: data.length });
    expect(await storage.withLocalFile(stored.key, async (p) => fs.statSync(p).size)).toBe(data.length);
    await storage.delete(stored.key);
    expect(await storage.stat(stored.key)).toBeNull();
    expect(await s3.keys()).not.toContain(stored.key);
  });

  it('a refused file (type, size, empty) leaves nothing in the bucket', async () => {
    const before = await s3.keys();
    const refuse = (data: Buffer, maxBytes = video.maxBytes) =>
      storage.put(Readable.from([data]), {
        ...video,
        maxBytes,
        accept: (t) => t?.mime === 'video/mp4',
      });
    await expect(refuse(tinyPdf())).rejects.toMatchObject({ code: 'bad_type' });
    await expect(refuse(fakeMp4(100_000), 50_000)).rejects.toMatchObject({ code: 'too_large' });
    // Refused in the second multipart part, after the first went up.
    await expect(refuse(fakeMp4(12 * 1024 * 1024), 10 * 1024 * 1024)).rejects.toBeInstanceOf(StorageError);
    await expect(refuse(Buffer.alloc(0))).rejects.toMatchObject({ code: 'empty' });
    expect(await s3.keys()).toEqual(before);
  });

  it('presigns a GET with the type and disposition the app would have sent', async () => {
    const stored = await storage.put(Readable.from([tinyPdf()]), { ...video, area: 'materials' });
    const url = await storage.presignGet!(stored.key, {
      contentType: 'application/pdf',
      contentDisposition: 'attachment; filename="notes.pdf"',
    });
    const res = await fetch(url, { headers: { range: 'bytes=0-3' } });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="notes.pdf"');
    expect(Buffer.from(await res.arrayBuffer()).toString()).toBe('%PDF');
  });
});

function multipart(fields: Record<string, string>, file: { name: string; data: Buffer }, field = 'file') {
  const boundary = `----s3${Math.random().toString(16).slice(2)}`;
  const parts = Object.entries(fields).map(
    ([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
  );
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return {
    payload: Buffer.concat([
      Buffer.from(parts.join('') + head),
      file.data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const lecture = { title: 'Shared lecture', board_area: 'criminal-law', subject: 'Criminal Law Book 1' };

async function upload(app: App, data: Buffer, name = 'lecture.mp4') {
  const body = multipart(lecture, { name, data });
  return app.inject({
    method: 'POST',
    url: '/api/admin/simple-upload-video',
    payload: body.payload,
    headers: { ...admin.headers, ...body.headers },
  });
}

async function videoUrlOn(app: App, id: string, headers = learner.headers): Promise<string> {
  const list = await app.inject({ url: '/api/content/videos?board_area=criminal-law', headers });
  expect(list.statusCode).toBe(200);
  return list.json().find((v: { id: string }) => v.id === id).video_url;
}

describe('two instances on one database and one bucket', () => {
  it('a lecture uploaded through A plays through B: 302 to a presigned URL that answers ranges', async () => {
    const data = fakeMp4(300_000);
    const res = await upload(a.app, data);
    expect(res.statusCode).toBe(201);
    const url = await videoUrlOn(b, res.json().id);
    const media = await b.inject({ url, headers: { range: 'bytes=100-199' } });
    expect(media.statusCode).toBe(302);
    expect(media.headers['cache-control']).toBe('private, max-age=60');
    const location = String(media.headers.location);
    expect(location).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/media\/videos\/.+X-Amz-Expires=300/);
    const ranged = await fetch(location, { headers: { range: 'bytes=100-199' } });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get('content-type')).toBe('video/mp4');
    expect(Buffer.from(await ranged.arrayBuffer()).equals(data.subarray(100, 200))).toBe(true);
    // The page may load from the bucket the redirects lead to.
    const csp = String(media.headers['content-security-policy']);
    const origin = new URL(location).origin;
    for (const d of ['img-src', 'media-src', 'frame-src', 'object-src'])
      expect(csp).toMatch(new RegExp(`${d} [^;]*${origin.replace(/[.:/]/g, '\\$&')}`));
    // Only the <video>/<img>/<object> load from it: no page script fetches media (docs/architecture.md).
    expect(csp).toMatch(/connect-src 'self'(;|$)/);
    // HEAD is redirected the same way.
    expect((await b.inject({ method: 'HEAD', url })).statusCode).toBe(302);
  });

  it('B still checks the signature and the session: a forged or logged-out URL is 403, no redirect', async () => {
    const res = await upload(a.app, fakeMp4(20_000));
    const other = await buildUser(a.db);
    const url = await videoUrlOn(a.app, res.json().id, other.headers);
    expect((await b.inject({ url })).statusCode).toBe(302);
    expect((await b.inject({ url: url.replace(/sig=[^&]+/, 'sig=forged') })).statusCode).toBe(403);
    expect(
      (await a.app.inject({ method: 'POST', url: '/api/auth/logout', headers: other.headers })).statusCode,
    ).toBe(200);
    const refused = await b.inject({ url });
    expect(refused.statusCode).toBe(403);
    expect(refused.headers.location).toBeUndefined();
  });

  it('a refused upload (not a video) leaves nothing in the bucket', async () => {
    const before = await s3.keys();
    const res = await upload(a.app, tinyPdf(), 'fake.mp4');
    expect(res.statusCode).toBe(415);
    expect(await s3.keys()).toEqual(before);
  });

  it('deleting a lecture on B deletes its objects; the backup manifest lists the bucket', async () => {
    const before = await s3.keys();
    const res = await upload(a.app, fakeMp4(30_000));
    const id = res.json().id;
    const keys = await s3.keys();
    const added = keys.filter((k) => !before.includes(k));
    expect(added).toHaveLength(1);
    const backup = await b.inject({ url: '/api/admin/backup/full', headers: admin.headers });
    expect(backup.statusCode).toBe(200);
    const media = JSON.parse(backup.body).manifest.media;
    expect(media.root).toBe('s3://media/');
    expect(media.files.map((f: { path: string }) => f.path).sort()).toEqual(keys);
    const del = await b.inject({ method: 'DELETE', url: `/api/admin/videos/${id}`, headers: admin.headers });
    expect(del.statusCode).toBe(200);
    expect(await s3.keys()).not.toContain(added[0]);
  });

  it('a chunked upload keeps its chunks on local disk and puts only the assembled file in the bucket', async () => {
    const before = await s3.keys();
    const data = fakeMp4(CHUNK_BYTES + 70_000);
    const send = (i: number) => {
      const body = multipart(
        { ...lecture, chunk_index: String(i), total_chunks: '2', filename: 'big.mp4', upload_id: 's3' },
        { name: 'blob', data: data.subarray(i * CHUNK_BYTES, (i + 1) * CHUNK_BYTES) },
        'chunk',
      );
      return a.app.inject({
        method: 'POST',
        url: '/api/admin/upload-video-chunked',
        payload: body.payload,
        headers: { ...admin.headers, ...body.headers },
      });
    };
    expect((await send(0)).statusCode).toBe(200);
    expect(await s3.keys()).toEqual(before);
    const done = await send(1);
    expect(done.statusCode).toBe(201);
    const added = (await s3.keys()).filter((k) => !before.includes(k));
    expect(added).toEqual([expect.stringMatching(/^videos\//)]);
    const location = String((await b.inject({ url: await videoUrlOn(b, done.json().id) })).headers.location);
    const tail = await fetch(location, { headers: { range: `bytes=${data.length - 10}-` } });
    expect(Buffer.from(await tail.arrayBuffer()).equals(data.subarray(data.length - 10))).toBe(true);
  });
});
