import type { adminCoursesResponseSchema } from '@core/schemas/courses';
import { useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import type { z } from 'zod';

export type AdminCourses = z.infer<typeof adminCoursesResponseSchema>;

export function useAdminCourses() {
  return useQuery({ queryKey: ['courses', 'admin'], queryFn: () => api.get<AdminCourses>('/admin/courses') });
}
