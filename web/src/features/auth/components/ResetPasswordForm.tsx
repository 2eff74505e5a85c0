import { LIMITS } from '@core/catalog';
import { Button } from '@web/components/ui/button';
import { TextField } from '@web/components/ui/text-field';
import { errorText } from '@web/lib/errors';
import { showToast } from '@web/lib/toast';
import { CheckCircle2, LockKeyhole } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { useResetPassword } from '../api/reset-password';
import { newPasswordProblem } from '../password-check';
import { AuthCard } from './AuthCard';

/** The checks of learner spec §5 (minimum length per decisions.md), in their order. */
export function resetPasswordError(password: string, confirm: string): string | null {
  if (!password || !confirm) return 'Please fill in both password fields';
  if (password !== confirm) return 'Passwords do not match';
  if (password.length < LIMITS.passwordMin)
    return `Password must be at least ${LIMITS.passwordMin} characters long`;
  if (password.length > LIMITS.passwordMax)
    return `Password must be at most ${LIMITS.passwordMax} characters long`;
  return null;
}

interface ResetPasswordFormProps {
  token: string;
  email?: string;
  onDone: () => void;
}

export function ResetPasswordForm({ token, email, onDone }: ResetPasswordFormProps) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const reset = useResetPassword();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = resetPasswordError(password, confirm) ?? (await newPasswordProblem(password, { email }));
    setError(problem);
    if (problem) return;
    try {
      await reset.mutateAsync({ token, new_password: password });
      onDone();
    } catch (err) {
      showToast({
        title: 'Reset failed',
        description: errorText(err, 'Failed to reset password'),
        variant: 'destructive',
      });
    }
  };

  return (
    <AuthCard
      title="Set a new password"
      description={email ? `For ${email}` : 'Choose a password you have not used here before.'}
      icon={
        <span className="flex size-12 items-center justify-center rounded-full bg-secondary text-primary">
          <LockKeyhole className="size-6" aria-hidden="true" />
        </span>
      }
    >
      <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Reset password">
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          hint={`At least ${LIMITS.passwordMin} characters.`}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <TextField
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
        />
        {error && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {error}
          </p>
        )}
        <Button type="submit" size="lg" disabled={reset.isPending}>
          {reset.isPending ? 'Resetting...' : 'Reset Password'}
        </Button>
      </form>
    </AuthCard>
  );
}

export function ResetPasswordDone() {
  return (
    <AuthCard
      title="Password Reset Complete!"
      description="Your password has been changed. You can now log in with your new password."
      icon={
        <span className="flex size-12 items-center justify-center rounded-full bg-success-soft text-success">
          <CheckCircle2 className="size-6" aria-hidden="true" />
        </span>
      }
    >
      <Button asChild size="lg" className="w-full">
        <Link to="/login">Go to Login</Link>
      </Button>
    </AuthCard>
  );
}
