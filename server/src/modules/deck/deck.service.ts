/**
 * The missed-question deck (issue 18): every question a learner answers wrong in a graded
 * test becomes a card, reviewed on the FSRS schedule of core/rules/deck.ts, compressed to the
 * learner's exam date. The key and explanation are shown only after the learner answers.
 */
import { cardFromJson, newCard, review } from '@core/rules/deck';
import { manilaDay } from '@core/rules/time';
import type { CardAnswerResponse, DeckSummary, NextCardResponse } from '@core/schemas/deck';
import type { Db, Executor } from '../../db/client';
import { conflict, notFound, unprocessable } from '../../lib/http-errors';
import type { JobDefinition } from '../jobs/jobs.service';
import { notifyUser } from '../notifications/notifications.service';
import { findQuestions } from '../question-bank/question-bank.service';
import { upcomingCleDates } from '../settings/settings.service';
import { presentCard } from './deck.presenter';
import * as q from './deck.queries';

const asJson = (card: object) => JSON.parse(JSON.stringify(card)) as Record<string, unknown>;

/** The end of the learner's day in Manila: what "due today" counts up to. */
const endOfManilaDay = (now: Date) => new Date(`${manilaDay(now)}T23:59:59.999+08:00`);

/** Called by grading, inside its transaction. */
export async function addMissedQuestions(tx: Executor, userId: string, questionIds: string[], now: Date) {
  await q.upsertMissed(
    tx,
    questionIds.map((questionId) => ({ userId, questionId, card: asJson(newCard(now)), due: now })),
  );
}

export async function deckSummary(db: Db, userId: string, now = new Date()): Promise<DeckSummary> {
  const [counts, examDate, cleDates] = await Promise.all([
    q.countCards(db, userId, endOfManilaDay(now)),
    q.examDateOf(db, userId),
    upcomingCleDates(db, manilaDay(now)),
  ]);
  return { due_today: counts.due, total_cards: counts.total, exam_date: examDate, cle_dates: cleDates };
}

/** The card due soonest (cards whose question was deleted are dropped on the way). */
export async function nextCard(db: Db, userId: string, now = new Date()): Promise<NextCardResponse> {
  for (let tries = 0; tries < 20; tries++) {
    const card = await q.nextDue(db, userId, now);
    if (!card) break;
    const [question] = await findQuestions(db, [card.questionId]);
    if (question) {
      const { due } = await q.countCards(db, userId, endOfManilaDay(now));
      return { card: presentCard(card, question), due_today: due };
    }
    await q.deleteCard(db, card.id);
  }
  return { card: null, due_today: 0 };
}

export async function answerCard(
  db: Db,
  userId: string,
  id: string,
  answer: string,
  now = new Date(),
): Promise<CardAnswerResponse> {
  return db.transaction(async (tx) => {
    const row = await q.lockCard(tx, userId, id);
    if (!row) throw notFound('Card not found');
    if (row.due > now) throw conflict('This card is not due yet');
    const [question] = await findQuestions(tx, [row.questionId]);
    if (!question) {
      await q.deleteCard(tx, row.id);
      throw notFound('This question has been removed from the bank');
    }
    const isCorrect = answer === question.correctAnswer;
    const next = review(cardFromJson(row.card), isCorrect, now, await q.examDateOf(tx, userId));
    await q.saveReview(tx, row.id, asJson(next), next.due, now);
    return {
      is_correct: isCorrect,
      correct_answer: question.correctAnswer as CardAnswerResponse['correct_answer'],
      explanation: question.explanation,
      citation: question.citation,
      next_due: next.due.toISOString(),
    };
  });
}

export async function setExamDate(db: Db, userId: string, examDate: string | null, now = new Date()) {
  if (examDate !== null && examDate < manilaDay(now))
    throw unprocessable('The exam date must be today or later');
  await q.setExamDate(db, userId, examDate);
  return deckSummary(db, userId, now);
}

/** The morning reminder in the bell: one notification per learner with cards due today. */
export async function remindDueCards(db: Db, now = new Date()): Promise<number> {
  const rows = await q.dueCountsByUser(db, endOfManilaDay(now));
  for (const { userId, due } of rows) {
    await notifyUser(db, userId, {
      type: 'review_due',
      title: 'Questions to review today',
      message: `${due} question${due === 1 ? '' : 's'} you missed ${due === 1 ? 'is' : 'are'} due in your review deck today.`,
      metadata: { due_today: due, link: '/review' },
    });
  }
  return rows.length;
}

/** Every morning at 06:00 in Manila, once across instances. */
export function deckReminderJob(db: Db): JobDefinition {
  return {
    name: 'deck.remind',
    cron: '0 6 * * *',
    policy: 'singleton',
    retryLimit: 1,
    async handler() {
      await remindDueCards(db);
    },
  };
}
