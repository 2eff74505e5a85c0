import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { adminToken, ensureQuestionPool } from './helpers/content';
import { ADMIN_EMAIL, ADMIN_PASSWORD, PASSWORD } from './helpers/env';
import { readMail } from './helpers/outbox';
import { signIn, toast } from './helpers/ui';
import { uniqueEmail } from './helpers/users';

/**
 * Issue 12's journey: a new learner pays for Premium yearly by GCash with a reference and a
 * receipt screenshot, an administrator accepts it from the payments tab, the learner is signed
 * out by the verification poll, signs in again and starts a practice test; the approval email
 * is in the outbox.
 */

const CARD = /Special Penal Laws, Basic/;

test.beforeAll(async ({ request }) => {
  const token = await adminToken(request);
  const settings = await request.put('/api/admin/settings', {
    headers: { Authorization: `Bearer ${token}` },
    data: { gcash_number: '0917 555 0101', gcash_account_name: 'CrimReview E2E Center' },
  });
  expect(settings.ok(), await settings.text()).toBeTruthy();
  await ensureQuestionPool(request, token, 'criminal-law', 6, 'E2E payments');
});

test('a learner pays Premium yearly by GCash, an administrator approves, the learner takes a test', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('payer');
  const name = `Paying Learner ${Date.now() % 100000}`;
  const reference = `${Date.now()}`.slice(-13).padStart(13, '7');

  // Sign up → /pricing → Premium yearly.
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const form = page.getByRole('form', { name: 'Create account' });
  await form.getByLabel('Full name').fill(name);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByLabel('Confirm password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await page.getByRole('button', { name: 'Yearly' }).click();
  await page.getByRole('button', { name: 'Choose Premium, yearly' }).click();
  await expect(page).toHaveURL(/\/payment\?plan=premium&cycle=yearly/);

  // Create the payment: the instructions with the number, the amount and the CRIM- reference.
  await page.getByRole('button', { name: /Pay ₱8,990 with GCash/ }).click();
  await expect(page.getByText('09175550101', { exact: true })).toBeVisible();
  await expect(page.getByText('CrimReview E2E Center', { exact: true })).toBeVisible();
  await expect(page.getByText(/^CRIM-[0-9A-F]{8}$/)).toBeVisible();
  await expect(page.getByRole('img', { name: /QR code of the GCash number/ })).toBeVisible();

  // The spec's validation, then a reference with spaces and a receipt screenshot.
  await page.getByRole('button', { name: 'Submit payment for verification' }).click();
  await expect(toast(page, 'Missing Information')).toBeVisible();
  await page
    .getByLabel('GCash reference number')
    .fill(`${reference.slice(0, 4)} ${reference.slice(4, 7)} ${reference.slice(7)}`);
  const png = await sharp({ create: { width: 40, height: 60, channels: 3, background: '#0a6cff' } })
    .png()
    .toBuffer();
  await page
    .getByLabel(/Receipt screenshot/)
    .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByRole('img', { name: 'Preview of your receipt screenshot' })).toBeVisible();
  await page.getByRole('button', { name: 'Submit payment for verification' }).click();
  await expect(page.getByText('Payment pending verification')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Payment pending verification')).toBeVisible();

  // An administrator accepts it from the payments tab.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, ADMIN_EMAIL, ADMIN_PASSWORD);
  // The navigation bar's verification dropdown leads to the user-verification tab, which lists the new learner.
  await admin.getByRole('button', { name: /^Verification requests/ }).click();
  await expect(admin.getByText('User Verification Requests')).toBeVisible();
  await admin.getByRole('menuitem', { name: 'Manage All Verification Requests' }).click();
  await expect(admin).toHaveURL(/\/admin#user-verification$/);
  await expect(
    admin.getByRole('list', { name: 'Pending verification requests' }).getByText(name),
  ).toBeVisible();
  await admin.goto('/admin#payments');
  await expect(admin.getByText(reference).first()).toBeVisible();
  await admin.getByRole('button', { name: `Accept: ${name}` }).click();
  const dialog = admin.getByRole('dialog', { name: 'Accept payment' });
  await expect(dialog.getByText(reference)).toBeVisible();
  await dialog.getByRole('button', { name: 'Accept payment' }).click();
  await expect(toast(admin, 'Payment Approved')).toBeVisible();
  await adminContext.close();

  // The learner's verification poll signs them out with the verified notice.
  await expect(page).toHaveURL(/\/login/, { timeout: 20_000 });
  await expect(toast(page, 'Account Verified!')).toBeVisible();
  await signIn(page, email, PASSWORD);
  await page.goto('/practice');
  await page.getByRole('button', { name: CARD }).click();
  await expect(page.getByText('Question 1 of 15')).toBeVisible();

  // The approval email with the plan.
  const mail = await readMail(email, 'payment is approved');
  expect(mail).toContain('Premium');
});
