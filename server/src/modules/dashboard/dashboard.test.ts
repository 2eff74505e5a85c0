import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestContext } from '../../../test/app';
import {
  buildExpiredTrialLearner,
  buildPaidLearner,
  buildUser,
  type TestUser,
} from '../../../test/factories';
import { addStoredVideo } from '../courses/courses.fixtures';
import { fakeMp4, testStorage } from '../media/media.fixtures';
import { dashboardStats } from './dashboard.service';

let t: TestContext;

beforeAll(async () => {
  t = await setupTestApp();
});

const get = (url: string, user: TestUser) => t.app.inject({ url, headers: user.headers });

/** Midnight in Manila (UTC+8, no DST) `daysAgo` days before today's. */
function manilaMidnight(daysAgo: number): Date {
  const manilaNow = new Date(Date.now() + 8 * 3600_000);
  const midnightUtc = Date.UTC(manilaNow.getUTCFullYear(), manilaNow.getUTCMonth(), manilaNow.getUTCDate());
  return new Date(midnightUtc - 8 * 3600_000 - daysAgo * 86_400_000);
}

async function addSession(userId: string, startedAt: Date, seconds: number, kind = 'video') {
  await t.db.execute(
    sql`insert into study_sessions (user_id, kind, started_at, ended_at, duration_seconds)
        values (${userId}, ${kind}, ${startedAt.toISOString()}, ${startedAt.toISOString()}, ${seconds})`,
  );
}

async function addAttempt(userId: string, area: string, score: number, submittedAt: Date, title = 'Test') {
  await t.db.execute(
    sql`insert into test_attempts (user_id, test_id, test_title, board_area_id, subject_index, difficulty,
          question_ids, status, started_at, deadline_at, submitted_at, score, correct_answers, total_questions,
          time_used_seconds)
        values (${userId}, ${`${area}-1-basic`}, ${title}, ${area}, 1, 'basic', '{}', 'submitted',
          ${submittedAt.toISOString()}, ${submittedAt.toISOString()}, ${submittedAt.toISOString()},
          ${score}, ${Math.round((score / 100) * 20)}, 20, 600)`,
  );
}

describe('study streak in Asia/Manila days', () => {
  it('counts 23:59 and 00:01 Manila time as two days although they share a UTC date', async () => {
    const { user } = await buildUser(t.db);
    const midnight = manilaMidnight(3); // 16:00 UTC of the day before
    await addSession(user.id, new Date(midnight.getTime() - 60_000), 120); // 23:59 Manila
    await addSession(user.id, new Date(midnight.getTime() + 60_000), 120); // 00:01 Manila, same UTC date
    const tenAmNextDay = new Date(midnight.getTime() + 10 * 3600_000);
    expect((await dashboardStats(t.db, user.id, tenAmNextDay)).study_streak).toBe(2);
    // The day after, nothing yet: the streak holds until that day ends; two days later it is gone.
    expect(
      (await dashboardStats(t.db, user.id, new Date(tenAmNextDay.getTime() + 86_400_000))).study_streak,
    ).toBe(2);
    expect(
      (await dashboardStats(t.db, user.id, new Date(tenAmNextDay.getTime() + 2 * 86_400_000))).study_streak,
    ).toBe(0);
  });

  it('does not count a session with no time as a study day', async () => {
    const { user } = await buildUser(t.db);
    await addSession(user.id, new Date(manilaMidnight(1).getTime() + 3600_000), 0);
    expect(
      (await dashboardStats(t.db, user.id, new Date(manilaMidnight(1).getTime() + 5 * 3600_000)))
        .study_streak,
    ).toBe(0);
  });

  it('counts study, completed lessons and tests on consecutive days through the API', async () => {
    const learner = await buildPaidLearner(t.db);
    const storage = testStorage(t.dataDir);
    const video = await addStoredVideo(t.db, storage, fakeMp4(2048), { title: 'Streak lecture' });
    await addSession(learner.user.id, new Date(manilaMidnight(2).getTime() + 9 * 3600_000), 300);
    await t.db.execute(
      sql`insert into video_progress (user_id, video_id, completed, completed_at)
          values (${learner.user.id}, ${video.id}, true, ${new Date(manilaMidnight(1).getTime() + 3600_000).toISOString()})`,
    );
    await addAttempt(
      learner.user.id,
      'criminalistics',
      70,
      new Date(Math.max(manilaMidnight(0).getTime(), Date.now() - 1000)),
    );
    expect((await get('/api/realtime/dashboard-stats', learner)).json().study_streak).toBe(3);
  });
});

describe('dashboard figures from stored data', () => {
  it('computes stats, the 5 latest results, chart data and per-area progress', async () => {
    const learner = await buildPaidLearner(t.db);
    const id = learner.user.id;
    const base = Date.now() - 10 * 86_400_000;
    const scores: [string, number][] = [
      ['criminal-law', 80],
      ['criminal-law', 60],
      ['criminalistics', 95],
      ['law-enforcement', 74],
      ['criminal-law', 100],
      ['criminalistics', 45],
    ];
    for (const [i, [area, score]] of scores.entries()) {
      await addAttempt(id, area, score, new Date(base + i * 86_400_000), `Attempt ${i + 1}`);
    }
    // An unfinished attempt never counts.
    await t.db.execute(
      sql`insert into test_attempts (user_id, test_id, board_area_id, subject_index, difficulty, question_ids,
            deadline_at, total_questions)
          values (${id}, 'criminal-law-2-basic', 'criminal-law', 2, 'basic', '{}', now() + interval '1 hour', 15)`,
    );
    await addSession(id, new Date(base), 5400); // 1.5 h of video
    await addSession(id, new Date(base), 1800, 'material'); // 0.5 h of reading

    const stats = (await get('/api/realtime/dashboard-stats', learner)).json();
    // (80 + 60 + 95 + 74 + 100 + 45) / 6 = 75.67 → 75.7
    expect(stats).toMatchObject({
      total_tests: 6,
      average_score: 75.7,
      total_study_hours: 2,
      video_hours: 1.5,
      material_hours: 0.5,
      completed_lessons: 0,
    });

    const perf = (await get('/api/realtime/test-performance', learner)).json();
    expect(perf.recent_results.map((r: { test_title: string }) => r.test_title)).toEqual([
      'Attempt 6',
      'Attempt 5',
      'Attempt 4',
      'Attempt 3',
      'Attempt 2',
    ]);
    expect(perf.recent_results[0]).toMatchObject({
      board_area: 'criminalistics',
      score: 45,
      correct_answers: 9,
      total_questions: 20,
      time_used: 600,
    });
    expect(perf.statistics).toEqual({
      total_tests: 6,
      average_score: 75.7,
      best_score: 100,
      recent_score: 45,
    });
    expect(perf.scores_over_time.map((s: { score: number }) => s.score)).toEqual([80, 60, 95, 74, 100, 45]);
    const byArea = Object.fromEntries(
      perf.by_board_area.map((a: { board_area: string; average_score: number | null; tests: number }) => [
        a.board_area,
        [a.average_score, a.tests],
      ]),
    );
    expect(byArea).toMatchObject({
      'criminal-law': [80, 3],
      criminalistics: [70, 2],
      'law-enforcement': [74, 1],
      'criminal-sociology': [null, 0],
    });
    expect(perf.passing_score).toBe(75);

    const activity = (await get('/api/realtime/recent-activity?limit=3', learner)).json().activities;
    expect(activity).toHaveLength(3);
    expect(activity[0]).toMatchObject({
      type: 'test',
      description: 'Completed practice test: Attempt 6',
      score: 45,
    });
  });

  it('reports course progress per board area with completed lessons and time spent', async () => {
    const learner = await buildUser(t.db);
    const storage = testStorage(t.dataDir);
    const a = await addStoredVideo(t.db, storage, fakeMp4(2048), {
      boardArea: 'correctional-administration',
      title: 'A',
    });
    await addStoredVideo(t.db, storage, fakeMp4(2048), {
      boardArea: 'correctional-administration',
      title: 'B',
    });
    await t.app.inject({
      method: 'POST',
      url: `/api/user-tracking/video-complete/${a.id}`,
      headers: learner.headers,
    });
    await t.db.execute(
      sql`insert into study_sessions (user_id, kind, video_id, duration_seconds) values (${learner.user.id}, 'video', ${a.id}, 150)`,
    );
    const items = (await get('/api/realtime/course-progress', learner)).json().course_progress;
    expect(items).toHaveLength(6);
    const corrections = items.find(
      (i: { course_id: string }) => i.course_id === 'correctional-administration',
    );
    expect(corrections).toMatchObject({
      course_title: 'Correctional Administration',
      completed_lessons: 1,
      total_lessons: 2,
      progress_percentage: 50,
      time_spent_minutes: 3,
    });
    expect(corrections.study_course_id).toBe(a.courseId);
    expect(corrections.last_accessed).not.toBeNull();
  });

  it('shows only the signed-in learner their own figures', async () => {
    const other = await buildUser(t.db);
    const stats = (await get('/api/realtime/dashboard-stats', other)).json();
    expect(stats).toMatchObject({
      total_tests: 0,
      average_score: 0,
      total_study_seconds: 0,
      study_streak: 0,
    });
    expect((await t.app.inject({ url: '/api/realtime/dashboard-stats' })).statusCode).toBe(401);
  });
});

describe('subscription status', () => {
  it('gives a fresh trial 7 days remaining', async () => {
    const learner = await buildUser(t.db);
    const res = (await get('/api/payments/subscription/status', learner)).json();
    expect(res).toMatchObject({
      subscription: 'trial',
      plan: 'trial',
      is_active: true,
      is_expired: false,
      days_remaining: 7,
    });
  });

  it('reads a lapsed trial as expired with the plan still named', async () => {
    const learner = await buildExpiredTrialLearner(t.db);
    const res = (await get('/api/payments/subscription/status', learner)).json();
    expect(res).toMatchObject({
      subscription: 'expired',
      plan: 'trial',
      is_active: false,
      is_expired: true,
      days_remaining: 0,
    });
  });

  it('counts the days left of a paid plan', async () => {
    const learner = await buildPaidLearner(t.db);
    const res = (await get('/api/payments/subscription/status', learner)).json();
    expect(res).toMatchObject({ subscription: 'premium', is_active: true, days_remaining: 30 });
  });
});
