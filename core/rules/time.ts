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
