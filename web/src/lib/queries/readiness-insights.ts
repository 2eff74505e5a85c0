import type { PercentileReport, TopicScores } from '@core/schemas/readiness';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';

/** GET /readiness/topics: the readiness page and a test's results review both show the weakest topics. */
export const topicScoresQueryKey = ['readiness', 'topics'] as const;

export function getTopicScores(): Promise<TopicScores> {
  return api.get<TopicScores>('/readiness/topics');
}

export function useTopicScores() {
  return useQuery(queryOptions({ queryKey: topicScoresQueryKey, queryFn: getTopicScores, staleTime: 0 }));
}

/** GET /readiness/percentile: the learner's own percentile, behind the 20-learner floor. */
export const percentileQueryKey = ['readiness', 'percentile'] as const;

export function getPercentile(): Promise<PercentileReport> {
  return api.get<PercentileReport>('/readiness/percentile');
}

export function usePercentile() {
  return useQuery(queryOptions({ queryKey: percentileQueryKey, queryFn: getPercentile, staleTime: 0 }));
}
