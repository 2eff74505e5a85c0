import type { CourseDetail } from '@core/schemas/courses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';

export const courseQueryKey = (id: number) => ['courses', 'detail', id] as const;

/** GET /content/courses/{id}: the course and its lessons with unlock state. */
export function getCourse(id: number): Promise<CourseDetail> {
  return api.get<CourseDetail>(`/content/courses/${id}`);
}

export function useCourse(id: number) {
  return useQuery(
    queryOptions({
      queryKey: courseQueryKey(id),
      queryFn: () => getCourse(id),
      enabled: Number.isInteger(id) && id > 0,
    }),
  );
}
