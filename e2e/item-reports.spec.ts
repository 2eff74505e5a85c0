import { expect, test } from '@playwright/test';
import { adminToken, ensureQuestionPool, submitEmptyAttempt, tokenOf } from './helpers/content';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './helpers/env';
import { signIn } from './helpers/ui';
import { createUser } from './helpers/users';

// one test per viewport, each on its own pool, so the two runs never resolve each other's report
const SUBJECT: Record<string, number> = { phone: 1, desktop: 2 };

test('a learner reports a question from the review; an administrator resolves it; the bell tells the learner', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const subject = SUBJECT[testInfo.project.name] ?? 2;
  await ensureQuestionPool(
    request,
    await adminToken(request),
    'correctional-administration',
    subject,
    `Report ${subject}`,
  );
  const learner = createUser('reporter', {
    verified: true,
    paymentVerified: true,
    subscription: 'premium',
    days: 30,
  });
  const resultId = await submitEmptyAttempt(
    request,
    await tokenOf(request, learner.email, learner.password),
    `correctional-administration-${subject}-basic`,
  );

  // the learner reports the first reviewed question, by keyboard
  await signIn(page, learner.email, learner.password);
  await page.goto(`/practice?result=${resultId}`);
  const first = page.getByTestId('review-item').first();
  const questionText = ((await first.getByRole('heading').textContent()) ?? '')
    .replace(/^1\.\s*/, '')
    .replace(/\s*\(.*\)$/, '');
  await first.getByRole('button', { name: 'Report question 1' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report question 1' });
  await dialog.getByRole('radio', { name: 'Wrong answer key' }).check();
  await dialog.getByLabel(/Comment/).fill('Option B is right under the current rules.');
  await dialog.getByRole('button', { name: 'Send report' }).press('Enter');
  await expect(first.getByText(/your report was sent/)).toBeVisible();

  // an administrator finds it in the content manager's Reports tab and resolves it
  const adminContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const admin = await adminContext.newPage();
  await signIn(admin, ADMIN_EMAIL, ADMIN_PASSWORD);
  await admin.goto('/content-manager#reports');
  await expect(admin.getByRole('heading', { name: 'Reported questions' })).toBeVisible();
  const row = admin.getByText(questionText, { exact: true }).first();
  await expect(row).toBeVisible();
  await admin.getByRole('button', { name: `Review: ${questionText.slice(0, 60)}` }).click();
  const review = admin.getByRole('dialog', { name: 'Reported question' });
  await expect(review.getByText('Option B is right under the current rules.')).toBeVisible();
  await expect(review.getByText('Wrong answer key')).toBeVisible();
  await expect(review.getByText(/not enough responses \(\d+\)/)).toBeVisible();
  await review
    .getByLabel('Note to the reporters')
    .fill('Checked: the key stays A; the explanation now cites the rule.');
  await review.getByRole('button', { name: 'Resolve' }).click();
  await expect(review).toBeHidden();

  // the item analysis lists the question, below the 30-response floor, filtered to its test
  await admin.getByRole('tab', { name: 'Item Analysis' }).click();
  await expect(admin.getByRole('heading', { name: 'Item analysis' })).toBeVisible();
  await admin.getByLabel('Test').selectOption(`correctional-administration-${subject}-basic`);
  await expect(admin.getByText(questionText, { exact: true }).first()).toBeVisible();
  await expect(admin.getByText(/not enough responses \(\d+\)/).first()).toBeVisible();
  await expect(admin.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  await adminContext.close();

  // the learner's bell shows the resolution
  await page.reload();
  const bell = page.getByRole('button', { name: /^Notifications, \d+ unread/ });
  await expect(bell).toBeVisible();
  await bell.click();
  const popover = page.getByRole('dialog', { name: 'Notifications' });
  await expect(popover.getByText('Your question report was resolved')).toBeVisible();
  await expect(popover.getByText(/the key stays A/)).toBeVisible();
});
