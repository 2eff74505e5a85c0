import { registerBodySchema } from '@core/schemas/auth';
import { describe, expect, it } from 'vitest';
import { profileFormSchema, signUpFormSchema } from './form-schemas';

const signUp = {
  name: ' Ana Cruz ',
  email: ' Ana@Example.PH ',
  password: 'correct horse battery',
  confirmPassword: 'correct horse battery',
  phone: '',
  review_center: '  ',
  city: 'Cebu City',
  province: '',
  team_number: '',
  section_number: '',
};

describe('account form schemas (the server bodies of core/schemas/auth)', () => {
  it('takes the phone limit from the server: 40 characters pass, 41 do not', () => {
    const phone40 = '0'.repeat(40);
    expect(signUpFormSchema.safeParse({ ...signUp, phone: phone40 }).success).toBe(true);
    expect(registerBodySchema.safeParse({ ...signUp, phone: `${phone40}1` }).success).toBe(false);
    expect(signUpFormSchema.safeParse({ ...signUp, phone: `${phone40}1` }).success).toBe(false);
    expect(profileFormSchema.safeParse({ name: 'Ana', phone: `${phone40}1` }).success).toBe(false);
  });

  it('sends what the API expects: trimmed text, lower-case email, null for empty optional fields', () => {
    const parsed = signUpFormSchema.parse(signUp);
    expect(parsed).toMatchObject({
      name: 'Ana Cruz',
      email: 'ana@example.ph',
      phone: null,
      review_center: null,
      city: 'Cebu City',
      province: null,
    });
  });

  it('keeps the form-only checks: matching passwords and a required profile name', () => {
    const mismatch = signUpFormSchema.safeParse({ ...signUp, confirmPassword: 'other' });
    expect(mismatch.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['confirmPassword', 'Passwords do not match'],
    ]);
    expect(profileFormSchema.safeParse({ name: ' ' }).error?.issues[0]?.message).toBe('Name is required');
  });
});
