import { expect, type Page, test } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './helpers/env';
import { signIn } from './helpers/ui';
import { createUser } from './helpers/users';

/**
 * Early data (issue 17): opened signed in, a page's first API reads start from the
 * route-preload script, before the app shell has downloaded (routes.tsx `early`). The page
 * must take every one of them, and none may be asked twice: an `early` URL the page does not
 * ask for exactly would cost a learner's data for nothing.
 */
async function openAndCheck(page: Page, path: string, heading: RegExp) {
  await page.goto('about:blank'); // nothing of the previous page is counted
  const reads: string[] = [];
  const onRequest = (r: { method(): string; url(): string }) => {
    const url = new URL(r.url());
    if (r.method() === 'GET' && url.pathname.startsWith('/api/') && !url.pathname.startsWith('/api/media/'))
      reads.push(url.pathname + url.search);
  };
  page.on('request', onRequest);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  const untaken = () =>
    page.evaluate(() => {
      const early = (window as unknown as { __crimreviewEarly?: { responses: object } | null })
        .__crimreviewEarly;
      return early ? Object.keys(early.responses) : ['(no early reads were started)'];
    });
  await expect.poll(untaken).toEqual([]);
  page.off('request', onRequest);
  const repeated = reads.filter(
    (url, i) => reads.indexOf(url) !== i && !url.startsWith('/api/notifications'),
  );
  expect(repeated, `asked twice on ${path}: ${reads.join(', ')}`).toEqual([]);
  expect(reads).toContain('/api/auth/me');
}

test("a learner's pages take every early read and ask nothing twice", async ({ page }) => {
  const learner = createUser('early', { verified: true, paymentVerified: true, subscription: 'premium' });
  await signIn(page, learner.email, learner.password);
  await openAndCheck(page, '/courses', /Video Courses/);
  await openAndCheck(page, '/dashboard', /Welcome back/);
  await openAndCheck(page, '/practice', /Practice/);
  await openAndCheck(page, '/newsfeed', /Newsfeed/);
});

test('the admin panel takes its early reads and asks nothing twice', async ({ page }) => {
  await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await openAndCheck(page, '/admin', /Admin/);
});
