import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';

/** PUT /admin/users/{id}/verification: accept (plan + GCash reference) or revoke a payment. */
export interface VerificationBody {
  payment_verified: boolean;
  notes?: string;
  subscription?: 'basic' | 'premium' | 'pro';
  gcash_reference?: string;
}

export function updateVerification(id: string, body: VerificationBody) {
  return api.put<{ message: string }>(`/admin/users/${id}/verification`, body);
}

export function useUpdateVerification() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: VerificationBody }) => updateVerification(id, body),
    onSettled: () => qc.invalidateQueries({ queryKey: ['admin'] }),
  });
}
