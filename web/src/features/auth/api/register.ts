import type { AuthResponse, registerBodySchema } from '@core/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { setSession } from '@web/lib/session';
import type { z } from 'zod';

export type RegisterInput = z.input<typeof registerBodySchema>;

/** Creates the account and stores its session: the new learner is signed in. */
export function useRegister() {
  return useMutation({
    mutationFn: (input: RegisterInput) => api.post<AuthResponse>('/auth/register', input, { auth: false }),
    onSuccess: (auth) => setSession(auth),
  });
}
