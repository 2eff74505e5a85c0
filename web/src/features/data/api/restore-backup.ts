import type { restoreResponseSchema } from '@core/schemas/data';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type UploadProgress } from '@web/lib/api';
import type { z } from 'zod';

/** POST /admin/backup/restore: the file and the typed confirmation, with upload progress. */
export function useRestoreBackup(onUploadProgress: (p: UploadProgress) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ file, confirm }: { file: File; confirm: string }) => {
      const form = new FormData();
      form.append('confirm', confirm);
      form.append('file', file);
      return api.post<z.infer<typeof restoreResponseSchema>>('/admin/backup/restore', form, { onUploadProgress });
    },
    onSuccess: () => client.invalidateQueries(),
  });
}
