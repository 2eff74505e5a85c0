import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api';

export function deleteUser(id: string, deletionReason: string) {
  return apiRequest<{ message: string }>(`/admin/users/${id}`, {
    method: 'DELETE',
    body: { deletion_reason: deletionReason },
  });
}

export function bulkDeleteUsers(ids: string[]) {
  return apiRequest<{ message: string; deleted_count: number }>('/admin/users/bulk-delete', {
    method: 'DELETE',
    body: { user_ids: ids },
  });
}

export function useDeleteUser() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => deleteUser(id, reason),
    onSettled: () => qc.invalidateQueries({ queryKey: ['admin'] }),
  });
}

export function useBulkDeleteUsers() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: bulkDeleteUsers,
    onSettled: () => qc.invalidateQueries({ queryKey: ['admin'] }),
  });
}
