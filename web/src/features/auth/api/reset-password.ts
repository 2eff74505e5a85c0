import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api';

export interface ResetPasswordInput {
  token: string;
  new_password: string;
}

export function resetPassword(input: ResetPasswordInput): Promise<{ message: string }> {
  return api.post<{ message: string }>('/auth/reset-password', input, { auth: false });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
