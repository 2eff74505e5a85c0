import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { adminToken } from './helpers/content';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './helpers/env';
import { logOut, signIn } from './helpers/ui';
import { createUser } from './helpers/users';

/**
 * The content manager's journey (issue 15), as far as the landed features go: an
 * administrator edits a lecture's lesson number, sets a smart thumbnail for its subject, adds
 * a question by the dialog, uploads a 30-row question file with 2 bad rows and reads the row
 * errors, uploads two study materials and deletes one; a learner then sees the lectures and the
 * material and takes a test that draws the new questions. An MP4 is uploaded through the
 * add-video dialog; the lecture whose details are edited is an external one made through the
 * API (it has no thumbnail, so the smart thumbnail's count is known). Each browser project
 * works in its own subject (the phone and desktop runs share one server).
 */
const AREA = { id: 'criminal-investigation', title: 'Crime Detection and Investigation' };
const SUBJECTS: Record<string, string> = {
  phone: 'Drug Education and Vice Control',
  desktop: 'Fire Technology and Arson Investigation',
};
const JPG = path.resolve('content/media/thumbnails/correctional-administration-1.jpg');
const PDF = path.resolve('content/media/guides/correctional-administration.pdf');
const MP4 = path.resolve('content/media/videos/correctional-administration-1.mp4');

/** 30 rows after the header (sheet rows 2–31): row 8 has answer 'E', row 20 an unknown subject. */
function questionFile(tag: string, subject: string): string {
  const lines = [
    'question,option_a,option_b,option_c,option_d,correct_answer,board_area,subject,difficulty_level',
  ];
  for (let i = 1; i <= 30; i++) {
    const row = i + 1;
    const answer = row === 8 ? 'E' : 'ABCD'[i % 4];
    const place = row === 20 ? 'Astrology' : subject;
    lines.push(
      `"${tag} question ${i}: which rule applies to case ${i}?",Rule ${i}a,Rule ${i}b,Rule ${i}c,Rule ${i}d,${answer},${AREA.id},${place},basic`,
    );
  }
  return `${lines.join('\n')}\n`;
}

async function chooseFile(
  page: Page,
  label: string | RegExp,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  await page.getByRole('dialog').getByLabel(label).setInputFiles(file);
}

test('an administrator curates a subject in the content manager and a learner uses it', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  const subject = SUBJECTS[testInfo.project.name] ?? SUBJECTS.desktop!;
  const tag = `CM ${testInfo.project.name} ${Date.now().toString(36)}`;

  const token = await adminToken(request);
  const created = await request.post('/api/admin/external-video', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      title: `${tag} lecture`,
      description: 'Made by the content manager journey.',
      board_area: AREA.id,
      subject,
      difficulty_level: 'basic',
      lesson_number: 1,
      video_url: 'https://media.example.org/lectures/content-journey.mp4',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const lecture = `${tag} lecture`;

  await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await page.goto('/content-manager#videos');
  const videos = page.getByRole('tabpanel', { name: 'Videos' });

  // A small MP4 through the add-video dialog, with its progress bar. It goes in the area
  // without a subject, so the smart thumbnail below (whose count depends on whether ffmpeg made
  // this one a thumbnail already) concerns only the subject's lecture.
  await videos.getByRole('button', { name: 'Add Video' }).click();
  const addVideo = page.getByRole('dialog', { name: 'Add Video Lecture' });
  await addVideo.getByLabel('Title').fill(`${tag} upload`);
  await addVideo.getByLabel('Board area').selectOption(AREA.id);
  await addVideo.getByLabel('Video file').setInputFiles(MP4);
  // Half a second on the wire per part, so the bar is there to see on loopback.
  await page.route('**/api/admin/upload-video-chunked', async (route) => {
    if (route.request().method() === 'POST') await new Promise((r) => setTimeout(r, 500));
    await route.continue();
  });
  await addVideo.getByRole('button', { name: 'Upload' }).click();
  await expect(addVideo.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
  await expect(addVideo).toBeHidden({ timeout: 60_000 });
  await expect(videos.getByText(`1. ${tag} upload`)).toBeVisible();

  // Lesson number 1 → 7.
  await videos.getByRole('button', { name: `Edit ${lecture}`, exact: true }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Video Lecture' });
  await edit.getByLabel('Lesson number').fill('7');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(videos.getByText(`7. ${lecture}`)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);

  // Smart thumbnail for the subject: this lecture was the one without a thumbnail.
  await videos.getByRole('button', { name: 'Smart Thumbnail' }).click();
  const smart = page.getByRole('dialog', { name: 'Smart Thumbnail' });
  await smart.getByRole('button', { name: 'Upload' }).click();
  await expect(smart.getByRole('alert')).toHaveText('Please select a board area and upload file');
  await chooseFile(page, 'JPG image', {
    name: 'cover.jpg',
    mimeType: 'image/jpeg',
    buffer: fs.readFileSync(JPG),
  });
  await smart.getByLabel('Board area').selectOption(AREA.id);
  await smart.getByLabel(/^Subject/).selectOption(subject);
  await smart.getByRole('button', { name: 'Upload' }).click();
  await expect(smart.getByRole('status')).toHaveText('1 video updated');
  await smart.getByRole('button', { name: 'Cancel' }).click();
  const item = videos.getByRole('listitem').filter({ hasText: `7. ${lecture}` });
  await expect(item.locator('img')).toHaveAttribute('src', /thumbnails/);

  // A question by the dialog, from the subject's basic level.
  await page.getByRole('tab', { name: 'Questions' }).click();
  const questions = page.getByRole('tabpanel', { name: 'Questions' });
  await expect(questions.getByRole('heading', { name: new RegExp(AREA.title) })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
  await questions.getByRole('button', { name: `Add a basic question to ${subject}` }).click();
  const add = page.getByRole('dialog', { name: 'Add Practice Question' });
  await add
    .getByLabel('Question', { exact: true })
    .fill(`${tag} question 0: which rule applies to the dialog case?`);
  for (const letter of ['A', 'B', 'C', 'D'])
    await add.getByLabel(`Option ${letter}`).fill(` Dialog rule ${letter} `);
  // The correct answer from the keyboard: arrows move the radio choice (default A).
  await expect(add.getByRole('radio', { name: 'A' })).toBeChecked();
  await add.getByRole('radio', { name: 'A' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(add.getByRole('radio', { name: 'B' })).toBeChecked();
  await add.getByLabel('Points').fill('2');
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(add).toBeHidden();

  // The 30-row file: 28 added, rows 8 and 20 reported.
  await questions.getByRole('button', { name: 'Bulk Upload' }).first().click();
  const bulk = page.getByRole('dialog', { name: 'Bulk Upload Questions' });
  await chooseFile(page, 'Question file', {
    name: 'questions.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(questionFile(tag, subject)),
  });
  await expect(bulk.getByText('Preview of the first rows')).toBeVisible();
  await bulk.getByRole('button', { name: 'Upload' }).click();
  await expect(bulk.getByText('30 rows: 28 added, 2 with errors, 0 already in the bank.')).toBeVisible();
  const errors = bulk.getByRole('table').last().getByRole('row');
  await expect(errors).toHaveCount(3);
  await expect(errors.nth(1)).toContainText(/^8.*question 7:.*correct_answer/);
  await expect(errors.nth(2)).toContainText(`20${tag} question 19`);
  await expect(errors.nth(2)).toContainText(`Unknown subject 'Astrology'`);
  await bulk.getByRole('button', { name: 'Close' }).first().click();
  const level = questions.getByRole('button', { name: `Basic questions of ${subject}: 29 / 10` });
  await level.click();
  await expect(
    questions.getByText(`${tag} question 0: which rule applies to the dialog case?`),
  ).toBeVisible();

  // Two study materials; the second is deleted (from the keyboard).
  await page.getByRole('tab', { name: 'Study Materials' }).click();
  const materials = page.getByRole('tabpanel', { name: 'Study Materials' });
  for (const title of [`${tag} guide`, `${tag} draft`]) {
    await materials.getByRole('button', { name: 'Upload Study Material' }).click();
    const upload = page.getByRole('dialog', { name: 'Upload Study Material' });
    await upload.getByLabel('Title').fill(title);
    await upload.getByLabel('Board area').selectOption(AREA.id);
    await upload.getByLabel('Subject').selectOption(subject);
    await chooseFile(page, 'File', {
      name: 'guide.pdf',
      mimeType: 'application/pdf',
      buffer: fs.readFileSync(PDF),
    });
    await upload.getByRole('button', { name: 'Upload' }).click();
    await expect(upload).toBeHidden();
  }
  const guide = materials.getByRole('listitem').filter({ hasText: `${tag} guide` });
  await expect(guide).toContainText(`guide.pdf · ${(fs.statSync(PDF).size / 1048576).toFixed(2)} MB`);
  await expect(guide).toContainText('Never');
  await materials.getByRole('button', { name: `Delete ${tag} draft` }).focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Delete study material?' });
  await confirm.getByRole('button', { name: 'Delete' }).focus();
  await page.keyboard.press('Enter');
  await expect(materials.getByText(`${tag} draft`)).toHaveCount(0);
  // Nothing sticks out sideways on a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);

  // The learner.
  await logOut(page);
  const learner = createUser('content', {
    verified: true,
    paymentVerified: true,
    subscription: 'premium',
    days: 30,
  });
  await signIn(page, learner.email, learner.password);
  await page.goto(`/course/${AREA.id}`);
  const playlist = page.getByRole('navigation', { name: 'Playlist' });
  await expect(playlist.getByText(lecture)).toBeVisible();
  await expect(playlist.getByText(`${tag} upload`)).toBeVisible();
  await expect(page.getByRole('button', { name: `Read ${tag} guide` })).toBeVisible();
  await expect(page.getByRole('button', { name: `Read ${tag} draft` })).toHaveCount(0);

  await page.goto('/practice');
  await page.getByRole('button', { name: new RegExp(AREA.title) }).click();
  await page.getByRole('button', { name: new RegExp(`${subject}, Basic`) }).click();
  await expect(page.getByText('Question 1 of 15')).toBeVisible();
  await expect(page.locator('fieldset legend')).toHaveText(/^CM .* question \d+: which rule applies/);
  await page.getByRole('button', { name: 'Submit Test' }).last().click();
  await page
    .getByRole('dialog', { name: 'Submit your test?' })
    .getByRole('button', { name: 'Submit Test' })
    .click();
  await expect(page).toHaveURL(/result=/);
  const items = page.getByTestId('review-item');
  await expect(items).toHaveCount(15);
  await expect(items.filter({ hasText: /CM .* question \d+: which rule applies/ })).toHaveCount(15);
});
