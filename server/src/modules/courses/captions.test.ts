import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestContext } from '../../../test/app';
import { buildExpiredTrialLearner, buildUser, type TestUser } from '../../../test/factories';
import { fakeMp4, testStorage } from '../media/media.fixtures';
import type { Storage } from '../media/storage';
import { seedDemoLectures } from './seed-lectures';

/**
 * Captions and transcripts of lectures (issue 16): loaded by the seed from the lecture
 * manifest, the WebVTT file served through the signed media URL and the transcript with its
 * times, both only to a learner who may watch the video.
 */
const VTT = `WEBVTT

1
00:00:00.000 --> 00:00:04.000
Felonies are acts and omissions

2
00:00:04.000 --> 00:00:09.500
punishable by law. Dolo needs intent.
`;
const TRANSCRIPT = 'Felonies are acts and omissions punishable by law. Dolo needs intent.';
const TITLE = 'Captioned lecture: felonies';

let t: TestContext;
let storage: Storage;
let entitled: TestUser;
let expired: TestUser;
let videoId: string;
let contentDir: string;

beforeAll(async () => {
  t = await setupTestApp();
  storage = testStorage(t.dataDir);
  entitled = await buildUser(t.db);
  expired = await buildExpiredTrialLearner(t.db);

  const content = fs.mkdtempSync(path.join(t.dataDir, 'content-'));
  contentDir = content;
  fs.mkdirSync(path.join(content, 'media', 'videos'), { recursive: true });
  fs.mkdirSync(path.join(content, 'media', 'captions'), { recursive: true });
  fs.writeFileSync(path.join(content, 'media', 'videos', 'felonies.mp4'), fakeMp4(4096));
  fs.writeFileSync(path.join(content, 'media', 'captions', 'felonies.vtt'), VTT);
  const manifest = [
    {
      board_area: 'criminal-law',
      subject_index: 1,
      lesson_number: 1,
      title: TITLE,
      video_file: 'felonies.mp4',
      captions_file: 'felonies.vtt',
      transcript: TRANSCRIPT,
      duration_seconds: 10,
    },
  ];
  fs.writeFileSync(path.join(content, 'media', 'videos', 'manifest.json'), JSON.stringify(manifest));
  const seeded = await seedDemoLectures({ db: t.db, storage }, content);
  expect(seeded.videos).toBe(1);

  const res = await t.app.inject({
    url: '/api/content/videos?board_area=criminal-law',
    headers: entitled.headers,
  });
  videoId = res.json().find((v: { title: string }) => v.title === TITLE).id;
});

async function videoAs(user: TestUser) {
  const res = await t.app.inject({
    url: '/api/content/videos?board_area=criminal-law',
    headers: user.headers,
  });
  expect(res.statusCode).toBe(200);
  return res.json().find((v: { id: string }) => v.id === videoId);
}

describe('lecture captions', () => {
  it('serves the WebVTT file through the signed URL to a learner who may watch', async () => {
    const video = await videoAs(entitled);
    expect(video.has_transcript).toBe(true);
    expect(video.captions_url).toMatch(new RegExp(`^/api/media/captions/${videoId}\\?`));
    const res = await t.app.inject({ url: video.captions_url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/vtt/);
    expect(res.body).toBe(VTT);
  });

  it('refuses the captions to a learner whose trial has expired, even with a signed URL', async () => {
    const url = (await videoAs(entitled)).captions_url as string;
    const forged = url.replace(/([?&])s=[^&]+/, `$1s=${expired.sessionId}`);
    expect(forged).not.toBe(url);
    expect((await t.app.inject({ url: forged })).statusCode).toBe(403);
    const list = await t.app.inject({
      url: '/api/content/videos?board_area=criminal-law',
      headers: expired.headers,
    });
    expect(list.statusCode).toBe(403);
  });

  it('serves the transcript with the time of each line to an entitled learner only', async () => {
    const res = await t.app.inject({
      url: `/api/content/videos/${videoId}/transcript`,
      headers: entitled.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      video_id: videoId,
      lines: [
        { start_seconds: 0, text: 'Felonies are acts and omissions punishable by law.' },
        { start_seconds: 4, text: 'Dolo needs intent.' },
      ],
    });
    const refused = await t.app.inject({
      url: `/api/content/videos/${videoId}/transcript`,
      headers: expired.headers,
    });
    expect(refused.statusCode).toBe(403);
    expect((await t.app.inject({ url: `/api/content/videos/${videoId}/transcript` })).statusCode).toBe(401);
  });

  it('adds captions to a lecture stored earlier without them, on the next seed', async () => {
    await t.db.execute(sql`update videos set captions_key = null, transcript = null where id = ${videoId}`);
    expect((await videoAs(entitled)).captions_url).toBeNull();
    const again = await seedDemoLectures({ db: t.db, storage }, contentDir);
    expect(again).toMatchObject({ videos: 0, skipped: 1 });
    const video = await videoAs(entitled);
    expect((await t.app.inject({ url: video.captions_url })).body).toBe(VTT);
  });
});
