import type { LearnerPayment } from '@core/schemas/payments';
import { Alert, AlertDescription, AlertTitle } from '@web/components/ui/alert';
import { capitalize, formatDate, formatPeso } from '@web/lib/format';
import { Clock } from 'lucide-react';

/** A confirmed payment: waiting for an administrator, or decided. Survives a reload (GET /payments/current). */
export function PaymentStatusCard({ payment }: { payment: LearnerPayment }) {
  const summary = `${capitalize(payment.plan)} (${payment.billing_cycle}), ${formatPeso(payment.amount)}, reference ${payment.reference}, GCash ${payment.gcash_reference ?? '—'}`;
  if (payment.status === 'pending') {
    return (
      <Alert variant="info">
        <AlertTitle className="flex items-center gap-2">
          <Clock className="size-4" aria-hidden="true" /> Payment pending verification
        </AlertTitle>
        <AlertDescription className="grid gap-1">
          <span>
            Thank you! An administrator verifies GCash payments within up to 24 hours. You will be signed out
            and asked to sign in again once your account is verified.
          </span>
          <span className="text-xs">
            {summary}. Submitted {formatDate(payment.confirmed_at)}.
          </span>
        </AlertDescription>
      </Alert>
    );
  }
  if (payment.status === 'approved') {
    return (
      <Alert variant="success">
        <AlertTitle>Payment approved</AlertTitle>
        <AlertDescription>
          {summary}. Approved {formatDate(payment.decided_at)}.
        </AlertDescription>
      </Alert>
    );
  }
  return (
    <Alert variant="destructive">
      <AlertTitle>Payment not verified</AlertTitle>
      <AlertDescription className="grid gap-1">
        <span>Reason: {payment.admin_notes}</span>
        <span className="text-xs">{summary}. You can submit a new payment below.</span>
      </AlertDescription>
    </Alert>
  );
}
