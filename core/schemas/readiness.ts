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
