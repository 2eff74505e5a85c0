import type { CourseSummary, coursesResponseSchema } from '@core/schemas/courses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import type { z } from 'zod';

export const coursesQueryKey = ['courses', 'list'] as const;

export async function getCourses(): Promise<CourseSummary[]> {
  return (await api.get<z.infer<typeof coursesResponseSchema>>('/content/courses')).courses;
}

export function useCourses() {
  return useQuery(queryOptions({ queryKey: coursesQueryKey, queryFn: getCourses }));
}
