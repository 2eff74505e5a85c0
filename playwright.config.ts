import { defineConfig } from '@playwright/test';

/**
 * End-to-end journeys in Debian's Chromium, at a phone and a desktop viewport.
 * `npm run test:e2e` (scripts/e2e.mjs) builds the app, starts the server on a fresh data
 * dir and sets E2E_BASE_URL / E2E_DATA_DIR; the tests never start a server themselves.
 */
const baseURL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000';

const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

const PHONE = {
  browserName: 'chromium' as const,
  viewport: { width: 360, height: 740 },
  isMobile: true,
  hasTouch: true,
};
const DESKTOP = { browserName: 'chromium' as const, viewport: { width: 1280, height: 800 } };
const RESTORES = /control\.spec\.ts/;

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: process.env.CI ? 2 : 4,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  outputDir: 'test-results',
  use: {
    baseURL,
    launchOptions,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    locale: 'en-PH',
    timezoneId: 'Asia/Manila',
  },
  // The control journey restores a backup, which rolls back whatever other journeys wrote meanwhile
  // (a learner created a moment before is gone). It runs alone, after every other journey.
  projects: [
    { name: 'phone', use: PHONE, testIgnore: RESTORES },
    { name: 'desktop', use: DESKTOP, testIgnore: RESTORES },
    { name: 'phone-restore', use: PHONE, testMatch: RESTORES, dependencies: ['phone', 'desktop'] },
    { name: 'desktop-restore', use: DESKTOP, testMatch: RESTORES, dependencies: ['phone-restore'] },
  ],
});
