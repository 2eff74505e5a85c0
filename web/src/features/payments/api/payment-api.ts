import type {
  ConfirmPaymentBody,
  CreatePaymentBody,
  currentPaymentSchema,
  LearnerPayment,
} from '@core/schemas/payments';
import type { publicSettingsSchema } from '@core/schemas/settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type UploadProgress } from '@web/lib/api';
import type { z } from 'zod';

/** The learner's payment calls (learner spec §7 "Plans and payment"). */

export const currentPaymentQueryKey = ['payments', 'current'] as const;

export function getCurrentPayment(): Promise<z.infer<typeof currentPaymentSchema>> {
  return api.get('/payments/current');
}

/** Polled while a payment waits for an administrator, so the page shows the decision. */
export function useCurrentPayment() {
  return useQuery(
    queryOptions({
      queryKey: currentPaymentQueryKey,
      queryFn: getCurrentPayment,
      staleTime: 0,
      refetchInterval: (q) => (q.state.data?.payment?.status === 'pending' ? 15_000 : false),
    }),
  );
}

export function createPayment(body: CreatePaymentBody): Promise<LearnerPayment> {
  return api.post('/payments/create-payment', body);
}

/** JSON, or multipart with the screenshot (reporting the upload's progress). */
export function confirmPayment(
  body: ConfirmPaymentBody,
  screenshot: File | null,
  onUploadProgress?: (p: UploadProgress) => void,
): Promise<LearnerPayment> {
  if (!screenshot) return api.post('/payments/confirm-payment', body);
  const form = new FormData();
  for (const [k, v] of Object.entries(body)) if (v !== undefined) form.set(k, String(v));
  form.set('screenshot', screenshot);
  return api.post('/payments/confirm-payment', form, { onUploadProgress });
}

export const salesEmailQueryKey = ['settings', 'public'] as const;

export function useSalesEmail() {
  return useQuery(
    queryOptions({
      queryKey: salesEmailQueryKey,
      queryFn: () => api.get<z.infer<typeof publicSettingsSchema>>('/settings/public', { auth: false }),
      staleTime: 10 * 60_000,
      select: (s) => s.sales_email,
    }),
  );
}
