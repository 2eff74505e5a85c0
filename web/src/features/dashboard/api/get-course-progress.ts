import type { CourseProgressItem, courseProgressResponseSchema } from '@core/schemas/dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import type { z } from 'zod';

export const courseProgressQueryKey = ['dashboard', 'course-progress'] as const;

export async function getCourseProgress(): Promise<CourseProgressItem[]> {
  return (await api.get<z.infer<typeof courseProgressResponseSchema>>('/realtime/course-progress'))
    .course_progress;
}

export function useCourseProgress() {
  return useQuery(
    queryOptions({ queryKey: courseProgressQueryKey, queryFn: getCourseProgress, staleTime: 0 }),
  );
}
