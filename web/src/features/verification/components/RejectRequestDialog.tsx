import type { VerificationRequest } from '@core/schemas/verification';
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
import { useState } from 'react';

/** Asks for the rejection reason, which is sent to the user. */
export function RejectRequestDialog({
  request,
  pending,
  onReject,
  onClose,
}: {
  request: VerificationRequest | null;
  pending: boolean;
  onReject: (reason: string) => void;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const close = () => {
    setReason('');
    onClose();
  };
  return (
    <Dialog open={!!request} onOpenChange={(open) => !open && close()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Reject verification request</DialogTitle>
          <DialogDescription>
            The reason is sent to {request?.user_name} ({request?.user_email}).
          </DialogDescription>
        </DialogHeader>
        <Field label="Rejection reason">
          {({ id }) => (
            <Textarea id={id} value={reason} maxLength={1000} onChange={(e) => setReason(e.target.value)} />
          )}
        </Field>
        <DialogFooter>
          <Button variant="outline" onClick={close}>
            Cancel
          </Button>
          <Button
            variant="destructive"
            disabled={!reason.trim() || pending}
            onClick={() => {
              onReject(reason.trim());
              setReason('');
            }}
          >
            Reject
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
