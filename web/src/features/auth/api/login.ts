import type { AuthResponse } from '@core/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { setSession } from '@web/lib/session';

export interface LoginInput {
  email: string;
  password: string;
}

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
