import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

const now = new Date('2026-03-12T02:00:00Z'); // 10:00 on 12 March in Manila
const ago = (s: number) => new Date(now.getTime() - s * 1000);
const MIN = 60;
const HOUR = 3600;
const DAY = 86_400;

describe('relativeTime (learner spec §9, admin spec §9)', () => {
  it('follows the spec buckets, spelled out as the learner dashboard reads them', () => {
    const long = (s: number) => relativeTime(ago(s), { now, style: 'long' });
    expect(long(59)).toBe('Just now');
    expect(long(60)).toBe('1 minute ago');
    expect(long(59 * 60)).toBe('59 minutes ago');
    expect(long(3600 * 5)).toBe('5 hours ago');
    expect(long(86_400 * 29)).toBe('29 days ago');
    expect(long(86_400 * 30)).toBe('Feb 10, 2026');
  });

  it("writes the spec's short labels: 'Nm ago', 'Nh ago', 'Nd ago', then the date", () => {
    const short = (s: number) => relativeTime(ago(s), { now });
    expect(short(0)).toBe('Just now');
    expect(short(59)).toBe('Just now');
    expect(short(MIN)).toBe('1m ago');
    expect(short(59 * MIN + 59)).toBe('59m ago');
    expect(short(HOUR)).toBe('1h ago');
    expect(short(1439 * MIN)).toBe('23h ago');
    expect(short(1440 * MIN)).toBe('1d ago');
    expect(short(29 * DAY + 23 * HOUR)).toBe('29d ago');
    expect(short(30 * DAY)).toBe('Feb 10, 2026');
  });

  it('switches the newsfeed to a date after 7 days', () => {
    const feed = (s: number) => relativeTime(ago(s), { now, scale: 'newsfeed' });
    expect(feed(6 * DAY + 23 * HOUR)).toBe('6d ago');
    expect(feed(7 * DAY)).toBe('Mar 5, 2026');
  });

  it('keeps counting days on the admin dashboard: minutes under 60, hours under 1440 minutes, then days', () => {
    const admin = (s: number) => relativeTime(ago(s), { now, scale: 'admin' });
    expect(admin(45 * MIN)).toBe('45m ago');
    expect(admin(1439 * MIN)).toBe('23h ago');
    expect(admin(1440 * MIN)).toBe('1d ago');
    expect(admin(400 * DAY)).toBe('400d ago');
  });

  it('reads ISO strings, shows the date in Manila, and treats a future time (clock skew) as just now', () => {
    // 17:00 UTC on 9 Feb is 01:00 on 10 Feb in Manila.
    expect(relativeTime('2026-02-09T17:00:00Z', { now })).toBe('Feb 10, 2026');
    expect(relativeTime(new Date(now.getTime() + 5 * MIN * 1000), { now })).toBe('Just now');
  });
});
