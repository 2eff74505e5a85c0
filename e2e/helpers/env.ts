/** Set by scripts/e2e.mjs. */
export const DATA_DIR = process.env.E2E_DATA_DIR ?? '';
export const ADMIN_EMAIL = process.env.E2E_ADMIN_EMAIL ?? 'admin@crimreview.test';
export const ADMIN_PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? '';
export const PASSWORD = 'Review-pass-2026';
