import type { CourseProgressItem, courseProgressResponseSchema } from '@core/schemas/dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import type { z } from 'zod';
import { DASHBOARD_STALE_MS } from './stale-time';

export const courseProgressQueryKey = ['dashboard', 'course-progress'] as const;

export async function getCourseProgress(): Promise<CourseProgressItem[]> {
  return (await api.get<z.infer<typeof courseProgressResponseSchema>>('/realtime/course-progress'))
    .course_progress;
}

export function courseProgressQueryOptions() {
  return queryOptions({
    queryKey: courseProgressQueryKey,
    queryFn: getCourseProgress,
    staleTime: DASHBOARD_STALE_MS,
  });
}

export function useCourseProgress() {
  return useQuery(courseProgressQueryOptions());
}
