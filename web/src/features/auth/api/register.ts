import type { AuthResponse } from '@core/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { setSession } from '@web/lib/session';

export interface RegisterInput {
  name: string;
  email: string;
  password: string;
  phone: string | null;
  review_center: string | null;
  city: string | null;
  province: string | null;
  team_number: string | null;
  section_number: string | null;
}

export function register(input: RegisterInput): Promise<AuthResponse> {
  return api.post<AuthResponse>('/auth/register', input, { auth: false });
}

export function useRegister() {
  return useMutation({
    mutationFn: register,
    onSuccess: (auth) => setSession(auth),
  });
}
