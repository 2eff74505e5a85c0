import { z } from 'zod';
import { letterSchema } from './practice';

export const deckSummarySchema = z.object({
  due_today: z.number().int(),
  total_cards: z.number().int(),
  /** YYYY-MM-DD, or null when the learner has not set one. */
  exam_date: z.string().nullable(),
  /** The next CLE dates an administrator set (from today on): the picker offers them. */
  cle_dates: z.array(z.string()),
});

/** A due card as the learner sees it before answering: no key, no explanation. */
export const deckCardSchema = z.object({
  id: z.uuid(),
  question: z.string(),
  options: z.array(z.string()),
  board_area: z.string(),
  topic: z.string().nullable(),
  reviews: z.number().int(),
});

export const nextCardResponseSchema = z.object({
  card: deckCardSchema.nullable(),
  due_today: z.number().int(),
});

export const cardAnswerBodySchema = z.object({ answer: letterSchema });

export const cardAnswerResponseSchema = z.object({
  is_correct: z.boolean(),
  correct_answer: letterSchema,
  explanation: z.string().nullable(),
  citation: z.string().nullable(),
  next_due: z.iso.datetime({ offset: true }),
});

export const examDateBodySchema = z.object({
  exam_date: z.iso.date({ error: 'Enter the exam date as YYYY-MM-DD' }).nullable(),
});

export const cardParamsSchema = z.object({ id: z.uuid() });

export type DeckSummary = z.infer<typeof deckSummarySchema>;
export type DeckCard = z.infer<typeof deckCardSchema>;
export type NextCardResponse = z.infer<typeof nextCardResponseSchema>;
export type CardAnswerResponse = z.infer<typeof cardAnswerResponseSchema>;
