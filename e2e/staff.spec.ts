import { expect, test } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './helpers/env';
import { isPhone, signIn } from './helpers/ui';
import { createUser } from './helpers/users';

/**
 * The staff frame (admin spec §2.1–2.5): the admin panel's tab lives in the URL hash, the
 * tab bar scrolls on a phone and works from the keyboard, and tabs whose feature is not
 * built say so without offering anything to click.
 */
test('the admin panel opens the tab of a link, keeps it in the URL and across a reload', async ({ page }) => {
  await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await page.goto('/admin#user-verification');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  const verification = page.getByRole('tab', { name: 'User Verification' });
  await expect(verification).toHaveAttribute('aria-selected', 'true');
  const panel = page.getByRole('tabpanel', { name: 'User Verification' });
  // The tab is built now (issue 12): its own heading, not the placeholder.
  await expect(panel.getByRole('heading', { name: 'User verification' })).toBeVisible();

  // The open tab is scrolled into view on a narrow screen; the bar itself scrolls sideways.
  const list = page.getByRole('tablist', { name: 'Admin Dashboard sections' });
  if (isPhone(page)) {
    const overflow = await list.evaluate((el) => el.scrollWidth > el.clientWidth);
    expect(overflow).toBe(true);
    const bodyOverflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(bodyOverflow).toBe(false);
  }
  await expect(verification).toBeInViewport();

  await page.getByRole('tab', { name: 'Payments' }).click();
  await expect(page).toHaveURL(/\/admin#payments$/);
  await expect(
    page.getByRole('tabpanel', { name: 'Payments' }).getByRole('heading', { name: /Pending payments/ }),
  ).toBeVisible();
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Payments' })).toHaveAttribute('aria-selected', 'true');

  // Keyboard: arrows move between tabs, Enter opens one.
  await page.getByRole('tab', { name: 'Payments' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'User Dashboards' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin#user-dashboards$/);
  await expect(page.getByRole('tab', { name: 'User Dashboards' })).toBeInViewport();
});

test('a visitor following a tab link signs in and lands on that tab', async ({ page }) => {
  await page.goto('/admin#user-verification');
  await expect(page).toHaveURL(/\/login$/);
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(ADMIN_EMAIL);
  await form.getByLabel('Password').fill(ADMIN_PASSWORD);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin#user-verification$/);
  await expect(page.getByRole('tab', { name: 'User Verification' })).toHaveAttribute('aria-selected', 'true');
});

test('the content manager has its tabs', async ({ page }) => {
  await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await page.goto('/content-manager#questions');
  const tabs = page.getByRole('tablist', { name: 'Content Manager sections' }).getByRole('tab');
  await expect(tabs).toHaveText(['Videos', 'Study Materials', 'Questions', 'Item Analysis', 'Reports']);
  await expect(page.getByRole('tab', { name: 'Questions' })).toHaveAttribute('aria-selected', 'true');
  await expect(
    page.getByRole('tabpanel', { name: 'Questions' }).getByRole('heading', { name: 'Practice Questions' }),
  ).toBeVisible();
  // Study materials (issue 15): its own heading and upload action (the journey: content.spec.ts).
  await page.getByRole('tab', { name: 'Study Materials' }).click();
  const materials = page.getByRole('tabpanel', { name: 'Study Materials' });
  await expect(materials.getByRole('heading', { name: 'Study Materials' })).toBeVisible();
  await expect(materials.getByRole('button', { name: 'Upload Study Material' })).toBeVisible();
});

test('a sub-admin sees the limited-access frame of the user dashboards', async ({ page }) => {
  const staff = createUser('frame', { role: 'sub_admin' });
  await signIn(page, staff.email, staff.password);
  await page.goto('/sub-admin');
  await expect(page.getByRole('heading', { level: 1, name: 'User Dashboards' })).toBeVisible();
  await expect(page.getByRole('note')).toContainText('Limited Access Account');
  await expect(page.getByRole('tablist')).toHaveCount(0);
});
