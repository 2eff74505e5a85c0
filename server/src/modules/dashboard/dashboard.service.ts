import { LIMITS, TIME_ZONE } from '@core/catalog';
import { studyStreak } from '@core/rules/streak';
import type {
  Activity,
  CourseProgressItem,
  DashboardStats,
  RecentResult,
  TestPerformance,
} from '@core/schemas/dashboard';
import type { Db } from '../../db/client';
import * as q from './dashboard.queries';

const iso = (d: Date | string) => new Date(d).toISOString();
const hours = (seconds: number) => Math.round((seconds / 3600) * 100) / 100;

/** The four stat cards: study time (video + material sessions), lessons, tests, streak. */
export async function dashboardStats(db: Db, userId: string, now = new Date()): Promise<DashboardStats> {
  const [t, days] = await Promise.all([q.totals(db, userId), q.activeDays(db, userId, TIME_ZONE)]);
  const total = t.video_seconds + t.material_seconds;
  return {
    total_study_hours: hours(total),
    video_hours: hours(t.video_seconds),
    material_hours: hours(t.material_seconds),
    total_study_seconds: total,
    video_seconds: t.video_seconds,
    material_seconds: t.material_seconds,
    completed_lessons: t.completed_lessons,
    total_tests: t.total_tests,
    average_score: t.average_score ?? 0,
    study_streak: studyStreak(days, now),
  };
}

/** Course progress per board area. */
export async function courseProgress(db: Db, userId: string): Promise<CourseProgressItem[]> {
  const rows = await q.progressByArea(db, userId);
  return rows.map((r) => ({
    course_id: r.id,
    course_title: r.title,
    study_course_id: r.study_course_id,
    completed_lessons: r.completed_lessons,
    total_lessons: r.total_lessons,
    progress_percentage: r.total_lessons
      ? Math.round((1000 * r.completed_lessons) / r.total_lessons) / 10
      : 0,
    time_spent_minutes: Math.round(r.seconds / 60),
    last_accessed: r.last_accessed ? iso(r.last_accessed) : null,
  }));
}

export async function recentActivity(db: Db, userId: string, limit: number): Promise<Activity[]> {
  const rows = await q.recentActivity(db, userId, limit);
  return rows.map((r) => ({
    type: r.type,
    description: r.description,
    score: r.score,
    duration_minutes: r.duration_minutes,
    timestamp: iso(r.ts),
  }));
}

const SCORES_OVER_TIME = 30;

/** Recent results, statistics and the two charts' data, from submitted attempts. */
export async function testPerformance(db: Db, userId: string): Promise<TestPerformance> {
  const [latest, t, byArea] = await Promise.all([
    q.latestResults(db, userId, SCORES_OVER_TIME),
    q.totals(db, userId),
    q.averageByArea(db, userId),
  ]);
  const results: RecentResult[] = latest.map((r) => ({ ...r, completed_at: iso(r.completed_at) }));
  return {
    recent_results: results.slice(0, LIMITS.dashboardRecentResults),
    statistics: {
      total_tests: t.total_tests,
      average_score: t.average_score ?? 0,
      best_score: t.best_score ?? 0,
      recent_score: results[0]?.score ?? null,
    },
    scores_over_time: results
      .map((r) => ({ completed_at: r.completed_at, score: r.score, board_area: r.board_area }))
      .reverse(),
    by_board_area: byArea,
    passing_score: LIMITS.passingScore,
  };
}
