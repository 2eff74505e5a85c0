import { manilaMonth, toIso } from '@core/rules/time';
import type { AdminStats } from '@core/schemas/admin-stats';
import type { Executor } from '../../db/client';
import { countCourses } from '../courses/courses.service';
import { approvedRevenueBetween } from '../payments/payments.service';
import { accountTotals } from '../users/users.service';

/** GET /admin/stats: counted by the modules that own each figure. */
export async function adminStats(db: Executor, now = new Date()): Promise<AdminStats> {
  const month = manilaMonth(now);
  const [accounts, courses, revenue] = await Promise.all([
    accountTotals(db, now),
    countCourses(db),
    approvedRevenueBetween(db, month.start, month.end),
  ]);
  return {
    total_users: accounts.totalUsers,
    active_subscriptions: accounts.activeSubscriptions,
    total_courses: courses,
    revenue_this_month: revenue,
    month_start: toIso(month.start),
  };
}
