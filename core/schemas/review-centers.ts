import { z } from 'zod';

export const activeReviewCentersSchema = z.object({
  review_centers: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      city: z.string().nullable(),
      province: z.string().nullable(),
    }),
  ),
});

const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

/** The add/edit dialog of the review-centers tab (admin spec §3 Review center, §5). */
export const reviewCenterBodySchema = z.object({
  name: z
    .string({ error: 'Review center name is required' })
    .trim()
    .min(1, 'Review center name is required')
    .max(200, 'Review center name must be at most 200 characters'),
  address: optional(300),
  city: optional(100),
  province: optional(100),
  contact_person: optional(120),
  contact_phone: optional(40).refine(
    (v) => v === null || /^\+?[0-9][0-9 ()-]{5,}$/.test(v),
    'Please enter a valid contact phone number',
  ),
  contact_email: optional(254).refine(
    (v) => v === null || z.email().safeParse(v).success,
    'Please enter a valid contact email address',
  ),
  is_active: z.boolean().default(true),
});
export type ReviewCenterBody = z.infer<typeof reviewCenterBodySchema>;

export const reviewCenterSchema = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  province: z.string().nullable(),
  contact_person: z.string().nullable(),
  contact_phone: z.string().nullable(),
  contact_email: z.string().nullable(),
  is_active: z.boolean(),
  /** Accounts whose review center is this one, and how many of them are payment-verified. */
  user_count: z.number().int(),
  verified_count: z.number().int(),
  created_at: z.string(),
});
export type ReviewCenter = z.infer<typeof reviewCenterSchema>;

export const reviewCentersResponseSchema = z.object({ review_centers: z.array(reviewCenterSchema) });
export const reviewCenterResponseSchema = z.object({
  message: z.string(),
  review_center: reviewCenterSchema,
});
