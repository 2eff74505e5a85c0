import { PASSWORD_MESSAGES } from '@core/rules/password-strength';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestContext } from '../../../test/app';
import { buildUser, TEST_PASSWORD } from '../../../test/factories';

let t: TestContext;
beforeAll(async () => {
  t = await setupTestApp();
});

const post = (url: string, payload: object, headers = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });

/** issue 10 item 8: weak passwords are refused on every route that sets one. */
describe('password strength on the server', () => {
  it.each([
    ['        ', PASSWORD_MESSAGES.weak],
    ['aaaaaaaa', PASSWORD_MESSAGES.weak],
    ['jose.rizal@example.com', PASSWORD_MESSAGES.personal],
    ['Jose Rizal', PASSWORD_MESSAGES.personal],
    ['rizal-1896-jose', PASSWORD_MESSAGES.personal],
  ])('register refuses %j with 422: %s', async (password, msg) => {
    const res = await post('/api/auth/register', {
      name: 'Jose Rizal',
      email: 'jose.rizal@example.com',
      password,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toContainEqual({ loc: ['body', 'password'], msg });
  });

  it('change-password refuses the account email as the new password', async () => {
    const u = await buildUser(t.db, { email: 'gabriela.silang@example.com', name: 'Gabriela Silang' });
    const res = await post(
      '/api/auth/change-password',
      { current_password: TEST_PASSWORD, new_password: 'gabriela.silang@example.com' },
      u.headers,
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toContainEqual({
      loc: ['body', 'new_password'],
      msg: PASSWORD_MESSAGES.personal,
    });
  });

  it('accepts a strong password', async () => {
    const res = await post('/api/auth/register', {
      name: 'Andres Bonifacio',
      email: 'andres@example.com',
      password: 'Noli-Lantern-Harbor-1887',
    });
    expect(res.statusCode).toBe(201);
  });
});
