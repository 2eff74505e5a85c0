import { expect, test } from '@playwright/test';
import { closeNav, openNav } from './helpers/ui';

test.describe('a visitor', () => {
  test('sees the landing page and the signed-out navigation', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Pass the board exam');
    await expect(page).toHaveTitle(/CrimReview/);

    for (const figure of ['120+', '85+', '92%', '15+']) {
      await expect(page.getByText(figure, { exact: true })).toBeVisible();
    }
    const featured = page.getByRole('region', { name: 'Featured courses' });
    await expect(featured.getByText('0% complete')).toHaveCount(4);
    await expect(featured.getByText('25 lessons')).toBeVisible();
    await expect(featured.getByText('18 hours')).toBeVisible();
    await expect(
      featured.getByRole('link', { name: 'Start Learning: Criminal Law and Jurisprudence' }),
    ).toHaveAttribute('href', '/course/criminal-law');
    await expect(page.getByRole('link', { name: 'Take Practice Test' })).toHaveAttribute('href', '/practice');
    await expect(page.getByRole('link', { name: 'Access Your Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );

    const nav = await openNav(page);
    await expect(nav.getByRole('link', { name: 'Home', exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    await expect(nav.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/pricing');
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Practice Tests' })).toHaveCount(0);
    await nav.getByRole('link', { name: 'Get Started' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await closeNav(page);
  });

  test('sees the plans with monthly and yearly prices', async ({ page }) => {
    await page.goto('/pricing');
    await expect(page.getByRole('heading', { name: 'Choose your review plan' })).toBeVisible();
    await expect(page.getByTestId('plan-basic')).toContainText('₱499');
    await expect(page.getByTestId('plan-premium')).toContainText('₱899');
    await expect(page.getByTestId('plan-pro')).toContainText('₱1,299');
    await expect(page.getByText('Save 17% with yearly billing')).toBeVisible();

    await page.getByRole('button', { name: 'Yearly' }).click();
    await expect(page.getByTestId('plan-basic')).toContainText('₱4,990');
    await expect(page.getByTestId('plan-pro')).toContainText('₱12,990');
    await expect(page.getByRole('heading', { name: /7-day free trial/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Contact Sales' })).toHaveAttribute('href', /^mailto:/);
  });

  test('reaches the sign-in and password screens, and a real 404 page on a deep link', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();

    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('is sent to /login from a signed-in page, and a reset link without token goes back to the form', async ({
    page,
  }) => {
    await page.goto('/practice');
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/reset-password');
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page.getByText('Invalid Reset Link')).toBeVisible();
  });
});
