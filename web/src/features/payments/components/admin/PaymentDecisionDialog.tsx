import type { AdminPayment } from '@core/schemas/payments';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Field } from '@web/components/ui/field';
import { Textarea } from '@web/components/ui/input';
import { capitalize, formatPeso } from '@web/lib/format';
import { showErrorToast, showToast } from '@web/lib/toast';
import { useState } from 'react';
import { useVerifyPayment } from '../../api/admin-payments';

export type Decision = { kind: 'approve' | 'reject' | 'screenshot'; payment: AdminPayment };

/** Accept, Reject (a reason is required) and the screenshot viewer of the payments tab. */
export function PaymentDecisionDialog({
  decision,
  onClose,
}: {
  decision: Decision | null;
  onClose: () => void;
}) {
  const verify = useVerifyPayment();
  const [reason, setReason] = useState('');
  const p = decision?.payment;
  const close = () => {
    setReason('');
    onClose();
  };
  const decide = (status: 'approved' | 'rejected') => {
    if (!p) return;
    verify.mutate(
      { id: p.id, body: status === 'approved' ? { status } : { status, notes: reason.trim() } },
      {
        onSuccess: (res) => {
          if (status === 'rejected')
            showToast({
              title: 'Payment Rejected',
              description: `${p.user_name} was told the reason by email.`,
            });
          else if (res.email_sent)
            showToast({
              title: 'Payment Approved',
              description: `${p.user_name} is verified and an email was sent to ${res.email_recipient}.`,
              variant: 'success',
            });
          else
            showToast({
              title: 'Payment Approved',
              description: `${p.user_name} is verified, but the email could not be sent.`,
              variant: 'warning',
            });
          close();
        },
        onError: (e) => showErrorToast('Verification failed', e, 'Failed to process payment'),
      },
    );
  };

  return (
    <Dialog open={!!decision} onOpenChange={(open) => !open && close()}>
      <DialogContent>
        {p && decision?.kind === 'screenshot' && (
          <>
            <DialogHeader>
              <DialogTitle>Receipt of {p.user_name}</DialogTitle>
              <DialogDescription>
                {p.reference} · GCash {p.gcash_reference}
              </DialogDescription>
            </DialogHeader>
            {p.screenshot_uploaded && p.screenshot_url ? (
              <img
                src={p.screenshot_url}
                alt={`GCash receipt uploaded by ${p.user_name}`}
                className="max-h-[70vh] w-full object-contain"
              />
            ) : (
              <p className="text-sm">
                The learner gave a link instead of uploading:{' '}
                <a
                  href={p.screenshot_url ?? '#'}
                  target="_blank"
                  rel="noopener noreferrer nofollow"
                  className="break-all text-primary underline"
                >
                  {p.screenshot_url}
                </a>
              </p>
            )}
          </>
        )}
        {p && decision?.kind === 'approve' && (
          <>
            <DialogHeader>
              <DialogTitle>Accept payment</DialogTitle>
              <DialogDescription>
                Verify {p.user_name}'s account and grant {capitalize(p.plan)} ({p.billing_cycle}) from today.
              </DialogDescription>
            </DialogHeader>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-muted-foreground">GCash reference</dt>
              <dd className="font-mono">{p.gcash_reference}</dd>
              <dt className="text-muted-foreground">Plan price</dt>
              <dd>{formatPeso(p.amount)}</dd>
              <dt className="text-muted-foreground">Learner says they paid</dt>
              <dd className={p.amount_flagged ? 'font-semibold text-destructive' : ''}>
                {p.reported_amount != null ? formatPeso(p.reported_amount) : '—'}
                {p.amount_flagged && ' (differs from the price: check GCash)'}
              </dd>
            </dl>
            <DialogFooter>
              <Button variant="outline" onClick={close}>
                Cancel
              </Button>
              <Button onClick={() => decide('approved')} disabled={verify.isPending}>
                {verify.isPending ? 'Accepting…' : 'Accept payment'}
              </Button>
            </DialogFooter>
          </>
        )}
        {p && decision?.kind === 'reject' && (
          <>
            <DialogHeader>
              <DialogTitle>Reject payment</DialogTitle>
              <DialogDescription>The reason is sent to {p.user_name} by email.</DialogDescription>
            </DialogHeader>
            <Field label="Reason for rejection">
              {({ id }) => (
                <Textarea
                  id={id}
                  value={reason}
                  maxLength={1000}
                  onChange={(e) => setReason(e.target.value)}
                />
              )}
            </Field>
            <DialogFooter>
              <Button variant="outline" onClick={close}>
                Cancel
              </Button>
              <Button
                variant="destructive"
                onClick={() => decide('rejected')}
                disabled={!reason.trim() || verify.isPending}
              >
                {verify.isPending ? 'Rejecting…' : 'Reject payment'}
              </Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
