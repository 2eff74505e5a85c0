/**
 * The learner dashboard: figures summed from what other modules recorded, read through their
 * services (tracking: study time and progress; practice: graded attempts; courses and
 * materials: titles and board areas; catalog: the areas in order).
 */
import { LIMITS } from '@core/catalog';
import { studyStreak } from '@core/rules/streak';
import type { Activity, CourseProgressItem, DashboardStats, TestPerformance } from '@core/schemas/dashboard';
import type { Db } from '../../db/client';
import { getCatalog } from '../catalog/catalog.service';
import { lessonsByArea, videoSummaries } from '../courses/courses.service';
import { materialSummaries } from '../materials/materials.service';
import * as practice from '../practice/practice.service';
import * as tracking from '../tracking/tracking.service';
import {
  type ActivityItem,
  type AreaProgress,
  hours,
  minutes1,
  presentActivity,
  presentAreaProgress,
} from './dashboard.presenter';

/** How far back the streak looks. */
const STREAK_DAYS = 400;
const SCORES_OVER_TIME = 30;

/** The four stat cards: study time (video + material sessions), lessons, tests, streak. */
export async function dashboardStats(db: Db, userId: string, now = new Date()): Promise<DashboardStats> {
  const [study, results, studyDays, testDays] = await Promise.all([
    tracking.studyTotals(db, userId),
    practice.resultTotals(db, userId),
    tracking.activeDays(db, userId, STREAK_DAYS),
    practice.testDays(db, userId, STREAK_DAYS),
  ]);
  const total = study.videoSeconds + study.materialSeconds;
  return {
    total_study_hours: hours(total),
    video_hours: hours(study.videoSeconds),
    material_hours: hours(study.materialSeconds),
    total_study_seconds: total,
    video_seconds: study.videoSeconds,
    material_seconds: study.materialSeconds,
    completed_lessons: study.completedLessons,
    total_tests: results.totalTests,
    average_score: results.averageScore ?? 0,
    study_streak: studyStreak([...studyDays, ...testDays], now),
  };
}

const unique = (ids: (string | null)[]) => [...new Set(ids.filter((id): id is string => id !== null))];
const later = (a: Date | null, b: Date | null) => (!a ? b : !b ? a : a > b ? a : b);

/** Board area of each studied video and material. */
async function areasOf(db: Db, videoIds: string[], materialIds: string[]) {
  const [videos, materials] = await Promise.all([
    videoSummaries(db, videoIds),
    materialSummaries(db, materialIds),
  ]);
  return {
    videos: new Map(videos.map((v) => [v.id, v])),
    materials: new Map(materials.map((m) => [m.id, m])),
  };
}

/** Course progress per board area: lessons completed, time spent on its videos and materials. */
export async function courseProgress(db: Db, userId: string): Promise<CourseProgressItem[]> {
  const [catalog, lessons, progress, study] = await Promise.all([
    getCatalog(db),
    lessonsByArea(db),
    tracking.progressRows(db, userId),
    tracking.studyByTarget(db, userId),
  ]);
  const known = await areasOf(
    db,
    unique([...progress.map((p) => p.videoId), ...study.map((s) => s.videoId)]),
    unique(study.map((s) => s.materialId)),
  );
  const areas = new Map<string, AreaProgress>(
    catalog.board_areas.map((a) => [
      a.id,
      {
        id: a.id,
        title: a.title,
        studyCourseId: lessons.firstCourse.get(a.id) ?? null,
        totalLessons: lessons.lessons.get(a.id) ?? 0,
        completedLessons: 0,
        seconds: 0,
        lastAccessed: null,
      },
    ]),
  );
  for (const p of progress) {
    const area = areas.get(known.videos.get(p.videoId)?.boardArea ?? '');
    if (!area) continue;
    if (p.completed) area.completedLessons += 1;
    area.lastAccessed = later(area.lastAccessed, p.updatedAt);
  }
  for (const s of study) {
    const target =
      (s.videoId && known.videos.get(s.videoId)) || (s.materialId && known.materials.get(s.materialId));
    const area = target ? areas.get(target.boardArea) : undefined;
    if (!area) continue;
    area.seconds += s.seconds;
    area.lastAccessed = later(area.lastAccessed, s.lastAt);
  }
  return [...areas.values()].map(presentAreaProgress);
}

const titleOf = (known: Map<string, { title: string }>, id: string | null) =>
  id ? known.get(id)?.title : undefined;

/** The latest study sessions, completed lessons and graded tests, merged newest first. */
export async function recentActivity(db: Db, userId: string, limit: number): Promise<Activity[]> {
  const [sessions, completions, tests] = await Promise.all([
    tracking.recentSessions(db, userId, limit),
    tracking.recentCompletions(db, userId, limit),
    practice.latestResults(db, userId, limit),
  ]);
  const known = await areasOf(
    db,
    unique([...sessions.map((s) => s.videoId), ...completions.map((c) => c.videoId)]),
    unique(sessions.map((s) => s.materialId)),
  );
  const items: ActivityItem[] = [
    ...sessions.map((s) => ({
      type: 'study' as const,
      description:
        s.kind === 'video'
          ? `Watched ${titleOf(known.videos, s.videoId) ?? 'a lecture'}`
          : `Studied ${titleOf(known.materials, s.materialId) ?? 'a study guide'}`,
      score: null,
      durationMinutes: minutes1(s.durationSeconds),
      at: s.at,
    })),
    ...completions.flatMap((c) => {
      const video = known.videos.get(c.videoId);
      return video && c.at
        ? [
            {
              type: 'study' as const,
              description: `Completed lesson: ${video.title}`,
              score: null,
              durationMinutes: null,
              at: c.at,
            },
          ]
        : [];
    }),
    ...tests.map((t) => ({
      type: 'test' as const,
      description: `Completed practice test: ${t.test_title || t.test_id}`,
      score: t.score,
      durationMinutes: minutes1(t.time_used),
      at: t.completedAt,
    })),
  ];
  items.sort((a, b) => b.at.getTime() - a.at.getTime());
  return items.slice(0, limit).map(presentActivity);
}

/** Recent results, statistics and the two charts' data, from graded attempts. */
export async function testPerformance(db: Db, userId: string): Promise<TestPerformance> {
  const [latest, totals, byArea, catalog] = await Promise.all([
    practice.latestResults(db, userId, SCORES_OVER_TIME),
    practice.resultTotals(db, userId),
    practice.averageByArea(db, userId),
    getCatalog(db),
  ]);
  const results = latest.map(({ completedAt: _at, ...r }) => r);
  return {
    recent_results: results.slice(0, LIMITS.dashboardRecentResults),
    statistics: {
      total_tests: totals.totalTests,
      average_score: totals.averageScore ?? 0,
      best_score: totals.bestScore ?? 0,
      recent_score: results[0]?.score ?? null,
    },
    scores_over_time: results
      .map((r) => ({ completed_at: r.completed_at, score: r.score, board_area: r.board_area }))
      .reverse(),
    by_board_area: catalog.board_areas.map((a) => ({
      board_area: a.id,
      title: a.title,
      average_score: byArea.get(a.id)?.average ?? null,
      tests: byArea.get(a.id)?.tests ?? 0,
    })),
    passing_score: LIMITS.passingScore,
  };
}
