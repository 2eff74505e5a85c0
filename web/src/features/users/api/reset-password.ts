import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api';

export function resetUserPassword(id: string, newPassword: string) {
  return api.put<{ message: string }>(`/admin/users/${id}/reset-password`, { new_password: newPassword });
}

export function useResetUserPassword() {
  return useMutation({
    mutationFn: ({ id, password }: { id: string; password: string }) => resetUserPassword(id, password),
  });
}
