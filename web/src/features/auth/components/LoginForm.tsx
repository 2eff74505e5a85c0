import type { User } from '@core/schemas/auth';
import { Button } from '@web/components/ui/button';
import { TextField } from '@web/components/ui/text-field';
import { errorText } from '@web/lib/errors';
import { showToast } from '@web/lib/toast';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { useLogin } from '../api/login';
import { type LoginErrors, validateLogin } from '../login-validation';

/** Sign-in form. Plain state (no form library) keeps /login light; the server validates again. */
export function LoginForm({ onSignedIn }: { onSignedIn: (user: User) => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<LoginErrors>({});
  const login = useLogin();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateLogin(email, password);
    setErrors(found);
    if (found.email || found.password) return;
    try {
      const auth = await login.mutateAsync({ email: email.trim().toLowerCase(), password });
      onSignedIn(auth.user);
    } catch (error) {
      showToast({
        title: 'Login failed',
        description: errorText(error, 'Login failed'),
        variant: 'destructive',
      });
    }
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Sign in">
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={errors.email}
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={errors.password}
      />
      <div className="-mt-1 text-right">
        <Link
          to="/forgot-password"
          className="text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          Forgot password?
        </Link>
      </div>
      <Button type="submit" size="lg" disabled={login.isPending}>
        {login.isPending ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  );
}
