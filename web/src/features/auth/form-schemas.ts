import { emailField, newPasswordField } from '@core/schemas/auth';
import { z } from 'zod';

/** Client-side forms; the server validates again with core/schemas/auth. */
const optional = z.string().trim().max(200);

export const signUpFormSchema = z
  .object({
    name: z.string().trim().min(1, 'Name is required').max(120),
    email: emailField,
    password: newPasswordField,
    confirmPassword: z.string().min(1, 'Please confirm your password'),
    phone: optional,
    review_center: optional,
    city: optional,
    province: optional,
    team_number: optional,
    section_number: optional,
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'Passwords do not match',
  });
export type SignUpFormValues = z.input<typeof signUpFormSchema>;

export const profileFormSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(120),
  phone: optional,
  review_center: optional,
  city: optional,
  province: optional,
  team_number: optional,
  section_number: optional,
});
export type ProfileFormValues = z.input<typeof profileFormSchema>;

export const changePasswordFormSchema = z
  .object({
    current_password: z.string().min(1, 'Current password is required'),
    new_password: newPasswordField,
    confirm_password: z.string().min(1, 'Please confirm your new password'),
  })
  .refine((v) => v.new_password === v.confirm_password, {
    path: ['confirm_password'],
    message: 'Passwords do not match',
  });
export type ChangePasswordFormValues = z.input<typeof changePasswordFormSchema>;

/** Empty optional text → null, as the API expects. */
export function nullIfEmpty(value: string | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}
