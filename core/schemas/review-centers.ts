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
