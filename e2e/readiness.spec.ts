import { expect, test } from '@playwright/test';
import { signIn } from './helpers/ui';
import { createUser } from './helpers/users';

test('a learner opens the board readiness report from the dashboard and is told what it needs', async ({
  page,
}) => {
  const learner = createUser('ready', {
    verified: true,
    paymentVerified: true,
    subscription: 'premium',
    days: 30,
  });
  await signIn(page, learner.email, learner.password);
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Board readiness' }).click();
  await expect(page).toHaveURL(/\/readiness$/);
  await expect(page.getByRole('heading', { name: 'Board readiness', level: 1 })).toBeVisible();
  await expect(page.getByText('Not enough results yet')).toBeVisible();
  // One card per board area, each with its weight and an accessible bar.
  await expect(page.getByText(/% of the exam$/)).toHaveCount(6);
  await expect(page.getByRole('img', { name: /no graded test yet/ })).toHaveCount(6);
  await page.getByRole('link', { name: 'Take a practice test' }).click();
  await expect(page).toHaveURL(/\/practice/);
});

test('a learner opens the review deck from the dashboard and sets an exam date', async ({ page }) => {
  const learner = createUser('deck', {
    verified: true,
    paymentVerified: true,
    subscription: 'premium',
    days: 30,
  });
  await signIn(page, learner.email, learner.password);
  await page.goto('/dashboard');
  await page.getByRole('link', { name: /Review deck \(0 due today\)/ }).click();
  await expect(page.getByRole('heading', { name: 'Review deck', level: 1 })).toBeVisible();
  await expect(page.getByText('Nothing to review right now')).toBeVisible();
  await page.getByLabel('Your exam date').fill('2099-06-01');
  await page.getByRole('button', { name: 'Save date' }).click();
  await expect(page.getByRole('button', { name: 'Save date' })).toBeEnabled();
  await page.reload();
  await expect(page.getByLabel('Your exam date')).toHaveValue('2099-06-01');
});
