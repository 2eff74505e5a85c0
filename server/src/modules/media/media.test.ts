import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestContext } from '../../../test/app';
import { buildExpiredTrialLearner, buildUser, type TestUser } from '../../../test/factories';
import { addStoredVideo } from '../courses/courses.fixtures';
import type { VideoRow } from '../courses/courses.queries';
import { addMaterial } from '../materials/materials.fixtures';
import { fakeMp4, testStorage, tinyPdf } from './media.fixtures';
import { createMediaSigner, loadMediaSecret } from './signed-url';
import type { Storage } from './storage';

let t: TestContext;
let storage: Storage;
let learner: TestUser;
let video: VideoRow;
const SIZE = 1_000_000;
const content = fakeMp4(SIZE);

beforeAll(async () => {
  t = await setupTestApp();
  storage = testStorage(t.dataDir);
  learner = await buildUser(t.db);
  video = await addStoredVideo(t.db, storage, content);
});

/** The video's signed URL as the learner receives it from GET /content/videos. */
async function signedVideoUrl(user: TestUser = learner): Promise<string> {
  const res = await t.app.inject({
    url: '/api/content/videos?board_area=criminal-law',
    headers: user.headers,
  });
  expect(res.statusCode).toBe(200);
  const found = res.json().find((v: { id: string }) => v.id === video.id);
  expect(found.source).toBe('upload');
  return found.video_url;
}

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

describe('range streaming of a stored video', () => {
  it('answers a plain GET with the whole file', async () => {
    const res = await get(await signedVideoUrl());
    expect(res.statusCode).toBe(200);
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers['content-type']).toBe('video/mp4');
    expect(res.headers['content-length']).toBe(String(SIZE));
    expect(res.rawPayload.equals(content)).toBe(true);
  });

  it('answers bytes=a-b with 206, Content-Range and exactly those bytes', async () => {
    const res = await get(await signedVideoUrl(), { range: 'bytes=1000-1999' });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes 1000-1999/${SIZE}`);
    expect(res.headers['content-length']).toBe('1000');
    expect(res.rawPayload.equals(content.subarray(1000, 2000))).toBe(true);
  });

  it('answers an open range bytes=a- up to the end', async () => {
    const res = await get(await signedVideoUrl(), { range: `bytes=${SIZE - 10}-` });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes ${SIZE - 10}-${SIZE - 1}/${SIZE}`);
    expect(res.rawPayload.equals(content.subarray(SIZE - 10))).toBe(true);
  });

  it('answers a suffix range bytes=-N with the last N bytes', async () => {
    const res = await get(await signedVideoUrl(), { range: 'bytes=-500' });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes ${SIZE - 500}-${SIZE - 1}/${SIZE}`);
    expect(res.rawPayload.equals(content.subarray(SIZE - 500))).toBe(true);
  });

  it('clamps a range that runs past the end', async () => {
    const res = await get(await signedVideoUrl(), { range: `bytes=${SIZE - 4}-${SIZE + 1000}` });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes ${SIZE - 4}-${SIZE - 1}/${SIZE}`);
    expect(res.rawPayload.length).toBe(4);
  });

  it('answers a range starting past the end with 416 and bytes */size', async () => {
    const res = await get(await signedVideoUrl(), { range: `bytes=${SIZE}-` });
    expect(res.statusCode).toBe(416);
    expect(res.headers['content-range']).toBe(`bytes */${SIZE}`);
  });

  it('answers bytes=-0 with 416', async () => {
    const res = await get(await signedVideoUrl(), { range: 'bytes=-0' });
    expect(res.statusCode).toBe(416);
    expect(res.headers['content-range']).toBe(`bytes */${SIZE}`);
  });

  it('ignores a malformed or multi-part range and sends the whole file', async () => {
    for (const range of ['bytes=500-100', 'items=0-5', 'bytes=0-1,5-9']) {
      const res = await get(await signedVideoUrl(), { range });
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.length).toBe(SIZE);
    }
  });

  it('sends the whole file when If-Range no longer matches', async () => {
    const res = await get(await signedVideoUrl(), { range: 'bytes=0-9', 'if-range': '"stale"' });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBe(SIZE);
  });

  it('answers HEAD with the headers only', async () => {
    const res = await t.app.inject({
      method: 'HEAD',
      url: await signedVideoUrl(),
      headers: { range: 'bytes=0-99' },
    });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-length']).toBe('100');
    expect(res.rawPayload.length).toBe(0);
  });
});

describe('signed media URLs', () => {
  const signer = () => createMediaSigner({ secret: loadMediaSecret(t.dataDir) });
  /** The id of the session a user's URLs are bound to (their `s`). */
  const sessionOf = async (user: TestUser = learner) =>
    new URL(await signedVideoUrl(user), 'http://x').searchParams.get('s')!;

  it('refuses an expired URL with 403', async () => {
    const q = signer().sign('videos', video.id, await sessionOf(), Date.now() - 3 * 3600_000);
    expect(q.exp * 1000).toBeLessThan(Date.now());
    const res = await get(`/api/media/videos/${video.id}?s=${q.s}&exp=${q.exp}&sig=${q.sig}`);
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe('This media link is invalid or has expired');
  });

  it('accepts a URL signed a moment ago', async () => {
    const q = signer().sign('videos', video.id, await sessionOf());
    const res = await get(`/api/media/videos/${video.id}?s=${q.s}&exp=${q.exp}&sig=${q.sig}`, {
      range: 'bytes=0-0',
    });
    expect(res.statusCode).toBe(206);
  });

  it("refuses a forged signature, a pushed-back expiry, another file or another user's session", async () => {
    const url = new URL(await signedVideoUrl(), 'http://x');
    const q = Object.fromEntries(url.searchParams) as { s: string; exp: string; sig: string };
    const other = await sessionOf(await buildUser(t.db));
    const variants = [
      `/api/media/videos/${video.id}?s=${q.s}&exp=${q.exp}&sig=${q.sig.slice(0, -2)}AA`,
      `/api/media/videos/${video.id}?s=${q.s}&exp=${Number(q.exp) + 86_400}&sig=${q.sig}`,
      `/api/media/thumbnails/${video.id}?s=${q.s}&exp=${q.exp}&sig=${q.sig}`,
      `/api/media/videos/${video.id}?s=${other}&exp=${q.exp}&sig=${q.sig}`,
      `/api/media/videos/${video.id}`,
    ];
    for (const v of variants) expect((await get(v)).statusCode, v).toBe(403);
  });

  it('refuses a valid URL once its user has lost course access', async () => {
    const lapsing = await buildUser(t.db);
    const url = await signedVideoUrl(lapsing);
    expect((await get(url, { range: 'bytes=0-0' })).statusCode).toBe(206);
    await t.db.execute(
      sql`update users set subscription_expires_at = now() - interval '1 minute' where id = ${lapsing.user.id}`,
    );
    expect((await get(url, { range: 'bytes=0-0' })).statusCode).toBe(403);
  });

  it('answers 404 for a deleted video even with a valid signature', async () => {
    const doomed = await addStoredVideo(t.db, storage, fakeMp4(2000), { title: 'To be removed' });
    const q = signer().sign('videos', doomed.id, await sessionOf());
    await t.db.execute(sql`delete from videos where id = ${doomed.id}`);
    expect((await get(`/api/media/videos/${doomed.id}?s=${q.s}&exp=${q.exp}&sig=${q.sig}`)).statusCode).toBe(
      404,
    );
  });
});

describe('course access', () => {
  it('refuses the video list to a learner whose trial expired', async () => {
    const expired = await buildExpiredTrialLearner(t.db);
    const res = await get('/api/content/videos', expired.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toMatch(/subscription or free trial is required/);
  });

  it('hides a board area an administrator closed for the learner, and refuses its media', async () => {
    const restricted = await buildUser(t.db);
    const url = await signedVideoUrl(restricted);
    await t.db.execute(
      sql`insert into board_area_access (user_id, board_area_id, has_access) values (${restricted.user.id}, 'criminal-law', false)`,
    );
    const list = await get('/api/content/videos', restricted.headers);
    expect(list.json().map((v: { id: string }) => v.id)).not.toContain(video.id);
    expect((await get('/api/content/videos?board_area=criminal-law', restricted.headers)).statusCode).toBe(
      403,
    );
    expect((await get(url, { range: 'bytes=0-0' })).statusCode).toBe(403);
  });

  it('answers 401 without a token', async () => {
    expect((await get('/api/content/videos')).statusCode).toBe(401);
  });
});

describe('study material files', () => {
  it('shows a PDF inline, offers it as a download on request, and streams other files as downloads', async () => {
    const pdf = await addMaterial(t.db, storage, tinyPdf(), { title: 'RPC reviewer (PDF)' });
    const notes = await addMaterial(
      t.db,
      storage,
      Buffer.from('Art. 3. Felonies are acts and omissions…\n'),
      {
        title: 'Plain notes',
        fileName: 'notes.txt',
      },
    );
    const res = await get('/api/study-materials/?board_area=criminal-law', learner.headers);
    expect(res.statusCode).toBe(200);
    const byId = new Map(res.json().materials.map((m: { id: string }) => [m.id, m]));
    const p = byId.get(pdf.id) as { view_url: string; download_url: string; is_pdf: boolean };
    const n = byId.get(notes.id) as { view_url: string; is_pdf: boolean; mime_type: string };
    expect(p.is_pdf).toBe(true);
    expect(n).toMatchObject({ is_pdf: false, mime_type: 'text/plain' });

    const view = await get(p.view_url);
    expect(view.statusCode).toBe(200);
    expect(view.headers['content-type']).toBe('application/pdf');
    expect(view.headers['content-disposition']).toMatch(/^inline; filename="rpc-book-1.pdf"/);
    expect(view.rawPayload.equals(tinyPdf())).toBe(true);
    expect((await get(p.download_url)).headers['content-disposition']).toMatch(/^attachment;/);
    const text = await get(n.view_url);
    expect(text.headers['content-disposition']).toMatch(/^attachment; filename="notes.txt"/);
  });
});
