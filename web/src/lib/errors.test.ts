import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { detailText, errorText } from './errors';

describe('errorText', () => {
  it('uses a string detail from the server', () => {
    expect(errorText(new ApiError(401, 'Invalid email or password', 'x'), 'Login failed')).toBe(
      'Invalid email or password',
    );
  });

  it('joins the messages of a 422 list, without repeats', () => {
    const detail = [
      { loc: ['body', 'password'], msg: 'Password must be at least 8 characters long' },
      { loc: ['body', 'email'], msg: 'Please enter a valid email address' },
      { loc: ['body', 'email'], msg: 'Please enter a valid email address' },
    ];
    expect(detailText(detail)).toBe(
      'Password must be at least 8 characters long; Please enter a valid email address',
    );
  });

  it('falls back to the error message, then to the default', () => {
    expect(errorText(new ApiError(500, null, 'Request failed with status code 500'), 'Login failed')).toBe(
      'Request failed with status code 500',
    );
    expect(errorText(new Error(''), 'Registration failed')).toBe('Registration failed');
    expect(errorText('boom', 'Something went wrong')).toBe('Something went wrong');
  });
});
