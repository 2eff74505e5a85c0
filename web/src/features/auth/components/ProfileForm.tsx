import type { User } from '@core/schemas/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@web/components/ui/button';
import { TextField } from '@web/components/ui/text-field';
import { showErrorToast, showToast } from '@web/lib/toast';
import { useForm } from 'react-hook-form';
import { useUpdateMe } from '../api/update-me';
import { type ProfileFormOutput, type ProfileFormValues, profileFormSchema } from '../form-schemas';
import { ContactFields } from './ContactFields';

function valuesOf(user: User): ProfileFormValues {
  return {
    name: user.name,
    phone: user.phone ?? '',
    review_center: user.review_center ?? '',
    city: user.city ?? '',
    province: user.province ?? '',
    team_number: user.team_number ?? '',
    section_number: user.section_number ?? '',
  };
}

export function ProfileForm({ user }: { user: User }) {
  const form = useForm<ProfileFormValues, unknown, ProfileFormOutput>({
    resolver: zodResolver(profileFormSchema),
    values: valuesOf(user),
  });
  const update = useUpdateMe();
  const { errors, isDirty } = form.formState;

  const submit = form.handleSubmit(async (v) => {
    try {
      const saved = await update.mutateAsync(v);
      form.reset(valuesOf(saved));
      showToast({
        title: 'Profile updated',
        description: 'Your details have been saved.',
        variant: 'success',
      });
    } catch (error) {
      showErrorToast('Update failed', error, 'Failed to update profile');
    }
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2" aria-label="Your details">
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
        value={user.email}
        readOnly
        disabled
        fieldClassName="sm:col-span-2"
        hint="Contact support to change your email."
      />
      <ContactFields
        register={(name) => form.register(name)}
        reviewCenter={form.watch('review_center') ?? ''}
        setValue={(name, value) => form.setValue(name, value, { shouldDirty: true })}
      />
      <div className="flex gap-3 sm:col-span-2">
        <Button type="submit" disabled={update.isPending || !isDirty}>
          {update.isPending ? 'Saving...' : 'Save changes'}
        </Button>
        <Button
          type="button"
          variant="outline"
          disabled={!isDirty}
          onClick={() => form.reset(valuesOf(user))}
        >
          Cancel
        </Button>
      </div>
    </form>
  );
}
