import fs from 'node:fs';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { adminToken, uploadLecture } from './helpers/content';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './helpers/env';
import { signIn, toast } from './helpers/ui';
import { createUser } from './helpers/users';

/**
 * Admin control journey (issue 14): restrict a board area for one learner (their courses page
 * loses it), bulk-lock an area, download the full backup and restore it. The phone and desktop
 * runs share one server, so each uses a board area of its own. They run after every other journey,
 * one at a time (playwright.config.ts): a restore rolls back what runs beside it.
 */
const AREAS: Record<string, { id: string; title: string }> = {
  phone: { id: 'law-enforcement', title: 'Law Enforcement Administration' },
  desktop: { id: 'criminalistics', title: 'Criminalistics' },
};

async function pageAs(browser: Browser, email: string, password: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email, password);
  return page;
}

test('an administrator restricts an area for a learner, bulk-locks an area, and backs up and restores', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const area = testInfo.project.name.startsWith('phone') ? AREAS.phone! : AREAS.desktop!;
  const catalog = await (await request.get('/api/catalog')).json();
  const catalogArea = catalog.board_areas.find((a: { id: string }) => a.id === area.id);
  const token = await adminToken(request);
  await uploadLecture(request, token, {
    area: area.id,
    subject: catalogArea.subjects[0].name,
    n: 1,
    title: `Control lecture (${area.id})`,
  });
  const learner = createUser('control', { verified: true, name: `Control Learner ${testInfo.project.name}` });

  // The learner sees the area's lecture on the courses page.
  const learnerPage = await pageAs(browser, learner.email, learner.password);
  await learnerPage.goto('/courses');
  const section = learnerPage.getByRole('region', { name: area.title });
  await expect(section).toContainText(/[1-9]\d* videos?/);

  // The administrator restricts that area for this learner on the board-access tab.
  const admin = await pageAs(browser, ADMIN_EMAIL, ADMIN_PASSWORD);
  await admin.goto('/admin#board-access');
  const panel = admin.getByRole('tabpanel', { name: 'Board Access' });
  await panel.getByLabel('Find a verified user').fill(learner.email);
  await panel
    .getByLabel('User', { exact: true })
    .selectOption({ label: `${learner.name} (${learner.email})` });
  const areaSwitch = panel.getByRole('switch', { name: new RegExp(`^${area.title}`) });
  await expect(areaSwitch).toBeChecked();
  await areaSwitch.click();
  await expect(toast(admin, 'Access Updated')).toBeVisible();
  await expect(areaSwitch).not.toBeChecked();
  await expect(panel.getByText('Restricted', { exact: true })).toBeVisible();

  // On the learner's next request the area's lectures are gone.
  await learnerPage.reload();
  await expect(learnerPage.getByRole('region', { name: area.title })).toContainText('0 videos');
  await learnerPage.goto(`/course/${area.id}`);
  await expect(learnerPage.getByText('No videos available')).toBeVisible();

  // Bulk-lock every learner's tests of the area, with a reason.
  await admin.goto('/admin#test-access');
  const access = admin.getByRole('tabpanel', { name: 'Test Access' });
  await access.getByLabel('Reason').first().fill('E2E exam week');
  const card = access.getByTestId(`bulk-area-${area.id}`);
  await card.getByRole('button', { name: 'Lock all tests', exact: true }).click();
  await expect(toast(admin, 'Bulk Access Updated')).toBeVisible();
  await expect(card.getByText('locked', { exact: true })).toBeVisible();

  // Download the full backup, then restore it.
  await admin.goto('/admin#backup');
  const backup = admin.getByRole('tabpanel', { name: 'Backup' });
  const downloading = admin.waitForEvent('download');
  await backup.getByRole('button', { name: 'Download full backup' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^full_database_backup_\d{4}-\d{2}-\d{2}\.json$/);
  const file = testInfo.outputPath('full.json');
  await download.saveAs(file);
  const doc = JSON.parse(fs.readFileSync(file, 'utf8'));
  expect(doc.backup).toMatchObject({ format: 'crimreview-backup', version: 1 });
  expect(fs.readFileSync(file, 'utf8')).not.toContain('password_hash');
  await expect(toast(admin, 'Backup successful')).toBeVisible();

  await backup.getByLabel('Backup file').setInputFiles(file);
  const restore = backup.getByRole('button', { name: 'Restore', exact: true });
  await expect(restore).toBeDisabled();
  await backup.getByLabel('Type RESTORE to confirm').fill('RESTORE');
  await restore.click();
  await expect(toast(admin, 'Restore completed')).toBeVisible({ timeout: 60_000 });

  // The restored data still holds the restriction and the lock; lift the lock again.
  await admin.goto('/admin#test-access');
  await access.getByLabel('Reason').first().fill('E2E done');
  await card.getByRole('button', { name: 'Unlock all tests', exact: true }).click();
  await expect(toast(admin, 'Bulk Access Updated')).toBeVisible();
  await expect(card.getByText('unlocked', { exact: true })).toBeVisible();
  await learnerPage.goto('/courses');
  await expect(learnerPage.getByRole('region', { name: area.title })).toContainText('0 videos');
});
