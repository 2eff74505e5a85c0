import { useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';

/** The user's own payment information (admin spec §3), for Accept Payment's pre-filled reference. */
export interface PaymentInfo {
  gcash_reference: string | null;
  plan: string | null;
  billing_cycle: string | null;
  amount: number | null;
}

/** Admin spec §8: a failure returns nothing and is only logged; the reference can then be typed. */
async function getPaymentInfo(id: string): Promise<PaymentInfo | null> {
  try {
    return await api.get<PaymentInfo>(`/admin/users/${id}/payment-info`);
  } catch (error) {
    console.warn('payment information could not be loaded', error);
    return null;
  }
}

export function usePaymentInfo(id: string | null) {
  return useQuery({
    queryKey: ['admin', 'payment-info', id],
    queryFn: () => getPaymentInfo(id!),
    enabled: Boolean(id),
    staleTime: 0,
  });
}
