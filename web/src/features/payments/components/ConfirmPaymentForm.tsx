import { GCASH_REFERENCE_HINT, type LearnerPayment } from '@core/schemas/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { TextField } from '@web/components/ui/text-field';
import { showErrorToast, showToast } from '@web/lib/toast';
import { type FormEvent, useEffect, useState } from 'react';
import { confirmPayment, currentPaymentQueryKey } from '../api/payment-api';

const MAX_SCREENSHOT_BYTES = 5 * 1024 * 1024;
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/** The learner's confirmation: GCash reference, amount paid, optional receipt screenshot. */
export function ConfirmPaymentForm({ payment }: { payment: LearnerPayment }) {
  const queryClient = useQueryClient();
  const [reference, setReference] = useState('');
  const [amount, setAmount] = useState(String(payment.amount));
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string>();
  const [refError, setRefError] = useState<string>();
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const confirm = useMutation({
    mutationFn: () =>
      confirmPayment(
        { payment_id: payment.payment_id, gcash_reference: reference, amount: Number(amount) },
        file,
        (p) => setProgress(p.fraction),
      ),
    onSuccess: (updated) => {
      queryClient.setQueryData(currentPaymentQueryKey, { payment: updated });
      showToast({
        title: 'Payment submitted',
        description: 'An administrator will verify your payment within 24 hours.',
        variant: 'success',
      });
    },
    onError: (error) => showErrorToast('Confirmation Failed', error, 'Could not confirm your payment'),
    onSettled: () => setProgress(null),
  });

  const pickFile = (picked: File | null) => {
    setFileError(undefined);
    if (picked && !IMAGE_TYPES.includes(picked.type)) {
      setFileError('Choose a JPEG, PNG or WebP image');
      return setFile(null);
    }
    if (picked && picked.size > MAX_SCREENSHOT_BYTES) {
      setFileError('The screenshot must be at most 5 MB');
      return setFile(null);
    }
    setFile(picked);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const digits = reference.replace(/\s+/g, '');
    if (!digits || !amount.trim()) {
      showToast({
        title: 'Missing Information',
        description: 'Please provide GCash reference number and amount',
        variant: 'destructive',
      });
      return;
    }
    if (!/^\d{13}$/.test(digits)) return setRefError(GCASH_REFERENCE_HINT);
    setRefError(undefined);
    confirm.mutate();
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Confirm your payment</CardTitle>
      </CardHeader>
      <CardContent>
        <form className="grid gap-4" onSubmit={submit} noValidate>
          <TextField
            label="GCash reference number"
            inputMode="numeric"
            autoComplete="off"
            placeholder="1234 567 890123"
            value={reference}
            onChange={(e) => setReference(e.target.value)}
            error={refError}
            hint="The 13-digit reference number on your GCash receipt"
          />
          <TextField
            label="Amount paid (₱)"
            type="number"
            inputMode="decimal"
            min={1}
            step="any"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
          />
          <Field label="Receipt screenshot" optional error={fileError} hint="JPEG, PNG or WebP, at most 5 MB">
            {({ id, describedBy, invalid }) => (
              <Input
                id={id}
                type="file"
                accept={IMAGE_TYPES.join(',')}
                aria-describedby={describedBy}
                aria-invalid={invalid || undefined}
                onChange={(e) => pickFile(e.target.files?.[0] ?? null)}
              />
            )}
          </Field>
          {preview && (
            <img
              src={preview}
              alt="Preview of your receipt screenshot"
              className="max-h-64 w-auto justify-self-start rounded-md border border-border"
            />
          )}
          {progress !== null && (
            <div className="grid gap-1">
              <progress
                className="w-full"
                value={progress ?? undefined}
                max={1}
                aria-label="Upload progress"
              />
              <span className="text-xs text-muted-foreground">
                Uploading… {progress !== null ? `${Math.round(progress * 100)}%` : ''}
              </span>
            </div>
          )}
          <Button type="submit" disabled={confirm.isPending}>
            {confirm.isPending ? 'Submitting…' : 'Submit payment for verification'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
