/**
 * Scheduling of the missed-question deck with FSRS (ts-fsrs). Before an exam date the longest
 * interval is capped at half the days left, so every card comes back at least twice before the
 * exam; without a date FSRS's own schedule applies. Pure: the server stores the card state.
 */
import { type Card, createEmptyCard, fsrs, type Grade, Rating } from 'ts-fsrs';

export type CardState = Card;

const DAY_MS = 86_400_000;

/** Whole days from `now` to the exam date (YYYY-MM-DD, taken as 08:00 in Manila). */
export function daysUntilExam(examDate: string | null, now: Date): number | null {
  if (!examDate) return null;
  const exam = new Date(`${examDate}T08:00:00+08:00`);
  return Math.floor((exam.getTime() - now.getTime()) / DAY_MS);
}

/** The longest interval the scheduler may give: half the days left, at least one day. */
export function maximumInterval(examDate: string | null, now: Date): number {
  const left = daysUntilExam(examDate, now);
  if (left === null || left < 0) return 36_500;
  return Math.max(1, Math.floor(left / 2));
}

/** A card for a question just missed: due at once. */
export function newCard(now: Date): CardState {
  return createEmptyCard(now);
}

/** A card missed again in a test: back to the start, due at once, its history kept. */
export function relapse(card: CardState, now: Date): CardState {
  return { ...card, due: now };
}

/** Schedules the next review: a wrong answer is Again, a right one Good. */
export function review(card: CardState, correct: boolean, now: Date, examDate: string | null): CardState {
  const cap = maximumInterval(examDate, now);
  const scheduler = fsrs({ maximum_interval: cap, enable_fuzz: false });
  const grade: Grade = correct ? Rating.Good : Rating.Again;
  const next = scheduler.next(card, now, grade).card;
  // FSRS keeps a Good interval longer than the last one, which can pass the cap: clamp it.
  const latest = new Date(now.getTime() + cap * DAY_MS);
  return next.due > latest ? { ...next, due: latest, scheduled_days: cap } : next;
}

/** JSON of a card as stored, back into a card (dates revived). */
export function cardFromJson(json: Record<string, unknown>): CardState {
  const c = json as unknown as CardState & { due: string; last_review?: string };
  return { ...c, due: new Date(c.due), last_review: c.last_review ? new Date(c.last_review) : undefined };
}
