import type { User } from '@core/schemas/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@web/components/ui/button';
import { TextField } from '@web/components/ui/text-field';
import { errorText } from '@web/lib/errors';
import { showToast } from '@web/lib/toast';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { useLogin } from '../api/login';
import { type LoginFormValues, loginFormSchema } from '../form-schemas';

export function LoginForm({ onSignedIn }: { onSignedIn: (user: User) => void }) {
  const form = useForm<LoginFormValues>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { email: '', password: '' },
  });
  const login = useLogin();
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      const auth = await login.mutateAsync({
        email: values.email.trim().toLowerCase(),
        password: values.password,
      });
      onSignedIn(auth.user);
    } catch (error) {
      showToast({
        title: 'Login failed',
        description: errorText(error, 'Login failed'),
        variant: 'destructive',
      });
    }
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Sign in">
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password')}
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
