import type { CourseSummary } from '@core/schemas/courses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';

export const coursesQueryKey = ['courses', 'list'] as const;

export async function getCourses(): Promise<CourseSummary[]> {
  return (await api.get<{ courses: CourseSummary[] }>('/content/courses')).courses;
}

export function useCourses() {
  return useQuery(queryOptions({ queryKey: coursesQueryKey, queryFn: getCourses }));
}
