import { expect, test } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './helpers/env';
import { openAccountMenu, signIn, toast } from './helpers/ui';
import { createUser } from './helpers/users';

test('a learner at /admin sees Access Denied', async ({ page }) => {
  const user = createUser('learner', { verified: true });
  await signIn(page, user.email, user.password);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page.getByText("You don't have administrator privileges to access this area.")).toBeVisible();
  await expect(page.getByText('Admin Access Required')).toBeVisible();
  await expect(
    page.getByText('If you believe you should have admin access, please contact support.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible();
  await page.getByRole('link', { name: 'Dashboard' }).last().click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/content-manager');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
});

test('an administrator reaches /admin and sees the staff entries', async ({ page }) => {
  await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  const menu = await openAccountMenu(page);
  await expect(menu.getByText('Content Manager')).toBeVisible();
  await menu.getByText('Admin Panel').click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toHaveCount(0);
});

test('a sub-admin lands on /sub-admin, sees User Dashboards and is refused /admin', async ({ page }) => {
  const staff = createUser('subadmin', { role: 'sub_admin' });
  await signIn(page, staff.email, staff.password);
  // Their default landing after sign-in (issue 13).
  await expect(page).toHaveURL(/\/sub-admin$/);
  await expect(page.getByText('Limited Access Account')).toBeVisible();
  const menu = await openAccountMenu(page);
  await expect(menu.getByText('User Dashboards')).toBeVisible();
  await expect(menu.getByText('Admin Panel')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.goto('/sub-admin');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toHaveCount(0);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
});

test('the sub-admin guard sends a visitor and a learner to /login (admin spec §2.1)', async ({ page }) => {
  await page.goto('/sub-admin');
  await expect(page).toHaveURL(/\/login$/);

  const learner = createUser('learner', { verified: true });
  await signIn(page, learner.email, learner.password);
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
  });
  await page.goto('/sub-admin');
  // Through /login, which sends a signed-in learner on to where sign-in leads them.
  await expect(page).toHaveURL(/\/newsfeed$/);
  expect(visited).toContain('/login');
  await expect(page.getByText('Limited Access Account')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toHaveCount(0);
});

test('an expired trial meets the subscription wall', async ({ page }) => {
  const user = createUser('expired', { subscription: 'trial', days: -1 });
  await signIn(page, user.email, user.password);
  await page.goto('/courses');
  await expect(page.getByRole('heading', { name: 'Trial Period Expired' })).toBeVisible();
  await expect(page.getByText('Current plan:')).toContainText('Trial');
  await expect(page.getByText('Expired', { exact: true })).toBeVisible();
  for (const benefit of [
    'All 6 criminology subjects',
    'Unlimited practice tests and video lectures',
    'Advanced progress tracking and analytics',
    'Real-time performance monitoring',
    'Study recommendations and insights',
  ]) {
    await expect(page.getByText(benefit)).toBeVisible();
  }
  await expect(page.getByText('30-Day Money-Back Guarantee')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
  await page.getByRole('link', { name: 'Upgrade Now - Starting at ₱499/month' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
});

test('an active trial passes the subscription guard', async ({ page }) => {
  const user = createUser('trial');
  await signIn(page, user.email, user.password);
  await page.goto('/practice');
  await expect(page.getByRole('heading', { name: 'Trial Period Expired' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Subscription Required' })).toHaveCount(0);
});

test('inactivity logs the user out and revokes the token', async ({ page, request }) => {
  const user = createUser('idle');
  await page.addInitScript(() => localStorage.setItem('crimreview_inactivity_ms', '6000'));
  await signIn(page, user.email, user.password);
  const token = await page.evaluate(() => localStorage.getItem('crimreview_token'));
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/, { timeout: 20_000 });
  await expect(toast(page, 'Session Expired')).toBeVisible();
  await expect(toast(page, 'You have been logged out due to inactivity.')).toBeVisible();
  const me = await request.get('/api/auth/me', { headers: { Authorization: `Bearer ${token}` } });
  expect(me.status()).toBe(401);

  // Signing in again returns to where the user was.
  await page.evaluate(() => localStorage.setItem('crimreview_inactivity_ms', '600000'));
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(user.email);
  await form.getByLabel('Password').fill(user.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/profile$/);
});

test('a revoked token anywhere signs out and returns to /login with the origin', async ({ page }) => {
  const user = createUser('revoked');
  await signIn(page, user.email, user.password);
  await page.evaluate(() => localStorage.setItem('crimreview_token', 'not-a-valid-token'));
  await page.goto('/test-results');
  await expect(page).toHaveURL(/\/login$/);
  await expect(toast(page, 'Session Expired')).toBeVisible();
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(user.email);
  await form.getByLabel('Password').fill(user.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/test-results$/);
});
