import type { User } from '@core/schemas/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { setUser } from '@web/lib/session';
import { meQueryKey } from './get-me';

export interface UpdateMeInput {
  name: string;
  phone: string | null;
  review_center: string | null;
  city: string | null;
  province: string | null;
  team_number: string | null;
  section_number: string | null;
}

export function updateMe(input: UpdateMeInput): Promise<User> {
  return api.put<User>('/auth/me', input);
}

export function useUpdateMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMe,
    onSuccess: (user) => {
      setUser(user);
      queryClient.setQueryData(meQueryKey, user);
    },
  });
}
