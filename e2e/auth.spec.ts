import { expect, test } from '@playwright/test';
import { PASSWORD } from './helpers/env';
import { readResetLink } from './helpers/outbox';
import { fillLogin, logOut, openAccountMenu, signIn, toast } from './helpers/ui';
import { createUser, uniqueEmail } from './helpers/users';

test('sign up goes to /pricing, then log out revokes the session', async ({ page, request }) => {
  const email = uniqueEmail('signup');
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const form = page.getByRole('form', { name: 'Create account' });
  await form.getByLabel('Full name').fill('Maria Santos');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByLabel('Confirm password').fill(`${PASSWORD}x`);
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(form.getByText('Passwords do not match')).toBeVisible();

  await form.getByLabel('Confirm password').fill(PASSWORD);
  await form.getByLabel('City').fill('Quezon City');
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByText("You're on the free trial")).toBeVisible();

  const token = await page.evaluate(() => localStorage.getItem('crimreview_token'));
  expect(token).toBeTruthy();
  const menu = await openAccountMenu(page);
  await expect(menu.getByText(email)).toBeVisible();
  await expect(menu.getByTestId('subscription-badge')).toHaveText('Trial');
  await page.keyboard.press('Escape');

  await logOut(page);
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('crimreview_token'))).toBeNull();
  const me = await request.get('/api/auth/me', { headers: { Authorization: `Bearer ${token}` } });
  expect(me.status()).toBe(401);
});

test('toggling between sign-in and sign-up clears the form', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('form', { name: 'Sign in' }).getByLabel('Email').fill('someone@example.com');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByRole('tab', { name: 'Sign In' }).click();
  await expect(page.getByRole('form', { name: 'Sign in' }).getByLabel('Email')).toHaveValue('');
});

test('a signed-out visit to /dashboard returns there after login', async ({ page }) => {
  const user = createUser('returning', { verified: true });
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await fillLogin(page, user.email, user.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Sign in' })).toHaveCount(0);
});

test('a verified learner lands on /newsfeed after a plain login', async ({ page }) => {
  const user = createUser('verified', { verified: true });
  await signIn(page, user.email, user.password);
  await expect(page).toHaveURL(/\/newsfeed$/);
});

test('a wrong password shows the server detail', async ({ page }) => {
  const user = createUser('wrongpw');
  await page.goto('/login');
  await fillLogin(page, user.email, 'not-the-password-1');
  await expect(toast(page, 'Login failed')).toBeVisible();
  await expect(toast(page, 'Invalid email or password')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('forgot password: mail in the outbox, reset, log in with the new password', async ({ page }) => {
  const user = createUser('forgot');
  await page.goto('/forgot-password');
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('Please enter your email address')).toBeVisible();
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();

  const link = new URL(await readResetLink(user.email));
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
  const newPassword = 'Brand-new-pass-77';
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill('different-pass-77');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('heading', { name: 'Password Reset Complete!' })).toBeVisible();

  await page.getByRole('link', { name: 'Go to Login' }).click();
  await fillLogin(page, user.email, user.password);
  await expect(toast(page, 'Invalid email or password')).toBeVisible();
  await fillLogin(page, user.email, newPassword);
  await expect(page).toHaveURL(/\/dashboard$/);

  // The link is single-use.
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page).toHaveURL(/\/forgot-password$/);
});

test('a plan chosen while signed out is resumed after login', async ({ page }) => {
  const user = createUser('planner');
  await page.goto('/pricing');
  await page.getByRole('button', { name: 'Yearly' }).click();
  await page.getByRole('button', { name: 'Choose Pro, yearly' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await fillLogin(page, user.email, user.password);
  await expect(page).toHaveURL(/\/payment\?plan=pro&cycle=yearly$/);
  await expect(page.getByText('₱12,990', { exact: true })).toBeVisible();

  await page.goto('/payment?plan=platinum');
  await expect(page.getByRole('heading', { name: 'Invalid Plan' })).toBeVisible();
});

test('profile: edit details and change the password', async ({ page }) => {
  const user = createUser('profile');
  await signIn(page, user.email, user.password);
  await page.goto('/profile');
  const details = page.getByRole('form', { name: 'Your details' });
  await details.getByLabel('Full name').fill('Juan Dela Cruz');
  await details.getByLabel('Team number').fill('T-7');
  await details.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, 'Profile updated')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Juan Dela Cruz' })).toBeVisible();
  await expect(details.getByLabel('Team number')).toHaveValue('T-7');

  const change = page.getByRole('form', { name: 'Change password' });
  await change.getByLabel('Current password').fill('wrong-current-pass');
  await change.getByLabel('New password', { exact: true }).fill('Another-pass-2026');
  await change.getByLabel('Confirm new password').fill('Another-pass-2026');
  await change.getByRole('button', { name: 'Change password' }).click();
  await expect(toast(page, 'Current password is incorrect')).toBeVisible();
  await change.getByLabel('Current password').fill(user.password);
  await change.getByRole('button', { name: 'Change password' }).click();
  await expect(toast(page, 'Password changed')).toBeVisible();
});
