import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '@core': path.resolve(import.meta.dirname, 'core'),
      '@web': path.resolve(import.meta.dirname, 'web/src'),
    },
  },
  test: {
    include: [
      'core/**/*.test.ts',
      'server/**/*.test.ts',
      'web/src/**/*.test.{ts,tsx}',
      'content/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    globalSetup: ['server/test/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
  },
});
