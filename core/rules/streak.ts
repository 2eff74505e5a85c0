import { TIME_ZONE } from '../catalog';

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day (YYYY-MM-DD) of an instant in Asia/Manila. */
export function manilaDay(at: Date | string | number): string {
  return dayFormat.format(new Date(at));
}

/** The day before a YYYY-MM-DD day (pure calendar arithmetic, no time zone involved). */
export function previousDay(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

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
