import { toIso } from '@core/rules/time';
import type { userVerificationResponseSchema } from '@core/schemas/payments';
import type { z } from 'zod';
import type { UserRow } from '../users/users.service';

export function presentVerification(
  u: UserRow,
  message: string,
  notes: string,
): z.infer<typeof userVerificationResponseSchema> {
  return {
    message,
    user_id: u.id,
    payment_verified: u.paymentVerified,
    is_verified: u.isVerified,
    subscription: u.subscription,
    subscription_expires: toIso(u.subscriptionExpiresAt),
    notes,
  };
}
