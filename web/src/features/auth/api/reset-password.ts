import type { messageSchema, resetPasswordBodySchema } from '@core/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import type { z } from 'zod';

export type ResetPasswordInput = z.input<typeof resetPasswordBodySchema>;
type Message = z.infer<typeof messageSchema>;

export function resetPassword(input: ResetPasswordInput): Promise<Message> {
  return api.post<Message>('/auth/reset-password', input, { auth: false });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
