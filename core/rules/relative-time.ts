/**
 * "How long ago" labels, one rule for every screen (learner spec §9, admin spec §9):
 * 'Just now' under 60 s, then minutes under an hour, hours under a day (1,440 minutes),
 * days, and past a cut-off the date itself (Asia/Manila, en-PH).
 *
 * The cut-off depends on where the label stands:
 * - `default` (notifications, dashboards): a date from 30 days on;
 * - `newsfeed`: a date from 7 days on;
 * - `admin` (the admin dashboard's activity): never a date, days go on counting.
 *
 * `style` picks the wording: `short` is the spec's 'Nm ago' / 'Nh ago' / 'Nd ago';
 * `long` spells the unit out ('5 minutes ago'), as the learner dashboard reads.
 */
import { TIME_ZONE } from '../catalog';

export type RelativeTimeScale = 'default' | 'newsfeed' | 'admin';
export type RelativeTimeStyle = 'short' | 'long';

export interface RelativeTimeOptions {
  /** The moment to count from; the current time when absent. */
  now?: Date;
  scale?: RelativeTimeScale;
  style?: RelativeTimeStyle;
}

/** Days from which a label becomes a date, per scale. */
export const DATE_AFTER_DAYS: Record<RelativeTimeScale, number> = {
  default: 30,
  newsfeed: 7,
  admin: Number.POSITIVE_INFINITY,
};

const dateFormat = new Intl.DateTimeFormat('en-PH', { dateStyle: 'medium', timeZone: TIME_ZONE });

const UNITS = {
  minute: { short: 'm', long: ['minute', 'minutes'] },
  hour: { short: 'h', long: ['hour', 'hours'] },
  day: { short: 'd', long: ['day', 'days'] },
} as const;

function label(count: number, unit: keyof typeof UNITS, style: RelativeTimeStyle): string {
  if (style === 'short') return `${count}${UNITS[unit].short} ago`;
  const [one, many] = UNITS[unit].long;
  return `${count} ${count === 1 ? one : many} ago`;
}

/** The label for `value` (an ISO string or a Date); a moment in the future reads 'Just now'. */
export function relativeTime(value: string | Date, options: RelativeTimeOptions = {}): string {
  const { now = new Date(), scale = 'default', style = 'short' } = options;
  const then = new Date(value);
  const seconds = Math.max(0, Math.floor((now.getTime() - then.getTime()) / 1000));
  if (seconds < 60) return 'Just now';
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return label(minutes, 'minute', style);
  if (minutes < 1440) return label(Math.floor(minutes / 60), 'hour', style);
  const days = Math.floor(minutes / 1440);
  if (days < DATE_AFTER_DAYS[scale]) return label(days, 'day', style);
  return dateFormat.format(then);
}
