import type { forgotPasswordBodySchema, messageSchema } from '@core/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import type { z } from 'zod';

type ForgotPasswordInput = z.input<typeof forgotPasswordBodySchema>;
type Message = z.infer<typeof messageSchema>;

export function forgotPassword(email: ForgotPasswordInput['email']): Promise<Message> {
  return api.post<Message>('/auth/forgot-password', { email } satisfies ForgotPasswordInput, { auth: false });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
