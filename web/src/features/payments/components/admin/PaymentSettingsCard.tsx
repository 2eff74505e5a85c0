import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { TextField } from '@web/components/ui/text-field';
import { detailText, isApiError } from '@web/lib/errors';
import { useAdminSettings, useUpdateSettings } from '@web/lib/queries/settings';
import { showErrorToast, showToast } from '@web/lib/toast';
import { type FormEvent, useEffect, useState } from 'react';

/** The GCash account learners pay to and the Contact Sales address (settings, audited). */
export function PaymentSettingsCard() {
  const settings = useAdminSettings();
  const update = useUpdateSettings();
  const [form, setForm] = useState({ gcash_number: '', gcash_account_name: '', sales_email: '' });
  useEffect(() => {
    if (settings.data)
      setForm({
        gcash_number: settings.data.gcash_number ?? '',
        gcash_account_name: settings.data.gcash_account_name ?? '',
        sales_email: settings.data.sales_email,
      });
  }, [settings.data]);

  const error = update.error && isApiError(update.error, 422) ? detailText(update.error.detail) : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(form, {
      onSuccess: () => showToast({ title: 'Settings saved', variant: 'success' }),
      onError: (e) => showErrorToast('Could not save the settings', e),
    });
  };
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));

  return (
    <Card>
      <CardHeader>
        <CardTitle>GCash account and Contact Sales</CardTitle>
      </CardHeader>
      <CardContent>
        {settings.isPending ? (
          <p className="text-sm text-muted-foreground">Loading settings…</p>
        ) : settings.isError ? (
          <p role="alert" className="text-sm text-destructive">
            Could not load the settings.
          </p>
        ) : (
          <form className="grid gap-3 sm:grid-cols-3" onSubmit={submit} noValidate>
            {!settings.data.gcash_number && (
              <p role="status" className="text-sm text-warning sm:col-span-3">
                Learners cannot pay until the GCash number and account name are set.
              </p>
            )}
            <TextField
              label="GCash number"
              inputMode="tel"
              placeholder="0917 123 4567"
              value={form.gcash_number}
              onChange={set('gcash_number')}
            />
            <TextField
              label="GCash account name"
              value={form.gcash_account_name}
              onChange={set('gcash_account_name')}
            />
            <TextField
              label="Contact Sales email"
              type="email"
              value={form.sales_email}
              onChange={set('sales_email')}
            />
            {error && (
              <p role="alert" className="text-sm text-destructive sm:col-span-3">
                {error}
              </p>
            )}
            <Button type="submit" className="justify-self-start" disabled={update.isPending}>
              {update.isPending ? 'Saving…' : 'Save settings'}
            </Button>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
