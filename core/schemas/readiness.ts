import { z } from 'zod';

export const readinessVerdictSchema = z.enum(['passing', 'deferred', 'not_passing', 'not_enough_data']);

export const readinessAreaSchema = z.object({
  board_area: z.string(),
  title: z.string(),
  weight: z.number(),
  /** Recency-weighted share correct, percent; null before the first graded attempt. */
  estimate: z.number().nullable(),
  low: z.number().nullable(),
  high: z.number().nullable(),
  items_answered: z.number().int(),
  /** Fewest further correct answers in this area that would change the verdict. */
  correct_to_change: z.number().int().nullable(),
});

export const readinessSchema = z.object({
  areas: z.array(readinessAreaSchema),
  weighted_average: z.number().nullable(),
  verdict: readinessVerdictSchema,
  retake_areas: z.array(z.string()),
  holding_back: z.string().nullable(),
  passing_average: z.number(),
  area_floor: z.number(),
});

export type Readiness = z.infer<typeof readinessSchema>;
export type ReadinessArea = z.infer<typeof readinessAreaSchema>;
export type ReadinessVerdict = z.infer<typeof readinessVerdictSchema>;

/** Per-topic share correct over the learner's graded answers (issue 18 item 2). */
export const topicScoreSchema = z.object({
  topic: z.string(),
  board_area: z.string(),
  subject: z.string(),
  answered: z.number().int(),
  correct: z.number().int(),
  /** Percent correct, one decimal. */
  share: z.number(),
});

const linkSchema = z.object({ title: z.string(), url: z.string() });

export const weakTopicSchema = topicScoreSchema.extend({
  /** The lecture whose title matches the topic, in its subject (or area); null when none does. */
  lecture: linkSchema.nullable(),
  /** The study guide of the area, and the section whose heading matches the topic. */
  guide: linkSchema.extend({ section: z.string().nullable() }).nullable(),
  /** The subject's course page: always there, so a topic never lacks a place to study. */
  course: linkSchema,
});

export const topicScoresSchema = z.object({
  topics: z.array(topicScoreSchema),
  /** The weakest five with at least `min_answers` answers each; empty when none qualifies. */
  weakest: z.array(weakTopicSchema),
  min_answers: z.number().int(),
});

export const percentileGroupSchema = z.object({
  shown: z.boolean(),
  /** The learner's own rank, whole percent; null when not shown. */
  percentile: z.number().int().nullable(),
  /** How many learners it was read among; null when not shown. */
  learners: z.number().int().nullable(),
  /** Why it is not shown. */
  reason: z.enum(['no_average', 'no_center', 'too_few_learners']).nullable(),
});

export const percentileSchema = z.object({
  /** The learner's own average score over graded tests; null before the first. */
  average: z.number().nullable(),
  review_center: z.string().nullable(),
  center: percentileGroupSchema,
  all: percentileGroupSchema,
  /** Fewest learners with a graded test before a percentile is shown. */
  floor: z.number().int(),
});

export type TopicScore = z.infer<typeof topicScoreSchema>;
export type WeakTopic = z.infer<typeof weakTopicSchema>;
export type TopicScores = z.infer<typeof topicScoresSchema>;
export type PercentileGroup = z.infer<typeof percentileGroupSchema>;
export type PercentileReport = z.infer<typeof percentileSchema>;
