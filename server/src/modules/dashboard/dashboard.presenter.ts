import { toIso } from '@core/rules/time';
import type { Activity, CourseProgressItem } from '@core/schemas/dashboard';

export const hours = (seconds: number) => Math.round((seconds / 3600) * 100) / 100;
/** Minutes with one decimal. */
export const minutes1 = (seconds: number) => Math.round(seconds / 6) / 10;

export interface AreaProgress {
  id: string;
  title: string;
  studyCourseId: number | null;
  totalLessons: number;
  completedLessons: number;
  seconds: number;
  lastAccessed: Date | null;
}

export function presentAreaProgress(a: AreaProgress): CourseProgressItem {
  return {
    course_id: a.id,
    course_title: a.title,
    study_course_id: a.studyCourseId,
    completed_lessons: a.completedLessons,
    total_lessons: a.totalLessons,
    progress_percentage: a.totalLessons ? Math.round((1000 * a.completedLessons) / a.totalLessons) / 10 : 0,
    time_spent_minutes: Math.round(a.seconds / 60),
    last_accessed: toIso(a.lastAccessed),
  };
}

export interface ActivityItem {
  type: Activity['type'];
  description: string;
  score: number | null;
  durationMinutes: number | null;
  at: Date;
}

export function presentActivity(a: ActivityItem): Activity {
  return {
    type: a.type,
    description: a.description,
    score: a.score,
    duration_minutes: a.durationMinutes,
    timestamp: toIso(a.at),
  };
}
