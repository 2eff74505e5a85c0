import { z } from 'zod';

export const subjectSchema = z.object({ subject_index: z.number().int(), name: z.string() });

export const boardAreaSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  icon: z.string(),
  color: z.string(),
  weight: z.number(),
  aliases: z.array(z.string()),
  subjects: z.array(subjectSchema),
});
export type BoardArea = z.infer<typeof boardAreaSchema>;

export const difficultyLevelSchema = z.object({
  id: z.string(),
  label: z.string(),
  level_label: z.string(),
  question_count: z.number().int(),
  time_limit_minutes: z.number().int(),
});

export const catalogResponseSchema = z.object({
  board_areas: z.array(boardAreaSchema),
  difficulties: z.array(difficultyLevelSchema),
});
export type Catalog = z.infer<typeof catalogResponseSchema>;

export const planSchema = z.object({
  id: z.string(),
  name: z.string(),
  features: z.array(z.string()),
  monthly: z.number(),
  yearly: z.number(),
});
export type Plan = z.infer<typeof planSchema>;

export const plansResponseSchema = z.object({ plans: z.record(z.string(), planSchema) });
