import { expect, type Locator, test } from '@playwright/test';
import { PASSWORD } from './helpers/env';
import { isPhone } from './helpers/ui';
import { createUser, uniqueEmail } from './helpers/users';

/** Small defects of issue 10 item 14 that a test can assert (the rest: a11y.spec, unit tests). */

async function overlaps(a: Locator, b: Locator): Promise<boolean> {
  const [x, y] = [await a.boundingBox(), await b.boundingBox()];
  if (!x || !y) return false;
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
}

test('after sign-up one toast shows, below the logo and the menu', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const form = page.getByRole('form', { name: 'Create account' });
  await form.getByLabel('Full name').fill('Ana Reyes');
  await form.getByLabel('Email').fill(uniqueEmail('toast'));
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByLabel('Confirm password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  const toasts = page.locator('[data-sonner-toast]:not([data-removed="true"])');
  await expect(toasts.first()).toBeVisible();
  await page.waitForTimeout(1000);
  await expect(toasts).toHaveCount(1);
  const header = page.getByRole('banner');
  const logo = header.getByRole('link').first();
  expect(await overlaps(toasts.first(), logo)).toBe(false);
  if (isPhone(page))
    expect(await overlaps(toasts.first(), page.getByRole('button', { name: 'Open menu' }))).toBe(false);
});

test('/test-results without a test shows a dash for the average and the best score', async ({ page }) => {
  const learner = createUser('noresults');
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(learner.email);
  await form.getByLabel('Password').fill(learner.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/test-results');
  const summary = page.getByTestId('results-summary');
  await expect(summary.getByText('Total tests')).toBeVisible();
  await expect(summary).not.toContainText('0.0%');
  await expect(summary).toContainText('Average score—');
  await expect(summary).toContainText('Best score—');
});
