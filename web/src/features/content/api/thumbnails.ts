import type { smartThumbnailResponseSchema, thumbnailUploadResponseSchema } from '@core/schemas/courses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type UploadProgress } from '@web/lib/api';
import type { z } from 'zod';

/** The lectures list of the videos tab (api/videos.ts) shows the new thumbnails. */
const videosKey = ['admin', 'videos'] as const;

/** JPG only, under 5 MB (admin spec §5); the server checks the content again. */
export const THUMBNAIL_MAX_BYTES = 5 * 1024 * 1024;

export function thumbnailProblem(file: File | null): string | null {
  if (!file) return 'Please select a JPG image file only.';
  const jpg = file.type === 'image/jpeg' || /\.jpe?g$/i.test(file.name);
  if (!jpg) return 'Please select a JPG image file only.';
  if (file.size >= THUMBNAIL_MAX_BYTES) return 'Please select an image smaller than 5MB.';
  return null;
}

/** POST /content/videos/{id}/upload-thumbnail */
export function useUploadThumbnail() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      file,
      onProgress,
    }: {
      id: string;
      file: File;
      onProgress: (p: UploadProgress) => void;
    }) => {
      const form = new FormData();
      form.append('file', file);
      return api.post<z.infer<typeof thumbnailUploadResponseSchema>>(
        `/content/videos/${id}/upload-thumbnail`,
        form,
        {
          onUploadProgress: onProgress,
        },
      );
    },
    onSettled: () => qc.invalidateQueries({ queryKey: videosKey }),
  });
}

/** POST /content/videos/smart-thumbnail-upload: every lecture of the area (and subject) without a thumbnail. */
export function useSmartThumbnail() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({
      file,
      board_area,
      subject,
      onProgress,
    }: {
      file: File;
      board_area: string;
      subject: string;
      onProgress: (p: UploadProgress) => void;
    }) => {
      const form = new FormData();
      form.append('board_area', board_area);
      if (subject) form.append('subject', subject);
      form.append('file', file);
      return api.post<z.infer<typeof smartThumbnailResponseSchema>>(
        '/content/videos/smart-thumbnail-upload',
        form,
        {
          onUploadProgress: onProgress,
        },
      );
    },
    onSettled: () => qc.invalidateQueries({ queryKey: videosKey }),
  });
}
