import type { User, updateMeBodySchema } from '@core/schemas/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { setUser } from '@web/lib/session';
import type { z } from 'zod';
import { meQueryKey } from './get-me';

export type UpdateMeInput = z.input<typeof updateMeBodySchema>;

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
