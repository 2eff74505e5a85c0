import { api, type UploadProgress } from '@web/lib/api';

/** POST /content/courses/{courseId}/upload-image (JPG). */
export function uploadCourseImage(courseId: number, file: File) {
  const form = new FormData();
  form.append('file', file);
  return api.post<{ message: string; filename: string }>(`/content/courses/${courseId}/upload-image`, form);
}

/** POST /content/courses/{courseId}/upload-video (MP4), with progress. */
export function uploadCourseVideo(
  courseId: number,
  fields: { title: string; description: string; lesson_number: number },
  file: File,
  onProgress: (p: UploadProgress) => void,
) {
  const form = new FormData();
  form.append('title', fields.title);
  form.append('description', fields.description);
  form.append('lesson_number', String(fields.lesson_number));
  form.append('file', file);
  return api.post<{ message: string; filename: string }>(`/content/courses/${courseId}/upload-video`, form, {
    onUploadProgress: onProgress,
  });
}
