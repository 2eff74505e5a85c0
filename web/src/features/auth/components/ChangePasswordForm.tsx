import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@web/components/ui/button';
import { TextField } from '@web/components/ui/text-field';
import { getSession } from '@web/lib/session';
import { showErrorToast, showToast } from '@web/lib/toast';
import { useForm } from 'react-hook-form';
import { useChangePassword } from '../api/change-password';
import {
  type ChangePasswordFormOutput,
  type ChangePasswordFormValues,
  changePasswordFormSchema,
} from '../form-schemas';
import { newPasswordProblem } from '../password-check';

const EMPTY: ChangePasswordFormValues = { current_password: '', new_password: '', confirm_password: '' };

export function ChangePasswordForm() {
  const form = useForm<ChangePasswordFormValues, unknown, ChangePasswordFormOutput>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: EMPTY,
  });
  const change = useChangePassword();
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (v) => {
    const weak = await newPasswordProblem(v.new_password, getSession().user ?? {});
    if (weak) {
      form.setError('new_password', { message: weak }, { shouldFocus: true });
      return;
    }
    try {
      const result = await change.mutateAsync({
        current_password: v.current_password,
        new_password: v.new_password,
      });
      form.reset(EMPTY);
      showToast({ title: 'Password changed', description: result?.message, variant: 'success' });
    } catch (error) {
      showErrorToast('Password not changed', error, 'Failed to change password');
    }
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Change password">
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        error={errors.current_password?.message}
        {...form.register('current_password')}
      />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters."
        error={errors.new_password?.message}
        {...form.register('new_password')}
      />
      <TextField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        error={errors.confirm_password?.message}
        {...form.register('confirm_password')}
      />
      <Button type="submit" className="w-fit" disabled={change.isPending}>
        {change.isPending ? 'Changing...' : 'Change password'}
      </Button>
    </form>
  );
}
