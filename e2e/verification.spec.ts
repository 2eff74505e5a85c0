import { expect, test } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './helpers/env';
import { signIn, toast } from './helpers/ui';
import { createUser } from './helpers/users';

test('an unverified learner is signed out with the verified notice once an administrator approves them', async ({
  page,
  request,
}) => {
  const learner = createUser('pending');
  await signIn(page, learner.email, learner.password);
  await expect(page).toHaveURL(/\/dashboard/); // unverified: the dashboard, not the newsfeed

  const login = await request.post('/api/auth/login', {
    data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
  });
  const admin = { Authorization: `Bearer ${(await login.json()).access_token}` };
  const list = await (await request.get('/api/admin/users?limit=200', { headers: admin })).json();
  const target = list.users.find((u: { email: string }) => u.email === learner.email);
  const approve = await request.put(`/api/admin/users/${target.id}/verification`, {
    headers: admin,
    data: {
      payment_verified: true,
      subscription: 'premium',
      gcash_reference: '1234567890123',
      notes: 'e2e approval',
    },
  });
  expect(approve.ok()).toBe(true);

  // The 5-second poll of /api/auth/me notices, signs the learner out and asks for a new login.
  await expect(page).toHaveURL(/\/login/, { timeout: 15_000 });
  await expect(toast(page, 'Account Verified!')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('crimreview_token'))).toBeNull();

  // Logging in again brings the learner back where they were, now verified.
  await signIn(page, learner.email, learner.password);
  await expect(page).toHaveURL(/\/dashboard/);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('crimreview_user') ?? '{}'));
  expect(stored).toMatchObject({ is_verified: true, payment_verified: true, subscription: 'premium' });
});
