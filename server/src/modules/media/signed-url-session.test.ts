import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestContext } from '../../../test/app';
import { buildAdmin, buildUser, TEST_PASSWORD, type TestUser } from '../../../test/factories';
import { addStoredVideo } from '../courses/courses.fixtures';
import type { VideoRow } from '../courses/courses.queries';
import { fakeMp4, testStorage } from './media.fixtures';

/**
 * issue 10 item 10: a signed media URL is bound to the session it was issued under. Logout,
 * a password change, an administrator's reset or deletion end that session, and its URLs
 * with it; another session of the same user keeps its own, and a live session's renewal
 * (the player refetches the list) keeps playback going.
 */
let t: TestContext;
let admin: TestUser;
let video: VideoRow;

beforeAll(async () => {
  t = await setupTestApp();
  admin = await buildAdmin(t.db);
  video = await addStoredVideo(t.db, testStorage(t.dataDir), fakeMp4(4000));
});

const STRONG = 'Lantern-Orbit-Quartz-77';
type Headers = Record<string, string>;

async function signIn(email: string, password = TEST_PASSWORD): Promise<Headers> {
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  expect(res.statusCode).toBe(200);
  return { authorization: `Bearer ${res.json().access_token}` };
}

/** The video's URL as the list answers it to this session (what the player uses and renews). */
async function videoUrl(headers: Headers): Promise<string> {
  const res = await t.app.inject({ url: '/api/content/videos?board_area=criminal-law', headers });
  expect(res.statusCode).toBe(200);
  return res.json().find((v: { id: string }) => v.id === video.id).video_url;
}

const fetchStatus = async (url: string) =>
  (await t.app.inject({ url, headers: { range: 'bytes=0-0' } })).statusCode;

/** A learner signed in twice (two devices), with one URL from each session. */
async function twoSessions() {
  const learner = await buildUser(t.db);
  const other = await signIn(learner.user.email);
  const urls = { first: await videoUrl(learner.headers), second: await videoUrl(other) };
  expect(await fetchStatus(urls.first)).toBe(206);
  expect(await fetchStatus(urls.second)).toBe(206);
  return { learner, first: learner.headers, second: other, urls };
}

describe('signed media URLs are bound to the session', () => {
  it('logout ends the URLs of that session only; the other session renews and plays on', async () => {
    const s = await twoSessions();
    expect(s.urls.first).not.toBe(s.urls.second);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: s.first });
    expect(out.statusCode).toBe(200);
    const refused = await t.app.inject({ url: s.urls.first, headers: { range: 'bytes=0-0' } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe('This media link is invalid or has expired');
    expect(await fetchStatus(s.urls.second)).toBe(206);
    expect(await fetchStatus(await videoUrl(s.second))).toBe(206);
  });

  it('a password change ends the URLs of the other sessions and keeps its own', async () => {
    const s = await twoSessions();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: s.second,
      payload: { current_password: TEST_PASSWORD, new_password: STRONG },
    });
    expect(res.statusCode).toBe(200);
    expect(await fetchStatus(s.urls.first)).toBe(403);
    expect(await fetchStatus(s.urls.second)).toBe(206);
  });

  it("an administrator's password reset ends every URL of the learner", async () => {
    const s = await twoSessions();
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${s.learner.user.id}/reset-password`,
      headers: admin.headers,
      payload: { new_password: STRONG },
    });
    expect(res.statusCode).toBe(200);
    expect(await fetchStatus(s.urls.first)).toBe(403);
    expect(await fetchStatus(s.urls.second)).toBe(403);
    // Signed in again with the new password: a new session, new URLs that play.
    expect(await fetchStatus(await videoUrl(await signIn(s.learner.user.email, STRONG)))).toBe(206);
  });

  it("an administrator's deletion of the account ends its URLs", async () => {
    const s = await twoSessions();
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${s.learner.user.id}`,
      headers: admin.headers,
      payload: { deletion_reason: 'Asked to leave' },
    });
    expect(res.statusCode).toBe(200);
    expect(await fetchStatus(s.urls.first)).toBe(403);
    expect(await fetchStatus(s.urls.second)).toBe(403);
  });
});
