import { PLANS } from '@core/catalog';
import type { AdminUser } from '@core/schemas/users';
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
import { Input, NativeSelect, Textarea } from '@web/components/ui/input';
import { showErrorToast, showToast } from '@web/lib/toast';
import { type FormEvent, useEffect, useState } from 'react';
import { useDeleteUser } from '../api/delete-users';
import { usePaymentInfo } from '../api/get-payment-info';
import { useUpdateVerification } from '../api/update-verification';
import { ResetPasswordDialog } from './ResetPasswordDialog';

export type UserAction = 'reset' | 'delete' | 'accept' | 'reject' | 'revoke';

interface DialogProps {
  user: AdminUser;
  onClose: () => void;
}

function ReasonForm(props: {
  title: string;
  description: string;
  label: string;
  initial?: string;
  submitLabel: string;
  pendingLabel: string;
  destructive?: boolean;
  pending: boolean;
  onSubmit: (reason: string) => void;
  onClose: () => void;
}) {
  const [reason, setReason] = useState(props.initial ?? '');
  return (
    <form
      className="grid gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        if (reason.trim()) props.onSubmit(reason.trim());
      }}
    >
      <DialogHeader>
        <DialogTitle>{props.title}</DialogTitle>
        <DialogDescription>{props.description}</DialogDescription>
      </DialogHeader>
      <Field label={props.label}>
        {({ id }) => <Textarea id={id} value={reason} onChange={(e) => setReason(e.target.value)} required />}
      </Field>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={props.onClose}>
          Cancel
        </Button>
        <Button
          type="submit"
          variant={props.destructive ? 'destructive' : 'default'}
          disabled={!reason.trim() || props.pending}
        >
          {props.pending ? props.pendingLabel : props.submitLabel}
        </Button>
      </DialogFooter>
    </form>
  );
}

function DeleteUserDialog({ user, onClose }: DialogProps) {
  const del = useDeleteUser();
  return (
    <ReasonForm
      title="Delete Account"
      description={`Permanently delete ${user.name} (${user.email}). Their sessions, answers, progress and comments are removed; payments and the audit entry are kept.`}
      label="Deletion reason"
      submitLabel="Delete Account"
      pendingLabel="Deleting..."
      destructive
      pending={del.isPending}
      onClose={onClose}
      onSubmit={(reason) =>
        del.mutate(
          { id: user.id, reason },
          {
            onSuccess: () => {
              showToast({
                title: 'Account Deleted',
                description: `${user.name}'s account was deleted.`,
                variant: 'success',
              });
              onClose();
            },
            onError: (err) => showErrorToast('Deletion failed', err, 'Failed to delete user account'),
          },
        )
      }
    />
  );
}

export const DEFAULT_REJECT_REASON = 'Payment verification rejected by admin';

function RejectDialog({ user, onClose }: DialogProps) {
  const update = useUpdateVerification();
  return (
    <ReasonForm
      title="Reject Payment"
      description={`Reject ${user.name}'s payment. They can still sign in but cannot reach paid content.`}
      label="Reason"
      initial={DEFAULT_REJECT_REASON}
      submitLabel="Reject"
      pendingLabel="Rejecting..."
      destructive
      pending={update.isPending}
      onClose={onClose}
      onSubmit={(reason) =>
        update.mutate(
          { id: user.id, body: { payment_verified: false, notes: reason } },
          {
            onSuccess: () => {
              showToast({
                title: 'User Rejected',
                description: `${user.name}'s payment was rejected.`,
                variant: 'success',
              });
              onClose();
            },
            onError: (err) => showErrorToast('Update failed', err, 'Failed to update user verification'),
          },
        )
      }
    />
  );
}

function RevokeDialog({ user, onClose }: DialogProps) {
  const update = useUpdateVerification();
  const revoke = () =>
    update.mutate(
      { id: user.id, body: { payment_verified: false, notes: 'Admin revoked payment verification' } },
      {
        onSuccess: () => {
          showToast({
            title: 'Verification Revoked',
            description: `${user.name} can no longer take practice tests until a payment is verified again.`,
            variant: 'success',
          });
          onClose();
        },
        onError: (err) => showErrorToast('Update failed', err, 'Failed to update user verification'),
      },
    );
  return (
    <>
      <DialogHeader>
        <DialogTitle>Revoke Payment Verification</DialogTitle>
        <DialogDescription>
          {user.name} ({user.email}) loses practice tests until a payment is verified again.
        </DialogDescription>
      </DialogHeader>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button variant="destructive" onClick={revoke} disabled={update.isPending}>
          {update.isPending ? 'Revoking...' : 'Revoke'}
        </Button>
      </DialogFooter>
    </>
  );
}

type PlanId = (typeof PLANS)[number]['id'];
const isPlan = (v: string | null | undefined): v is PlanId => PLANS.some((p) => p.id === v);

function AcceptPaymentDialog({ user, onClose }: DialogProps) {
  const info = usePaymentInfo(user.id);
  const [plan, setPlan] = useState<PlanId>(isPlan(user.subscription) ? user.subscription : 'basic');
  const [reference, setReference] = useState('');
  const update = useUpdateVerification();
  // Pre-fill from the learner's own payment information once it arrives (admin spec §2.3).
  useEffect(() => {
    if (info.data?.gcash_reference) setReference((r) => r || info.data!.gcash_reference!);
    if (isPlan(info.data?.plan)) setPlan(info.data.plan);
  }, [info.data]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!reference.trim()) return;
    update.mutate(
      {
        id: user.id,
        body: { payment_verified: true, subscription: plan, gcash_reference: reference.trim() },
      },
      {
        onSuccess: () => {
          showToast({
            title: 'Payment Accepted',
            description: `${user.name} is verified on the ${PLANS.find((p) => p.id === plan)?.name} plan.`,
            variant: 'success',
          });
          onClose();
        },
        onError: (err) => showErrorToast('Verification failed', err, 'Failed to verify user payment'),
      },
    );
  };
  return (
    <form className="grid gap-4" onSubmit={submit}>
      <DialogHeader>
        <DialogTitle>Accept Payment</DialogTitle>
        <DialogDescription>
          Verify {user.name}'s payment and grant the plan. The GCash reference is required.
        </DialogDescription>
      </DialogHeader>
      <Field label="Plan">
        {({ id }) => (
          <NativeSelect id={id} value={plan} onChange={(e) => setPlan(e.target.value as PlanId)}>
            {PLANS.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <Field
        label="GCash reference"
        hint={
          info.isLoading
            ? 'Looking for the reference the learner gave...'
            : info.data?.gcash_reference
              ? 'From the learner’s payment information.'
              : 'The learner gave none: type the reference from the GCash receipt.'
        }
      >
        {({ id, describedBy }) => (
          <Input
            id={id}
            aria-describedby={describedBy}
            value={reference}
            inputMode="numeric"
            onChange={(e) => setReference(e.target.value)}
          />
        )}
      </Field>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={!reference.trim() || update.isPending}>
          {update.isPending ? 'Accepting...' : 'Accept Payment'}
        </Button>
      </DialogFooter>
    </form>
  );
}

const DIALOGS: Record<UserAction, (p: DialogProps) => React.ReactElement> = {
  reset: ResetPasswordDialog,
  delete: DeleteUserDialog,
  accept: AcceptPaymentDialog,
  reject: RejectDialog,
  revoke: RevokeDialog,
};

/** The one dialog open for a row action, if any. */
export function UserActionDialog(props: {
  open: { action: UserAction; user: AdminUser } | null;
  onClose: () => void;
}) {
  const Body = props.open ? DIALOGS[props.open.action] : null;
  return (
    <Dialog open={Boolean(props.open)} onOpenChange={(o) => !o && props.onClose()}>
      <DialogContent>
        {Body && props.open && <Body user={props.open.user} onClose={props.onClose} />}
      </DialogContent>
    </Dialog>
  );
}
