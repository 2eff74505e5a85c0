import { randomBytes } from 'node:crypto';
import { type APIRequestContext, expect, test } from '@playwright/test';
import sharp from 'sharp';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './helpers/env';
import { signIn } from './helpers/ui';
import { createUser } from './helpers/users';

/**
 * Issue 11: an administrator posts with two images; a verified learner sees the post, walks
 * the image viewer by keyboard and comments; the learner's bell rises when the administrator
 * sends a custom notification while the page is open (the live stream), and falls once opened.
 */

const png = (color: string) =>
  sharp({ create: { width: 320, height: 200, channels: 3, background: color } })
    .png()
    .toBuffer();

async function login(request: APIRequestContext, email: string, password: string) {
  const res = await request.post('/api/auth/login', { data: { email, password } });
  expect(res.ok()).toBe(true);
  const body = await res.json();
  return { headers: { authorization: `Bearer ${body.access_token}` }, id: body.user.id as string };
}

test('an admin posts two images; a learner views them by keyboard, comments, and the bell goes live', async ({
  browser,
  page,
  request,
}) => {
  const tag = randomBytes(3).toString('hex');
  const text = `Mock board exam on Saturday ${tag}\nDetails: https://example.com/mock-${tag}`;

  // The administrator posts from /newsfeed with two images.
  await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await page.goto('/newsfeed');
  await expect(page.getByText('Hello, welcome to our review community!')).toBeVisible();
  await page.getByRole('button', { name: 'Create a post' }).click();
  await page.getByLabel('What would you like to share?').fill(text);
  await page.getByLabel('Add images').setInputFiles([
    { name: 'red.png', mimeType: 'image/png', buffer: await png('#b91c1c') },
    { name: 'blue.png', mimeType: 'image/png', buffer: await png('#1d4ed8') },
  ]);
  await expect(page.getByRole('list', { name: 'Selected images' }).getByRole('listitem')).toHaveCount(2);
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Create a post' })).toBeVisible({ timeout: 30_000 });
  const adminPost = page.getByTestId('newsfeed-post').filter({ hasText: `Saturday ${tag}` });
  await expect(adminPost).toBeVisible();

  // A verified learner, in their own browser, sees it.
  const learner = createUser('feedreader', {
    verified: true,
    paymentVerified: true,
    subscription: 'premium',
    days: 30,
  });
  const context = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const lp = await context.newPage();
  await signIn(lp, learner.email, learner.password);
  await lp.goto('/newsfeed');
  const post = lp.getByTestId('newsfeed-post').filter({ hasText: `Saturday ${tag}` });
  await expect(post).toBeVisible();
  await expect(post.getByRole('link', { name: `https://example.com/mock-${tag}` })).toHaveAttribute(
    'target',
    '_blank',
  );

  // The viewer: open the first image, walk with the arrow keys (wrapping), Escape closes.
  const first = post.getByRole('button', { name: 'Open image 1 of 2' });
  await first.click();
  const viewer = lp.getByRole('dialog');
  await expect(viewer.getByRole('img', { name: /Attachment 1 of 2/ })).toBeVisible();
  await lp.keyboard.press('ArrowRight');
  await expect(viewer.getByRole('img', { name: /Attachment 2 of 2/ })).toBeVisible();
  await lp.keyboard.press('ArrowRight');
  await expect(viewer.getByRole('img', { name: /Attachment 1 of 2/ })).toBeVisible();
  await lp.keyboard.press('ArrowLeft');
  await expect(viewer.getByRole('img', { name: /Attachment 2 of 2/ })).toBeVisible();
  await lp.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(first).toBeFocused();

  // Comments load on expansion; a comment is added as plain text.
  await post.getByRole('button', { name: 'Comments (0)' }).click();
  await expect(post.getByText('No comments yet. Be the first to comment.')).toBeVisible();
  await post.getByLabel('Write a comment').fill(`<b>Thanks</b> ${tag}`);
  await post.getByRole('button', { name: 'Comment', exact: true }).click();
  await expect(post.getByRole('list', { name: 'Comments' }).getByText(`<b>Thanks</b> ${tag}`)).toBeVisible();

  // The bell: the learner's page stays open while the administrator sends a custom notification.
  const bell = lp.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toBeVisible();
  const { id: learnerId } = await login(request, learner.email, learner.password);
  const admin = await login(request, ADMIN_EMAIL, ADMIN_PASSWORD);
  await lp.waitForTimeout(1000); // the stream is open (its token fetched) well within this
  const sent = await request.post('/api/admin/notifications/send-custom', {
    headers: admin.headers,
    data: {
      title: `Schedule ${tag}`,
      message: 'The mock exam starts at 8 AM.',
      audience: 'user',
      user_id: learnerId,
    },
  });
  expect(sent.ok()).toBe(true);
  const badge = lp.getByTestId('notification-badge');
  await expect(badge).toHaveText(/^[1-9]/, { timeout: 2500 });

  await bell.click();
  const popover = lp.getByRole('dialog', { name: 'Notifications' });
  await expect(popover.getByText(`Schedule ${tag}`)).toBeVisible();
  await expect(badge).toBeHidden();
  await popover.getByRole('button', { name: 'Close' }).click();
  await expect(popover).toBeHidden();
  await expect(bell).toBeFocused();
  await lp.reload();
  await expect(lp.getByRole('button', { name: /^Notifications/ })).toBeVisible();
  await expect(lp.getByTestId('notification-badge')).toBeHidden();
  await context.close();
});
