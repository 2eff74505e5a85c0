import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestContext } from '../../../test/app';
import { buildAdmin, buildExpiredTrialLearner, buildUser, type TestUser } from '../../../test/factories';
import { addStoredVideo } from '../courses/courses.fixtures';
import type { VideoRow } from '../courses/courses.queries';
import { addMaterial } from '../materials/materials.fixtures';
import { fakeMp4, testStorage, tinyPdf } from '../media/media.fixtures';
import type { Storage } from '../media/storage';

let t: TestContext;
let storage: Storage;
let video: VideoRow;

beforeAll(async () => {
  t = await setupTestApp();
  storage = testStorage(t.dataDir);
  video = await addStoredVideo(t.db, storage, fakeMp4(4096), { durationSeconds: 600 });
});

const post = (url: string, user: TestUser, payload: unknown = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers: user.headers });
const get = (url: string, user: TestUser) => t.app.inject({ url, headers: user.headers });

/**
 * Makes the session look as if it started exactly `seconds` ago (by the database clock), so
 * the wall-clock budget of the next call is known to the second.
 */
async function startedAgo(sessionId: string, seconds: number) {
  await t.db.execute(
    sql`update study_sessions set started_at = now() - make_interval(secs => ${seconds}) where id = ${sessionId}`,
  );
}

async function startVideoSession(user: TestUser, videoId = video.id): Promise<string> {
  const res = await post('/api/study-materials/start-session', user, {
    video_id: videoId,
    session_type: 'video',
  });
  expect(res.statusCode).toBe(201);
  return res.json().session_id;
}

describe('watch-time arithmetic (hand-computed fixture)', () => {
  it('credits saves within the wall clock, clamps the excess and keeps dashboard hours consistent', async () => {
    const learner = await buildUser(t.db);
    const session = await startVideoSession(learner);
    const progress = (watch: number, position?: number) =>
      post('/api/user-tracking/video-progress', learner, {
        video_id: video.id,
        course_id: null,
        progress_percent: 0,
        watch_time_seconds: watch,
        ...(position !== undefined && { position_seconds: position }),
      });

    // Session started 100 s ago. Two regular 30-second saves fit: 30 + 30 = 60 credited.
    await startedAgo(session, 100);
    let res = await progress(30, 30);
    expect(res.json()).toMatchObject({ credited_seconds: 30, watch_time_seconds: 30, progress_percent: 5 });
    await startedAgo(session, 100);
    res = await progress(30, 60);
    expect(res.json()).toMatchObject({ credited_seconds: 30, watch_time_seconds: 60, progress_percent: 10 });

    // A claim of 500 s when only 100 s have passed: 100 − 60 = 40 s credited.
    await startedAgo(session, 100);
    res = await progress(500, 120);
    expect(res.json()).toMatchObject({
      session_id: session,
      credited_seconds: 40,
      watch_time_seconds: 100,
      progress_percent: 20,
      last_position_seconds: 120,
      is_completed: false,
    });

    // Nothing left in the budget: a further claim credits 0.
    await startedAgo(session, 100);
    res = await progress(30);
    expect(res.json()).toMatchObject({
      credited_seconds: 0,
      watch_time_seconds: 100,
      last_position_seconds: 120,
    });

    // Ending 130 s after the start with a claimed 1000 s: the session totals min(1000, 130) = 130.
    await startedAgo(session, 130);
    res = await post(`/api/study-materials/end-session/${session}`, learner, { duration_seconds: 1000 });
    expect(res.json()).toEqual({ session_id: session, duration_seconds: 130, ended: true });
    // Ending twice adds nothing.
    res = await post(`/api/study-materials/end-session/${session}`, learner, { duration_seconds: 1000 });
    expect(res.json().duration_seconds).toBe(130);

    // A material read for 45 s, reported as 40 s.
    const pdf = await addMaterial(t.db, storage, tinyPdf(), { title: `Guide ${session}` });
    const start = await post('/api/study-materials/start-session', learner, {
      material_id: pdf.id,
      session_type: 'material',
    });
    const materialSession = start.json().session_id;
    await startedAgo(materialSession, 45);
    res = await post(`/api/study-materials/session-heartbeat/${materialSession}`, learner, {
      duration_seconds: 20,
    });
    expect(res.json()).toEqual({ session_id: materialSession, duration_seconds: 20, ended: false });
    res = await post(`/api/study-materials/end-session/${materialSession}`, learner, {
      duration_seconds: 40,
    });
    expect(res.json()).toEqual({ session_id: materialSession, duration_seconds: 40, ended: true });

    const completion = await get('/api/user-tracking/video-completion/criminal-law', learner);
    const item = completion.json().videos.find((v: { video_id: string }) => v.video_id === video.id);
    expect(item).toMatchObject({ watch_time_seconds: 130, last_position_seconds: 120, progress_percent: 20 });

    // 130 s of video + 40 s of reading = 170 s = 0.05 h (0.036 h video, 0.011 h reading).
    const stats = (await get('/api/realtime/dashboard-stats', learner)).json();
    expect(stats).toMatchObject({
      video_seconds: 130,
      material_seconds: 40,
      total_study_seconds: 170,
      total_study_hours: 0.05,
      video_hours: 0.04,
      material_hours: 0.01,
      completed_lessons: 0,
    });
  });

  it('opens a session when progress arrives without one, crediting nothing for that call', async () => {
    const learner = await buildUser(t.db);
    const res = await post('/api/user-tracking/video-progress', learner, {
      video_id: video.id,
      watch_time_seconds: 30,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ credited_seconds: 0, watch_time_seconds: 0 });
    await startedAgo(res.json().session_id, 40);
    const next = await post('/api/user-tracking/video-progress', learner, {
      video_id: video.id,
      watch_time_seconds: 30,
    });
    expect(next.json()).toMatchObject({ session_id: res.json().session_id, credited_seconds: 30 });
  });
});

describe('completion', () => {
  it('marks a video complete once and counts it in the area summary', async () => {
    const learner = await buildUser(t.db);
    const first = await post(`/api/user-tracking/video-complete/${video.id}`, learner);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ video_id: video.id, is_completed: true, already_completed: false });
    const again = await post(`/api/user-tracking/video-complete/${video.id}`, learner);
    expect(again.json()).toMatchObject({ already_completed: true, completed_at: first.json().completed_at });

    const summary = (await get('/api/user-tracking/video-completion/criminal-law', learner)).json();
    expect(summary.completed_videos).toBe(1);
    expect(summary.total_videos).toBe(summary.videos.length);
    expect(summary.completion_percentage).toBe(Math.round((1000 * 1) / summary.total_videos) / 10);
    expect(summary.videos.find((v: { video_id: string }) => v.video_id === video.id)).toMatchObject({
      is_completed: true,
      progress_percent: 100,
    });
    // An alias of the admin screens names the same area.
    expect((await get('/api/user-tracking/video-completion/crime-detection', learner)).statusCode).toBe(200);
  });
});

describe('refusals', () => {
  it('refuses progress, completion and sessions for a video the learner cannot access (403)', async () => {
    const expired = await buildExpiredTrialLearner(t.db);
    const body = { video_id: video.id, watch_time_seconds: 10 };
    expect((await post('/api/user-tracking/video-progress', expired, body)).statusCode).toBe(403);
    expect((await post(`/api/user-tracking/video-complete/${video.id}`, expired)).statusCode).toBe(403);
    const start = await post('/api/study-materials/start-session', expired, { video_id: video.id });
    expect(start.statusCode).toBe(403);

    const restricted = await buildUser(t.db);
    await t.db.execute(
      sql`insert into board_area_access (user_id, board_area_id, has_access) values (${restricted.user.id}, 'criminal-law', false)`,
    );
    expect((await post('/api/user-tracking/video-progress', restricted, body)).statusCode).toBe(403);
    expect((await get('/api/user-tracking/video-completion/criminal-law', restricted)).statusCode).toBe(403);
  });

  it('answers 404 for unknown videos, areas, sessions and malformed ids', async () => {
    const learner = await buildUser(t.db);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(
      (await post('/api/user-tracking/video-progress', learner, { video_id: unknown, watch_time_seconds: 5 }))
        .statusCode,
    ).toBe(404);
    expect((await post(`/api/user-tracking/video-complete/${unknown}`, learner)).statusCode).toBe(404);
    expect((await post('/api/user-tracking/video-complete/not-an-id', learner)).statusCode).toBe(404);
    expect((await get('/api/user-tracking/video-completion/astrology', learner)).json()).toEqual({
      detail: 'Board area not found',
    });
    expect(
      (await post(`/api/study-materials/end-session/${unknown}`, learner, { duration_seconds: 5 }))
        .statusCode,
    ).toBe(404);
    expect((await get('/api/content/courses/999999', learner)).statusCode).toBe(404);
  });

  it("does not let a learner end someone else's session", async () => {
    const owner = await buildUser(t.db);
    const intruder = await buildUser(t.db);
    const session = await startVideoSession(owner);
    const res = await post(`/api/study-materials/end-session/${session}`, intruder, { duration_seconds: 5 });
    expect(res.statusCode).toBe(404);
  });

  it('rejects negative or absurd watch times with 422', async () => {
    const learner = await buildUser(t.db);
    for (const watch of [-5, 90_000]) {
      const res = await post('/api/user-tracking/video-progress', learner, {
        video_id: video.id,
        watch_time_seconds: watch,
      });
      expect(res.statusCode).toBe(422);
    }
  });
});

describe('/study/{id}: lessons unlock from real completion', () => {
  it('unlocks lesson N only when lessons 1..N-1 are completed', async () => {
    const admin = await buildAdmin(t.db);
    const lessons = [];
    for (const n of [1, 2, 3]) {
      const res = await post('/api/admin/external-video', admin, {
        title: `Criminalistics lesson ${n}`,
        board_area: 'criminalistics',
        subject: 'Forensic Ballistics',
        lesson_number: n,
        video_url: `https://www.youtube.com/watch?v=dQw4w9WgXc${n}`,
        duration: 300,
      });
      expect(res.statusCode).toBe(201);
      lessons.push(res.json());
    }
    expect(lessons[0]).toMatchObject({
      source: 'youtube',
      embed_url: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXc1?rel=0&modestbranding=1&enablejsapi=1',
      thumbnail_url: 'https://i.ytimg.com/vi/dQw4w9WgXc1/hqdefault.jpg',
      subject: 'Forensic Ballistics',
    });
    const courseId = lessons[0].course_id;
    expect(lessons.every((l) => l.course_id === courseId)).toBe(true);

    const learner = await buildUser(t.db);
    const state = async () => {
      const res = await get(`/api/content/courses/${courseId}`, learner);
      expect(res.statusCode).toBe(200);
      return res.json();
    };
    let course = await state();
    expect(course).toMatchObject({ board_area: 'criminalistics', total_lessons: 3, completed_lessons: 0 });
    expect(course.lessons.map((l: { is_unlocked: boolean }) => l.is_unlocked)).toEqual([true, false, false]);

    await post(`/api/user-tracking/video-complete/${lessons[0].id}`, learner);
    course = await state();
    expect(course.lessons.map((l: { is_unlocked: boolean }) => l.is_unlocked)).toEqual([true, true, false]);
    expect(course.progress_percentage).toBe(33.3);

    // Completing lesson 3 out of order does not unlock anything beyond the first gap.
    await post(`/api/user-tracking/video-complete/${lessons[2].id}`, learner);
    course = await state();
    expect(course.lessons.map((l: { is_completed: boolean }) => l.is_completed)).toEqual([true, false, true]);
    expect(course.lessons.map((l: { is_unlocked: boolean }) => l.is_unlocked)).toEqual([true, true, false]);

    const list = (await get('/api/content/courses', learner)).json().courses;
    expect(list.find((c: { id: number }) => c.id === courseId)).toMatchObject({
      completed_lessons: 2,
      total_lessons: 3,
    });
  });
});
