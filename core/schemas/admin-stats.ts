/*
 * zod/mini, not the full zod: the admin panel checks this answer before its first paint, and
 * the full library is ~21 KB (brotli) on a phone's link for five figures (bench/README.md,
 * "ninth pass"). Both share zod's core: the server validates and serializes it the same way.
 */
import * as z from 'zod/mini';

/** The four stat cards of /admin (admin spec §3 "Admin stats"). */
export const adminStatsSchema = z.object({
  total_users: z.int(),
  /** Accounts on a paid plan (basic, premium, pro) that has not expired. */
  active_subscriptions: z.int(),
  total_courses: z.int(),
  /** Approved payments decided in the current Asia/Manila calendar month, in PHP. */
  revenue_this_month: z.number(),
  /** That month's first instant (Manila midnight), ISO UTC. */
  month_start: z.string(),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;
