import type { QueryClient } from '@tanstack/react-query';
import { courseProgressQueryOptions } from './get-course-progress';
import { dashboardStatsQueryOptions } from './get-dashboard-stats';
import { recentActivityQueryOptions } from './get-recent-activity';
import { subscriptionStatusQueryOptions } from './get-subscription-status';
import { testPerformanceQueryOptions } from './get-test-performance';

/** Starts /dashboard's requests when the route opens, beside its chunk rather than after it. */
export function prefetchDashboard(client: QueryClient): void {
  void client.prefetchQuery(dashboardStatsQueryOptions());
  void client.prefetchQuery(testPerformanceQueryOptions());
  void client.prefetchQuery(courseProgressQueryOptions());
  void client.prefetchQuery(recentActivityQueryOptions());
  void client.prefetchQuery(subscriptionStatusQueryOptions());
}
