import { changePasswordBodySchema, registerBodySchema, updateMeBodySchema } from '@core/schemas/auth';
import { z } from 'zod';

/**
 * The account forms validate with the server's own bodies (core/schemas/auth), plus the
 * confirmation fields only a form has: one set of limits (e.g. phone ≤ 40) front to back.
 * Optional text comes out trimmed, or null when empty, as the API takes it.
 */
export const signUpFormSchema = registerBodySchema
  .extend({ confirmPassword: z.string().min(1, 'Please confirm your password') })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'Passwords do not match',
  });
export type SignUpFormValues = z.input<typeof signUpFormSchema>;
export type SignUpFormOutput = z.output<typeof signUpFormSchema>;

/** The profile's name is required, where the update body lets a call leave it out. */
export const profileFormSchema = updateMeBodySchema.extend({ name: registerBodySchema.shape.name });
export type ProfileFormValues = z.input<typeof profileFormSchema>;
export type ProfileFormOutput = z.output<typeof profileFormSchema>;

export const changePasswordFormSchema = changePasswordBodySchema
  .extend({ confirm_password: z.string().min(1, 'Please confirm your new password') })
  .refine((v) => v.new_password === v.confirm_password, {
    path: ['confirm_password'],
    message: 'Passwords do not match',
  });
export type ChangePasswordFormValues = z.input<typeof changePasswordFormSchema>;
export type ChangePasswordFormOutput = z.output<typeof changePasswordFormSchema>;
