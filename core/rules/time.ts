/**
 * Time, written once for server and web (decisions.md: times are stored in UTC; days, weeks
 * and streaks are counted in Asia/Manila).
 */
import { TIME_ZONE } from '../catalog';

type Instant = Date | string | number;

/** An instant as an ISO-8601 UTC string; null in, null out. */
export function toIso(at: Instant): string;
export function toIso(at: Instant | null | undefined): string | null;
export function toIso(at: Instant | null | undefined): string | null {
  return at === null || at === undefined ? null : new Date(at).toISOString();
}

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day (YYYY-MM-DD) of an instant in Asia/Manila. */
export function manilaDay(at: Instant): string {
  return dayFormat.format(new Date(at));
}

/** The day before a YYYY-MM-DD day (pure calendar arithmetic, no time zone involved). */
export function previousDay(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

/** Asia/Manila has no daylight saving: always UTC+8. */
const MANILA_OFFSET_MS = 8 * 3_600_000;

/**
 * The Asia/Manila calendar month holding `at`, as UTC instants [start, end): e.g. for
 * 2026-11-30T16:30Z (Dec 1, 00:30 in Manila) it is Dec 1 00:00 Manila → Jan 1 00:00 Manila.
 */
export function manilaMonth(at: Instant): { start: Date; end: Date } {
  const local = new Date(new Date(at).getTime() + MANILA_OFFSET_MS);
  const y = local.getUTCFullYear();
  const m = local.getUTCMonth();
  return {
    start: new Date(Date.UTC(y, m, 1) - MANILA_OFFSET_MS),
    end: new Date(Date.UTC(y, m + 1, 1) - MANILA_OFFSET_MS),
  };
}
