import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  adminToken,
  ensureQuestionPool,
  submitEmptyAttempt,
  tokenOf,
  uploadLecture,
} from './helpers/content';
import { openAccountMenu, signIn } from './helpers/ui';
import { createUser, type TestUser } from './helpers/users';

/**
 * Stored XSS (issue 10, "a suite that keeps this true"): hostile text in every field a page
 * displays, stored through the API as a user or an administrator would, then opened in
 * Chromium. No dialog may fire, nothing may be parsed into elements, and the text must show
 * as text. To cover a new field, add one row to FIELDS.
 */
const PAYLOADS = [
  '<script>alert("xss-script")</script>',
  '<img src=x onerror=alert("xss-img")>',
  'javascript:alert("xss-link")',
  '"><svg onload=alert("xss-svg")>',
] as const;

interface Ctx {
  request: APIRequestContext;
  admin: string;
  learner: TestUser;
  learnerToken: string;
  tag: string;
}

interface Field {
  name: string;
  /** Stores `text` (one payload, tagged) where the field lives. */
  store(ctx: Ctx, text: string): Promise<void>;
  /** Opens the page that displays it and returns where the text must show. */
  show(page: Page, ctx: Ctx, text: string): Promise<ReturnType<Page['getByText']>>;
}

const SUBJECT = 'Special Crime Investigation';
const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

const FIELDS: Field[] = [
  {
    name: 'profile name (profile page)',
    async store({ request, learnerToken }, text) {
      const res = await request.put('/api/auth/me', { headers: auth(learnerToken), data: { name: text } });
      expect(res.ok(), await res.text()).toBeTruthy();
    },
    async show(page, _ctx, text) {
      await page.goto('/profile');
      return page.getByRole('heading', { name: text });
    },
  },
  {
    name: 'profile name (account menu)',
    async store({ request, learnerToken }, text) {
      const res = await request.put('/api/auth/me', { headers: auth(learnerToken), data: { name: text } });
      expect(res.ok(), await res.text()).toBeTruthy();
    },
    async show(page, _ctx, text) {
      await page.goto('/dashboard');
      const menu = await openAccountMenu(page);
      return menu.getByText(text);
    },
  },
  {
    name: 'review center name (sign-up and profile forms)',
    async store({ request, admin }, text) {
      const res = await request.post('/api/admin/review-centers', {
        headers: auth(admin),
        data: { name: text },
      });
      expect(res.status(), await res.text()).toBe(201);
    },
    async show(page, _ctx, text) {
      await page.goto('/profile');
      return page.locator('option').filter({ hasText: text });
    },
  },
  {
    name: 'lecture title and description (course player)',
    async store({ request, admin, tag }, text) {
      await uploadLecture(request, admin, {
        area: 'criminal-investigation',
        subject: SUBJECT,
        n: 1,
        title: `${tag} ${text}`,
        description: `Description ${text}`,
      });
    },
    async show(page, { tag }, text) {
      await page.goto('/course/criminal-investigation');
      await page
        .getByRole('navigation', { name: 'Playlist' })
        .getByRole('button', { name: `${tag} ${text}` })
        .click();
      return page.getByText(`Description ${text}`);
    },
  },
  {
    name: 'question text, options and explanation (results view)',
    async store({ request, admin, tag }, text) {
      // A pool of its own per payload: 16 items of one test (a basic test draws 15).
      const subject = 1 + PAYLOADS.indexOf(text.slice(text.indexOf(' ') + 1) as (typeof PAYLOADS)[number]);
      for (let i = 0; i < 16; i++) {
        const res = await request.post('/api/admin/questions', {
          headers: auth(admin),
          data: {
            board_area: 'criminal-sociology',
            subject_index: subject,
            difficulty_level: 'basic',
            question: `${tag} item ${i} ${text}`,
            options: ['A', 'B', 'C', 'D'].map((l) => `${l} ${i} ${text}`),
            correct_answer: 'A',
            explanation: `Because ${i} ${text}`,
          },
        });
        expect([201, 409]).toContain(res.status());
      }
    },
    async show(page, { request, learnerToken, tag }, text) {
      const subject = 1 + PAYLOADS.indexOf(text.slice(text.indexOf(' ') + 1) as (typeof PAYLOADS)[number]);
      const resultId = await submitEmptyAttempt(request, learnerToken, `criminal-sociology-${subject}-basic`);
      await page.goto(`/practice?result=${resultId}`);
      await expect(page.getByTestId('review-item').first()).toBeVisible();
      return page.getByText(new RegExp(`${tag} item \\d+ ${escapeRegExp(text)}`));
    },
  },
  {
    name: 'newsfeed post text (feed)',
    async store({ request, admin }, text) {
      const res = await request.post('/api/newsfeed/posts', {
        headers: auth(admin),
        multipart: { content: text },
      });
      expect(res.status(), await res.text()).toBe(201);
    },
    async show(page, _ctx, text) {
      await page.goto('/newsfeed');
      return page.getByTestId('newsfeed-post').getByText(text);
    },
  },
  {
    name: 'newsfeed comment (comment list)',
    async store({ request, admin, learnerToken }, text) {
      const post = await request.post('/api/newsfeed/posts', {
        headers: auth(admin),
        multipart: { content: commentedPost(text) },
      });
      expect(post.status(), await post.text()).toBe(201);
      const res = await request.post(`/api/newsfeed/posts/${(await post.json()).id}/comments`, {
        headers: auth(learnerToken),
        data: { content: text },
      });
      expect(res.ok(), await res.text()).toBeTruthy();
    },
    async show(page, _ctx, text) {
      await page.goto('/newsfeed');
      const post = page.getByTestId('newsfeed-post').filter({ hasText: commentedPost(text) });
      await post.getByRole('button', { name: /^Comments \(/ }).click();
      return post.getByRole('list', { name: 'Comments' }).getByText(text);
    },
  },
  {
    name: 'notification title and message (bell, from send-custom)',
    async store({ request, admin, learnerToken }, text) {
      const me = await request.get('/api/auth/me', { headers: auth(learnerToken) });
      const res = await request.post('/api/admin/notifications/send-custom', {
        headers: auth(admin),
        data: { title: text, message: `Message ${text}`, audience: 'user', user_id: (await me.json()).id },
      });
      expect(res.ok(), await res.text()).toBeTruthy();
    },
    async show(page, _ctx, text) {
      await page.goto('/dashboard');
      await page.getByRole('button', { name: /^Notifications/ }).click();
      const popover = page.getByRole('dialog', { name: 'Notifications' });
      // An unread title ends with a hidden " (unread)", so the exact title shows once opening the
      // bell has marked it read, also when the click comes before the list has loaded.
      await expect(popover.getByText(text, { exact: true }).first()).toBeVisible();
      return popover.getByText(`Message ${text}`);
    },
  },
  {
    name: 'payment rejection reason (payment page)',
    async store({ request, admin, learnerToken }, text) {
      const settings = await request.put('/api/admin/settings', {
        headers: auth(admin),
        data: { gcash_number: '0917 555 0101', gcash_account_name: 'CrimReview E2E Center' },
      });
      expect(settings.ok(), await settings.text()).toBeTruthy();
      const created = await request.post('/api/payments/create-payment', {
        headers: auth(learnerToken),
        data: { plan: 'premium', billing_cycle: 'monthly', payment_method: 'gcash' },
      });
      expect(created.status(), await created.text()).toBe(201);
      const payment = await created.json();
      const confirmed = await request.post('/api/payments/confirm-payment', {
        headers: auth(learnerToken),
        data: {
          payment_id: payment.payment_id,
          gcash_reference: String(Date.now()).padStart(13, '9').slice(-13),
          amount: payment.amount,
        },
      });
      expect(confirmed.ok(), await confirmed.text()).toBeTruthy();
      const rejected = await request.put(`/api/payments/admin/verify-payment/${payment.payment_id}`, {
        headers: auth(admin),
        data: { status: 'rejected', notes: text },
      });
      expect(rejected.ok(), await rejected.text()).toBeTruthy();
    },
    async show(page, _ctx, text) {
      await page.goto('/payment');
      return page.getByText(`Reason: ${text}`);
    },
  },
  {
    name: 'question report resolution note (bell)',
    async store({ request, admin, learnerToken }, text) {
      // One graded test; payload n reports its question n (a resolved report closes it)
      const payload = PAYLOADS.indexOf(text.slice(text.indexOf(' ') + 1) as (typeof PAYLOADS)[number]);
      if (payload === 0) {
        await ensureQuestionPool(request, admin, 'correctional-administration', 3, 'XSS reports');
        reportResult = await submitEmptyAttempt(request, learnerToken, 'correctional-administration-3-basic');
      }
      const result = await request.get(`/api/test-results/${reportResult}`, { headers: auth(learnerToken) });
      const questionId = (await result.json()).detailed_results[payload].question_id as string;
      const reported = await request.post('/api/question-reports', {
        headers: auth(learnerToken),
        data: { question_id: questionId, reason: 'typo', comment: text },
      });
      expect(reported.status(), await reported.text()).toBe(201);
      const resolved = await request.post(`/api/admin/question-reports/questions/${questionId}/resolve`, {
        headers: auth(admin),
        data: { note: text },
      });
      expect(resolved.ok(), await resolved.text()).toBeTruthy();
    },
    async show(page, _ctx, text) {
      await page.goto('/dashboard');
      await page.getByRole('button', { name: /^Notifications/ }).click();
      return page.getByRole('dialog', { name: 'Notifications' }).getByText(text);
    },
  },
];

/** The test whose questions the report row reports (one per learner). */
let reportResult = '';

/** The administrator's post a payload is commented on (one per payload). */
const commentedPost = (text: string) =>
  `Post for a comment ${text.slice(0, text.indexOf(' '))} ${PAYLOADS.indexOf(text.slice(text.indexOf(' ') + 1) as (typeof PAYLOADS)[number])}`;

function escapeRegExp(s: string) {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

test.describe.configure({ mode: 'serial' });

for (const field of FIELDS) {
  test(`stored XSS: ${field.name} shows hostile text as text`, async ({ page, request }, testInfo) => {
    test.setTimeout(120_000);
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    const learner = createUser('xss', {
      verified: true,
      paymentVerified: true,
      subscription: 'premium',
      days: 30,
    });
    const ctx: Ctx = {
      request,
      admin: await adminToken(request),
      learner,
      learnerToken: await tokenOf(request, learner.email, learner.password),
      tag: `X${testInfo.project.name}${Date.now().toString(36)}`,
    };
    await signIn(page, learner.email, learner.password);
    for (const payload of PAYLOADS) {
      const text = `${ctx.tag} ${payload}`;
      await field.store(ctx, text);
      const shown = await field.show(page, ctx, text);
      await expect(shown.first(), `${field.name}: ${payload}`).toBeAttached();
      // Nothing of the payload became an element or a live link.
      await expect(page.locator('img[src="x"], svg[onload], a[href^="javascript:"]')).toHaveCount(0);
      await expect(page.locator('script', { hasText: 'xss-' })).toHaveCount(0);
    }
    expect(dialogs).toEqual([]);
  });
}
