import type { AuthResponse, loginBodySchema } from '@core/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { setSession } from '@web/lib/session';
import type { z } from 'zod';

export type LoginInput = z.input<typeof loginBodySchema>;

export function login(input: LoginInput): Promise<AuthResponse> {
  return api.post<AuthResponse>('/auth/login', input, { auth: false });
}

/** Signs in and stores the session (token + user) on success. */
export function useLogin() {
  return useMutation({
    mutationFn: login,
    onSuccess: (auth) => setSession(auth),
  });
}
