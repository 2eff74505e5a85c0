import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD, PASSWORD } from './helpers/env';
import { signIn } from './helpers/ui';
import { createUser } from './helpers/users';

/**
 * Practice-test journeys. The server runs with DEMO=false, so the spec builds its own
 * question pool through the admin API: 16 questions for "Court Testimony — Basic" (a basic
 * test draws 15), with a known key.
 */
const TEST_ID = 'criminal-law-5-basic';
const CARD = /Court Testimony, Basic/;
const LETTERS = ['A', 'B', 'C', 'D'] as const;
const POOL = Array.from({ length: 16 }, (_, i) => ({
  question: `E2E court testimony question ${i + 1}: which option is number ${(i % 4) + 1}?`,
  options: LETTERS.map((l, j) => `Option ${l} (number ${j + 1}) for item ${i + 1}`),
  correct: LETTERS[i % 4],
  explanation: `Explanation for item ${i + 1}.`,
}));
const keyOf = (text: string) => POOL.find((q) => q.question === text)?.correct;

async function tokenOf(request: APIRequestContext, email: string, password: string): Promise<string> {
  const res = await request.post('/api/auth/login', { data: { email, password } });
  expect(res.ok()).toBeTruthy();
  return (await res.json()).access_token;
}

test.beforeAll(async ({ request }) => {
  const token = await tokenOf(request, ADMIN_EMAIL, ADMIN_PASSWORD);
  for (const q of POOL) {
    const res = await request.post('/api/admin/questions', {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        board_area: 'criminal-law',
        subject_index: 5,
        difficulty_level: 'basic',
        question: q.question,
        options: q.options,
        correct_answer: q.correct,
        explanation: q.explanation,
      },
    });
    // Another worker may have created it already.
    expect([201, 409]).toContain(res.status());
  }
});

const paidLearner = (prefix: string) =>
  createUser(prefix, { verified: true, paymentVerified: true, subscription: 'premium', days: 30 });

/** Answers the question on screen: correctly when `right`, otherwise with a wrong letter. */
async function answerCurrent(page: Page, right: boolean) {
  const legend = page.locator('fieldset legend');
  const text = (await legend.textContent())?.trim() ?? '';
  const key = keyOf(text);
  expect(key, `unknown question on screen: ${text}`).toBeDefined();
  const letter = right ? key! : LETTERS.find((l) => l !== key)!;
  await page.locator('fieldset label', { has: page.locator(`input[value="${letter}"]`) }).click();
  await expect(page.locator(`fieldset input[value="${letter}"]`)).toBeChecked();
}

async function next(page: Page) {
  await page.getByRole('button', { name: 'Next' }).click();
}

test('a verified learner takes a test, reloads in the middle, submits, reviews and finds the result', async ({
  page,
}) => {
  const learner = paidLearner('taker');
  await signIn(page, learner.email, learner.password);
  await page.goto('/practice');
  await expect(page.getByRole('heading', { name: 'Practice Tests' })).toBeVisible();
  await page.getByRole('button', { name: CARD }).click();

  await expect(page).toHaveURL(new RegExp(`test=${TEST_ID}`));
  await expect(page.getByText('Question 1 of 15')).toBeVisible();
  await expect(page.getByRole('timer')).toContainText(/^\s*(20:00|19:5\d)/);
  // Questions 1–5 right, question 3 flagged.
  for (let i = 1; i <= 5; i++) {
    await answerCurrent(page, true);
    if (i === 3) await page.getByRole('button', { name: 'Flag for review' }).click();
    await next(page);
  }
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-status', 'saved');

  await page.reload();
  await expect(page.getByText('Question 1 of 15')).toBeVisible();
  const navigator = page.getByRole('navigation', { name: 'Question navigator' });
  await expect(navigator.getByText('5 of 15 answered · 1 flagged')).toBeVisible();
  await expect(navigator.getByRole('button', { name: 'Question 3, answered, flagged' })).toBeVisible();
  await expect(page.getByRole('timer')).not.toContainText('20:00');

  // Continue where we were: question 6; 6–8 right, 9–10 wrong, 11–15 unanswered.
  await navigator.getByRole('button', { name: /^Question 6,/ }).click();
  await expect(page.getByText('Question 6 of 15')).toBeVisible();
  for (let i = 6; i <= 10; i++) {
    await answerCurrent(page, i <= 8);
    await next(page);
  }
  await page.getByRole('button', { name: 'Submit Test' }).last().click();
  const confirm = page.getByRole('dialog', { name: 'Submit your test?' });
  await expect(confirm.getByText('You have 5 unanswered questions')).toBeVisible();
  await confirm.getByRole('button', { name: 'Submit Test' }).click();

  await expect(page).toHaveURL(/result=/);
  await expect(page.getByTestId('result-score')).toHaveText('53%');
  await expect(page.getByText('Needs Review')).toBeVisible();
  await expect(page.getByText('8 of 15')).toBeVisible();
  const items = page.getByTestId('review-item');
  await expect(items).toHaveCount(15);
  await expect(items.first().getByText('Correct answer')).toBeVisible();
  await expect(items.first().getByText(/Explanation for item \d+\./)).toBeVisible();
  await expect(page.getByText('You did not answer this question.')).toHaveCount(5);

  await page.goto('/test-results');
  await expect(page.getByRole('heading', { name: 'Test Results' })).toBeVisible();
  const results = page.getByRole('list', { name: 'Results' });
  await expect(results.getByText('Court Testimony — Basic')).toBeVisible();
  await expect(results.getByText('53%')).toBeVisible();
  await expect(results.getByText('8 of 15 correct')).toBeVisible();
  await expect(page.getByText('53.0%')).toBeVisible(); // average in the summary

  await page.goto('/practice');
  await expect(page.getByRole('button', { name: /^Completed: Court Testimony, Basic/ })).toBeVisible();
});

test('a trial learner gets the payment-verification alert', async ({ page }) => {
  const trial = createUser('trial');
  await signIn(page, trial.email, trial.password);
  await page.goto('/practice');
  await page.getByRole('button', { name: CARD }).click();
  const alert = page.getByRole('alertdialog', { name: 'Payment verification required' });
  await expect(
    alert.getByText(
      'Payment verification required to access practice tests. Please complete your subscription payment first.',
    ),
  ).toBeVisible();
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/practice$/);
});

test('after an administrator reopens a completed test the learner sees Retake', async ({ page, request }) => {
  const learner = paidLearner('retaker');
  const token = await tokenOf(request, learner.email, PASSWORD);
  const auth = { Authorization: `Bearer ${token}` };
  const started = await (
    await request.get(`/api/content/questions?test_id=${TEST_ID}`, { headers: auth })
  ).json();
  const submitted = await request.post(`/api/practice/attempts/${started.attempt.id}/submit`, {
    headers: auth,
    data: {},
  });
  expect(submitted.ok()).toBeTruthy();
  const me = await (await request.get('/api/auth/me', { headers: auth })).json();

  await signIn(page, learner.email, learner.password);
  await page.goto('/practice');
  await expect(page.getByRole('button', { name: /^Completed: Court Testimony, Basic/ })).toBeVisible();

  const admin = await tokenOf(request, ADMIN_EMAIL, ADMIN_PASSWORD);
  const reopened = await request.post('/api/admin/test-access-control/update', {
    headers: { Authorization: `Bearer ${admin}` },
    data: {
      user_id: me.id,
      test_id: TEST_ID,
      board_area: 'criminal-law',
      difficulty_level: 'basic',
      action: 'reopen',
    },
  });
  expect(reopened.ok()).toBeTruthy();

  await page.reload();
  const retake = page.getByRole('button', { name: /^Retake: Court Testimony, Basic/ });
  await expect(retake).toBeVisible();
  await retake.click();
  const confirm = page.getByRole('dialog', { name: 'Retake this test?' });
  await expect(confirm.getByText('Your previous score was 0%.')).toBeVisible();
  await confirm.getByRole('button', { name: 'Start Retake' }).click();
  await expect(page.getByText('Question 1 of 15')).toBeVisible();
});

test('an offline submit keeps the app and the answers, says so, and submits when the connection returns', async ({
  page,
  context,
}) => {
  const learner = paidLearner('offline');
  await signIn(page, learner.email, learner.password);
  await page.goto('/practice');
  await page.getByRole('button', { name: CARD }).click();
  await expect(page.getByText('Question 1 of 15')).toBeVisible();
  for (let i = 1; i <= 3; i++) {
    await answerCurrent(page, true);
    await next(page);
  }
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-status', 'saved');

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Submit Test' }).last().click();
  await page
    .getByRole('dialog', { name: 'Submit your test?' })
    .getByRole('button', { name: 'Submit Test' })
    .click();
  // The app stays on screen (no white page) and says what happens next.
  await expect(page.getByText(/You are offline/).first()).toBeVisible();
  await expect(page.getByText('Question 4 of 15')).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Question navigator' }).getByText(/3 of 15 answered/),
  ).toBeVisible();

  await context.setOffline(false);
  await expect(page).toHaveURL(/result=/, { timeout: 20_000 });
  await expect(page.getByText('3 of 15')).toBeVisible();
});
