import type { changePasswordBodySchema, messageSchema } from '@core/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import type { z } from 'zod';

export type ChangePasswordInput = z.input<typeof changePasswordBodySchema>;
type Message = z.infer<typeof messageSchema>;

export function changePassword(input: ChangePasswordInput): Promise<Message> {
  return api.post<Message>('/auth/change-password', input);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
