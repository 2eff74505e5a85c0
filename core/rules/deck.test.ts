import { describe, expect, it } from 'vitest';
import { cardFromJson, daysUntilExam, maximumInterval, newCard, review } from './deck';

const DAY = 86_400_000;
const start = new Date('2026-11-27T00:00:00Z');

/** Reviews a card correctly every time it falls due, until `until`; returns the review times. */
function reviewsUntil(examDate: string | null, until: Date) {
  let card = newCard(start);
  const times: Date[] = [];
  let now = start;
  while (card.due.getTime() < until.getTime()) {
    now = new Date(Math.max(card.due.getTime(), now.getTime()));
    times.push(now);
    card = review(card, true, now, examDate);
  }
  return times;
}

describe('deck scheduling', () => {
  it('counts days to an exam held at 08:00 Manila time', () => {
    expect(daysUntilExam('2026-12-07', start)).toBe(10); // 08:00 in Manila is 00:00 UTC
    expect(daysUntilExam(null, start)).toBeNull();
    expect(maximumInterval('2026-12-07', start)).toBe(5);
    expect(maximumInterval('2026-11-28', start)).toBe(1);
    expect(maximumInterval(null, start)).toBe(36_500);
  });

  it('brings every card back at least twice before an exam 10 days away, however well it is known', () => {
    const exam = '2026-12-07';
    const examAt = new Date('2026-12-07T00:00:00Z');
    const times = reviewsUntil(exam, examAt);
    const afterFirstDay = times.filter((t) => t.getTime() >= start.getTime() + DAY);
    expect(afterFirstDay.length).toBeGreaterThanOrEqual(2);
    // no gap longer than half the days left at the time of the review
    for (let i = 1; i < times.length; i++) {
      const left = (examAt.getTime() - times[i - 1]!.getTime()) / DAY;
      expect((times[i]!.getTime() - times[i - 1]!.getTime()) / DAY).toBeLessThanOrEqual(
        Math.max(1, Math.floor(left / 2)),
      );
    }
  });

  it('lets intervals grow past the cap without an exam date', () => {
    const times = reviewsUntil(null, new Date(start.getTime() + 60 * DAY));
    const gaps = times.slice(1).map((t, i) => (t.getTime() - times[i]!.getTime()) / DAY);
    expect(Math.max(...gaps)).toBeGreaterThan(10);
  });

  it('sends a card missed again back within minutes, and survives a JSON round trip', () => {
    let card = review(newCard(start), true, start, null);
    const later = card.due;
    card = review(cardFromJson(JSON.parse(JSON.stringify(card))), false, later, null);
    expect(card.due.getTime() - later.getTime()).toBeLessThan(DAY);
    expect(card.lapses).toBeGreaterThanOrEqual(0);
    expect(cardFromJson(JSON.parse(JSON.stringify(card))).due).toEqual(card.due);
  });
});
