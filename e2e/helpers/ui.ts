import { expect, type Page } from '@playwright/test';

export function isPhone(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) < 768;
}

/** The site navigation: the bar on desktop, the menu panel on a phone (opened here). */
export async function openNav(page: Page) {
  if (isPhone(page)) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await expect(dialog).toBeVisible();
    return dialog;
  }
  return page.getByRole('banner');
}

export async function closeNav(page: Page) {
  if (isPhone(page)) await page.keyboard.press('Escape');
}

/** Signs in through the /login form (the page must be on /login). */
export async function fillLogin(page: Page, email: string, password: string) {
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
}

export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await fillLogin(page, email, password);
  await expect(page).not.toHaveURL(/\/login/);
}

/** The account menu (desktop) or the menu panel (phone), opened. */
export async function openAccountMenu(page: Page) {
  if (isPhone(page)) return openNav(page);
  await page.getByRole('button', { name: /Account menu for/ }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  return menu;
}

export async function logOut(page: Page) {
  const menu = await openAccountMenu(page);
  if (isPhone(page)) await menu.getByRole('button', { name: 'Log out' }).click();
  else await menu.getByRole('menuitem', { name: 'Log out' }).click();
}

/** The toast showing `text` (a replaced toast may still be fading out beside it). */
export function toast(page: Page, text: string | RegExp) {
  return page.locator('[data-sonner-toast]').filter({ hasText: text });
}
