import { Button } from '@web/components/ui/button';
import { TextField } from '@web/components/ui/text-field';
import { errorText } from '@web/lib/errors';
import { showToast } from '@web/lib/toast';
import { KeyRound, MailCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { useForgotPassword } from '../api/forgot-password';
import { AuthCard } from '../components/AuthCard';

const iconClass = 'flex size-12 items-center justify-center rounded-full';

export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const forgot = useForgotPassword();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim();
    if (!value) {
      setError('Please enter your email address');
      return;
    }
    setError(undefined);
    try {
      await forgot.mutateAsync(value);
      setSentTo(value);
    } catch (err) {
      showToast({
        title: 'Error',
        description: errorText(err, 'Failed to send password reset email'),
        variant: 'destructive',
      });
    }
  };

  if (sentTo) {
    return (
      <AuthCard
        title="Check Your Email"
        icon={
          <span className={`${iconClass} bg-success-soft text-success`}>
            <MailCheck className="size-6" aria-hidden="true" />
          </span>
        }
        description={
          <>
            If an account exists for <strong className="text-foreground">{sentTo}</strong>, we've sent a link
            to reset your password. The link is valid for 60 minutes.
          </>
        }
      >
        <div className="grid gap-3">
          <p className="text-center text-sm text-muted-foreground">Didn't get it? Check your spam folder.</p>
          <Button variant="outline" onClick={() => setSentTo(null)}>
            Send Another Email
          </Button>
          <Button asChild>
            <Link to="/login">Back to Login</Link>
          </Button>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Forgot your password?"
      description="Enter the email you signed up with and we'll send you a reset link."
      icon={
        <span className={`${iconClass} bg-secondary text-primary`}>
          <KeyRound className="size-6" aria-hidden="true" />
        </span>
      }
    >
      <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Request password reset">
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={error}
        />
        <Button type="submit" size="lg" disabled={forgot.isPending}>
          {forgot.isPending ? 'Sending...' : 'Send Reset Link'}
        </Button>
        <Link
          to="/login"
          className="text-center text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          Back to Login
        </Link>
      </form>
    </AuthCard>
  );
}
