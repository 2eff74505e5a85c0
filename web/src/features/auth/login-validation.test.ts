import { describe, expect, it } from 'vitest';
import { validateLogin } from './login-validation';

describe('validateLogin', () => {
  it('requires both fields and a well-formed email', () => {
    expect(validateLogin('', '')).toEqual({ email: 'Email is required', password: 'Password is required' });
    expect(validateLogin('ana@', 'x')).toEqual({ email: 'Please enter a valid email address' });
    expect(validateLogin(' ana@example.ph ', 'secret')).toEqual({});
  });
});
