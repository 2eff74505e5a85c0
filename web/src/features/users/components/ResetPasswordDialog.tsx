import { LIMITS } from '@core/catalog';
import type { AdminUser } from '@core/schemas/users';
import { Button } from '@web/components/ui/button';
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { TextField } from '@web/components/ui/text-field';
import { errorText } from '@web/lib/errors';
import { showErrorToast, showToast } from '@web/lib/toast';
import { type FormEvent, useState } from 'react';
import { useResetUserPassword } from '../api/reset-password';

/** Admin spec §2.8, §5 (with decisions.md's 8-character minimum). */
interface DialogProps {
  user: AdminUser;
  onClose: () => void;
}

export function passwordResetError(password: string, confirm: string): string | null {
  if (!password || !confirm) return 'Please fill in both password fields';
  if (password !== confirm) return 'Passwords do not match';
  if (password.length < LIMITS.passwordMin)
    return `Password must be at least ${LIMITS.passwordMin} characters long`;
  return null;
}

export function ResetPasswordDialog({ user, onClose }: DialogProps) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const reset = useResetUserPassword();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problem = passwordResetError(password, confirm);
    setError(problem);
    if (problem) return;
    reset.mutate(
      { id: user.id, password },
      {
        onSuccess: () => {
          showToast({
            title: 'Password Reset Successful',
            description: `${user.name}'s password was reset and their sessions were signed out.`,
            variant: 'success',
          });
          onClose();
        },
        onError: (err) => {
          // The server's reason (e.g. a weak password) beside the field, not only in a toast.
          setError(errorText(err, 'Failed to reset password'));
          showErrorToast('Password Reset Failed', err, 'Failed to reset password');
        },
      },
    );
  };
  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      <DialogHeader>
        <DialogTitle>Reset Password</DialogTitle>
        <DialogDescription>
          Set a new password for {user.name} ({user.email}). They are signed out everywhere and told by email.
        </DialogDescription>
      </DialogHeader>
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <TextField
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        value={confirm}
        onChange={(e) => setConfirm(e.target.value)}
        error={error ?? undefined}
      />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={reset.isPending}>
          {reset.isPending ? 'Resetting...' : 'Reset Password'}
        </Button>
      </DialogFooter>
    </form>
  );
}
