/** Settings an administrator edits (decisions.md "Payments"; issue 10 item 14's Contact Sales). */
import { z } from 'zod';
import { emailField } from './auth';

export const MAX_CLE_DATES = 6;

/** A Philippine mobile number as GCash shows it: 11 digits from 09 (spaces and dashes ignored). */
export const gcashNumberField = z
  .string()
  .trim()
  .transform((s) => s.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^09\d{9}$/, 'A GCash number is 11 digits starting with 09, e.g. 0917 123 4567'));

export const settingsSchema = z.object({
  /** Null until an administrator sets it: learners cannot pay before. */
  gcash_number: z.string().nullable(),
  gcash_account_name: z.string().nullable(),
  sales_email: z.string(),
  /** The next CLE dates (YYYY-MM-DD, ascending) learners may pick as their exam date. */
  cle_dates: z.array(z.string()),
  updated_at: z.string().nullable(),
});
export type Settings = z.infer<typeof settingsSchema>;

/** PUT /admin/settings: any subset; an absent field stays as it is. */
export const updateSettingsBodySchema = z
  .object({
    gcash_number: gcashNumberField.optional(),
    gcash_account_name: z.string().trim().min(2, 'Enter the GCash account name').max(100).optional(),
    sales_email: emailField.optional(),
    cle_dates: z
      .array(z.iso.date({ error: 'Enter each CLE date as YYYY-MM-DD' }))
      .max(MAX_CLE_DATES, `At most ${MAX_CLE_DATES} CLE dates`)
      .optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), 'Change at least one setting');
export type UpdateSettingsBody = z.input<typeof updateSettingsBodySchema>;

/** GET /settings/public: what every visitor may read (the Contact Sales address). */
export const publicSettingsSchema = z.object({ sales_email: z.string() });
