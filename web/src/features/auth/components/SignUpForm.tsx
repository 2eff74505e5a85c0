import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@web/components/ui/button';
import { TextField } from '@web/components/ui/text-field';
import { errorText } from '@web/lib/errors';
import { showToast } from '@web/lib/toast';
import { useForm } from 'react-hook-form';
import { useRegister } from '../api/register';
import { type SignUpFormOutput, type SignUpFormValues, signUpFormSchema } from '../form-schemas';
import { newPasswordProblem } from '../password-check';
import { ContactFields } from './ContactFields';

const EMPTY: SignUpFormValues = {
  name: '',
  email: '',
  password: '',
  confirmPassword: '',
  phone: '',
  review_center: '',
  city: '',
  province: '',
  team_number: '',
  section_number: '',
};

export function SignUpForm({ onSignedUp }: { onSignedUp: () => void }) {
  const form = useForm<SignUpFormValues, unknown, SignUpFormOutput>({
    resolver: zodResolver(signUpFormSchema),
    defaultValues: EMPTY,
  });
  const registerUser = useRegister();
  const { errors } = form.formState;

  const submit = form.handleSubmit(
    async ({ confirmPassword: _confirmed, ...body }) => {
      const weak = await newPasswordProblem(body.password, body);
      if (weak) {
        form.setError('password', { message: weak }, { shouldFocus: true });
        return;
      }
      try {
        await registerUser.mutateAsync(body);
        showToast({
          title: 'Welcome to CrimReview!',
          description: 'Your account is ready and your 7-day free trial has started.',
          variant: 'success',
        });
        onSignedUp();
      } catch (error) {
        showToast({
          title: 'Registration failed',
          description: errorText(error, 'Something went wrong'),
          variant: 'destructive',
        });
      }
    },
    (invalid) => {
      if (invalid.confirmPassword?.type === 'custom') {
        showToast({
          title: 'Password mismatch',
          description: 'Passwords do not match',
          variant: 'destructive',
        });
      }
    },
  );

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2" aria-label="Create account">
      <TextField
        label="Full name"
        autoComplete="name"
        fieldClassName="sm:col-span-2"
        error={errors.name?.message}
        {...form.register('name')}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        fieldClassName="sm:col-span-2"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters."
        error={errors.password?.message}
        {...form.register('password')}
      />
      <TextField
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword')}
      />
      <ContactFields
        register={(name) => form.register(name)}
        reviewCenter={form.watch('review_center') ?? ''}
        setValue={(name, value) => form.setValue(name, value, { shouldDirty: true })}
      />
      <Button type="submit" size="lg" className="sm:col-span-2" disabled={registerUser.isPending}>
        {registerUser.isPending ? 'Creating account...' : 'Create Account'}
      </Button>
    </form>
  );
}
