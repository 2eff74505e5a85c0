import { z } from 'zod';

/** The four stat cards of /admin (admin spec §3 "Admin stats"). */
export const adminStatsSchema = z.object({
  total_users: z.number().int(),
  /** Accounts on a paid plan (basic, premium, pro) that has not expired. */
  active_subscriptions: z.number().int(),
  total_courses: z.number().int(),
  /** Approved payments decided in the current Asia/Manila calendar month, in PHP. */
  revenue_this_month: z.number(),
  /** That month's first instant (Manila midnight), ISO UTC. */
  month_start: z.string(),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;
