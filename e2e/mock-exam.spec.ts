import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './helpers/axe';
import { adminToken, ensureQuestionPool } from './helpers/content';
import { signIn } from './helpers/ui';
import { createUser } from './helpers/users';

/**
 * Issue 18 item 3: a Pro learner sits a short-form mock board exam. The DEMO=false server
 * gets a small pool in every board area, so each sitting is as long as the pool (the page
 * says so); the journey answers some items, reloads mid-area, and submits each area itself
 * (no clock is shortened: the deadline stays the server's).
 */
const AREAS = [
  'criminal-law',
  'law-enforcement',
  'criminalistics',
  'criminal-investigation',
  'criminal-sociology',
  'correctional-administration',
];

// axe is injected as a script: let the page's Content-Security-Policy allow it in this spec only.
test.use({ bypassCSP: true });

async function answerByKeyboard(page: Page, letter: string) {
  const option = page.locator(`fieldset input[value="${letter}"]`);
  await option.focus();
  await page.keyboard.press('Space');
  await expect(option).toBeChecked();
}

async function submitArea(page: Page) {
  await page.getByRole('button', { name: 'Submit area' }).last().click();
  const confirm = page.getByRole('dialog', { name: 'Submit this area?' });
  await confirm.getByRole('button', { name: 'Submit area' }).click();
}

test('a learner sits a short-form mock exam, reloads mid-area, finishes, reads the report card and reviews an area', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const admin = await adminToken(request);
  for (const area of AREAS) await ensureQuestionPool(request, admin, area, 1, `Mock ${area}`);
  const learner = createUser('mock', {
    verified: true,
    paymentVerified: true,
    subscription: 'pro',
    days: 30,
  });
  await signIn(page, learner.email, learner.password);

  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Mock board exam' }).click();
  await expect(page).toHaveURL(/\/mock-exam$/);
  await expect(page.getByRole('heading', { name: 'Mock board exam', level: 1 })).toBeVisible();
  await expect(page.getByRole('radio', { name: /Short form/ })).toBeChecked();
  await page.waitForLoadState('networkidle');
  await expectAccessible(page, '/mock-exam (choosing the form)');
  await page.getByRole('button', { name: 'Start mock exam' }).click();

  await expect(page.getByRole('heading', { name: 'Next: area 1 of 6' })).toBeVisible();
  await expectAccessible(page, '/mock-exam (between areas)');
  await page.getByRole('button', { name: 'Start area' }).click();
  await expect(
    page.getByRole('heading', { name: 'Mock board exam — Criminal Law and Jurisprudence' }),
  ).toBeVisible();
  await expect(page.getByRole('timer')).toContainText(/^\s*(23:00|22:5\d)/);
  await answerByKeyboard(page, 'B');
  await page.getByRole('button', { name: 'Next' }).click();
  await answerByKeyboard(page, 'C');
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-status', 'saved');

  // A reload mid-area resumes it at once, with the answers saved and the server's clock.
  await page.reload();
  await expect(
    page.getByRole('heading', { name: 'Mock board exam — Criminal Law and Jurisprudence' }),
  ).toBeVisible();
  const navigator = page.getByRole('navigation', { name: 'Question navigator' });
  const answered = navigator.getByText(/^2 of \d+ answered/);
  await expect(answered).toBeVisible();
  // The bank other journeys share grows while they run: the area may or may not fill its 20 items.
  const drawn = Number((await answered.textContent())?.match(/of (\d+)/)?.[1]);
  await expect(page.locator('fieldset input[value="B"]')).toBeChecked();
  await navigator.getByRole('button', { name: /^Question 3,/ }).click();
  await answerByKeyboard(page, 'A');
  await submitArea(page);

  // Between areas the clock stops; the small pool is said, not hidden.
  await expect(page.getByRole('heading', { name: 'Next: area 2 of 6' })).toBeVisible();
  // The submitted area links to its review; no area not yet submitted does.
  const areasList = page.getByRole('list', { name: 'Areas of this mock exam' });
  await expect(areasList.getByRole('link', { name: /^Review answers/ })).toHaveCount(1);
  await expect(
    areasList.getByRole('link', { name: 'Review answers: Criminal Law and Jurisprudence' }),
  ).toBeVisible();
  const shortNote = page.getByText(/The bank has only \d+ items in this area/);
  if (drawn < 20) await expect(shortNote.first()).toBeVisible();
  else await expect(shortNote).toHaveCount(0);
  for (let n = 2; n <= 6; n++) {
    await expect(page.getByRole('heading', { name: `Next: area ${n} of 6` })).toBeVisible();
    await page.getByRole('button', { name: 'Start area' }).click();
    await expect(page.getByRole('heading', { name: /^Mock board exam — / })).toBeVisible();
    await submitArea(page);
  }

  await expect(page.getByRole('heading', { name: 'Report card' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Rating per board area' });
  await expect(table.getByRole('row')).toHaveCount(8); // header, six areas, weighted average
  await expect(table.getByRole('row', { name: /Criminal Law and Jurisprudence/ })).toContainText(
    /\d+\/\d+.*\d+(\.\d)?%/,
  );
  const report = page.getByRole('region', { name: /^Mock exam of / });
  await expect(report.getByText('Did not pass')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectAccessible(page, '/mock-exam (report card)');
  await expect(page.getByRole('heading', { name: 'Past mock exams' })).toBeVisible();

  // The report card opens an area's review: each question with the answer given and the key.
  const reviewLink = table.getByRole('link', { name: 'Review answers: Criminal Law and Jurisprudence' });
  await reviewLink.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/mock-exam\?review=[\w-]+&area=1$/);
  await expect(
    page.getByRole('heading', { name: 'Mock board exam — Criminal Law and Jurisprudence', level: 1 }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Review your answers' })).toBeVisible();
  const items = page.getByTestId('review-item');
  const count = await items.count();
  expect(count).toBeGreaterThan(2);
  await expect(page.getByText('Correct answer', { exact: true })).toHaveCount(count);
  await expect(items.first().locator('li', { hasText: 'Your answer' })).toContainText(/^B\./);
  await expect(items.nth(1).locator('li', { hasText: 'Your answer' })).toContainText(/^C\./);
  await expect(page.getByRole('heading', { name: 'Your weakest topics' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
  await page.waitForLoadState('networkidle');
  await expectAccessible(page, '/mock-exam (area review)');
  await page.getByRole('link', { name: 'Back to the mock exam' }).click();
  await expect(page.getByRole('heading', { name: 'Past mock exams' })).toBeVisible();
});

test('a Premium learner sees what the mock exam is and where to upgrade', async ({ page }) => {
  const learner = createUser('nomock', {
    verified: true,
    paymentVerified: true,
    subscription: 'premium',
    days: 30,
  });
  await signIn(page, learner.email, learner.password);
  await page.goto('/mock-exam');
  await expect(page.getByText('Part of the Pro plan')).toBeVisible();
  await expect(page.getByRole('link', { name: 'See the plans' })).toHaveAttribute('href', '/pricing');
});
