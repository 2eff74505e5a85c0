import { z } from 'zod';
import { LIMITS } from '../catalog';

/** The User of learner spec §3, as returned by login, register and /auth/me. */
export const userSchema = z.object({
  id: z.string(),
  _id: z.string(),
  email: z.string(),
  name: z.string(),
  avatar: z.string().nullable(),
  phone: z.string().nullable(),
  review_center: z.string().nullable(),
  city: z.string().nullable(),
  province: z.string().nullable(),
  team_number: z.string().nullable(),
  section_number: z.string().nullable(),
  subscription: z.string(),
  subscription_expires_at: z.string().nullable(),
  is_admin: z.boolean(),
  admin_level: z.enum(['admin', 'sub_admin']).nullable(),
  is_verified: z.boolean(),
  payment_verified: z.boolean(),
  created_at: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const authResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  user: userSchema,
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

export const emailField = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .min(1, 'Email is required')
  .max(254)
  .pipe(z.email('Please enter a valid email address'));

export const newPasswordField = z
  .string({ error: 'Password is required' })
  .min(LIMITS.passwordMin, `Password must be at least ${LIMITS.passwordMin} characters long`)
  .max(LIMITS.passwordMax, `Password must be at most ${LIMITS.passwordMax} characters long`);

export const profileFields = {
  phone: optionalText(LIMITS.phoneMax),
  review_center: optionalText(200),
  city: optionalText(100),
  province: optionalText(100),
  team_number: optionalText(40),
  section_number: optionalText(40),
};

export const registerBodySchema = z.object({
  name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(120),
  email: emailField,
  password: newPasswordField,
  ...profileFields,
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const loginBodySchema = z.object({
  email: emailField,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(1024),
});

export const updateMeBodySchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(120).optional(),
  ...profileFields,
});
export type UpdateMeBody = z.infer<typeof updateMeBodySchema>;

export const changePasswordBodySchema = z.object({
  current_password: z.string().min(1, 'Current password is required').max(1024),
  new_password: newPasswordField,
});

export const forgotPasswordBodySchema = z.object({
  email: z
    .string({ error: 'Please enter your email address' })
    .trim()
    .min(1, 'Please enter your email address')
    .max(254),
});

export const tokenBodySchema = z.object({ token: z.string().min(1).max(200) });

export const resetPasswordBodySchema = z.object({
  token: z.string().min(1).max(200),
  new_password: newPasswordField,
});

export const messageSchema = z.object({ message: z.string() });
export const validateTokenResponseSchema = z.object({ valid: z.boolean(), email: z.string().optional() });
