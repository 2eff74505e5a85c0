import fs from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './helpers/env';
import { signIn } from './helpers/ui';
import { createUser } from './helpers/users';

/**
 * Video courses journey. The server runs with DEMO=false, so the spec uploads its own two
 * lectures through the admin API, into a board area of its own per browser project (the
 * phone and desktop runs share one server).
 */
const AREAS: Record<string, { id: string; subject: string }> = {
  phone: { id: 'correctional-administration', subject: 'Institutional Corrections' },
  desktop: { id: 'criminal-sociology', subject: 'Introduction to Criminology' },
};
const LECTURE = (n: number) => path.resolve('content/media/videos', `criminal-law-${n}.mp4`);

interface Uploaded {
  id: string;
  title: string;
  course_id: number;
}

async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/auth/login', {
    data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
  });
  expect(res.ok()).toBeTruthy();
  return (await res.json()).access_token;
}

async function uploadLecture(
  request: APIRequestContext,
  token: string,
  area: string,
  subject: string,
  n: number,
) {
  const res = await request.post('/api/admin/simple-upload-video', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      title: `E2E lecture ${n} (${area})`,
      description: `Lesson ${n} uploaded by the courses journey.`,
      board_area: area,
      subject,
      lesson_number: String(n),
      difficulty_level: 'basic',
      file: { name: `lecture-${n}.mp4`, mimeType: 'video/mp4', buffer: fs.readFileSync(LECTURE(n)) },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as Uploaded;
}

async function statValue(page: Page, testId: string): Promise<string> {
  const value = page.getByTestId(`${testId}-value`);
  await expect(value).toBeVisible();
  return (await value.textContent())?.trim() ?? '';
}

test('a learner plays a lecture, marks it complete, sees the dashboard change and the next lesson unlock', async ({
  page,
  request,
}, testInfo) => {
  const area = AREAS[testInfo.project.name] ?? AREAS.desktop!;
  const token = await adminToken(request);
  const first = await uploadLecture(request, token, area.id, area.subject, 1);
  const second = await uploadLecture(request, token, area.id, area.subject, 2);
  expect(second.course_id).toBe(first.course_id);

  const learner = createUser('courses');
  await signIn(page, learner.email, learner.password);

  // Before: no study time, no lessons; on the lesson path lesson 2 is locked.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: /Welcome back/ })).toBeVisible();
  expect(await statValue(page, 'stat-study-time')).toBe('0 s');
  expect(await statValue(page, 'stat-lessons')).toBe('0');

  await page.goto(`/study/${first.course_id}`);
  await expect(page.getByRole('button', { name: `Lesson 1: ${first.title} (Unlocked)` })).toBeEnabled();
  await expect(page.getByRole('button', { name: `Lesson 2: ${second.title} (Locked)` })).toBeDisabled();

  // Play lesson 1 in the course player for a few seconds, then pause.
  await page.goto(`/course/${area.id}`);
  await expect(page.getByText('Select a video to start learning')).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Playlist' })
    .getByRole('button', { name: new RegExp(first.title.replace(/[()]/g, '\\$&')) })
    .click();
  const video = page.getByLabel(`Lecture video: ${first.title}`);
  await expect(video).toBeVisible();
  const sessionStarted = page.waitForResponse(
    (r) => r.url().includes('/study-materials/start-session') && r.status() === 201,
  );
  await video.evaluate((el: HTMLVideoElement) => {
    el.muted = true;
    return el.play();
  });
  await sessionStarted;
  await expect
    .poll(() => video.evaluate((el: HTMLVideoElement) => el.currentTime), { timeout: 15_000 })
    .toBeGreaterThan(4);
  const sessionEnded = page.waitForResponse(
    (r) => r.url().includes('/study-materials/end-session/') && r.ok(),
  );
  await video.evaluate((el: HTMLVideoElement) => el.pause());
  const ended = await (await sessionEnded).json();
  expect(ended.duration_seconds).toBeGreaterThanOrEqual(3);

  await page.getByRole('button', { name: 'Mark Complete' }).click();
  await expect(page.getByRole('button', { name: 'Completed', exact: true })).toBeDisabled();
  await expect(
    page.getByRole('navigation', { name: 'Playlist' }).getByRole('img', { name: 'Completed' }),
  ).toHaveCount(1);

  // After: the dashboard counts the watch time and the completed lesson.
  await page.goto('/dashboard');
  await expect(page.getByTestId('stat-lessons-value')).toHaveText('1');
  const studied = await statValue(page, 'stat-study-time');
  expect(studied).not.toBe('0 s');
  expect(Number.parseInt(studied, 10)).toBeGreaterThanOrEqual(3);
  await expect(page.getByText(`Watched ${first.title}`)).toBeVisible();

  // And the lesson path unlocks lesson 2.
  await page.goto(`/study/${first.course_id}`);
  await expect(page.getByRole('button', { name: `Lesson 1: ${first.title} (Completed)` })).toBeVisible();
  const next = page.getByRole('button', { name: `Lesson 2: ${second.title} (Unlocked)` });
  await expect(next).toBeEnabled();
  await next.click();
  await expect(page.getByLabel(`Lecture video: ${second.title}`)).toBeVisible();
});
