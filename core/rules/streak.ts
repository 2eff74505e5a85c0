import { manilaDay, previousDay } from './time';

/**
 * Study streak: the number of consecutive Manila days with activity that ends today, or
 * yesterday when nothing was done yet today (the streak is still alive until midnight).
 * `activeDays` are YYYY-MM-DD Manila days, in any order, duplicates allowed.
 */
export function studyStreak(activeDays: Iterable<string>, now: Date = new Date()): number {
  const days = new Set(activeDays);
  let day = manilaDay(now);
  if (!days.has(day)) day = previousDay(day);
  let streak = 0;
  while (days.has(day)) {
    streak += 1;
    day = previousDay(day);
  }
  return streak;
}
