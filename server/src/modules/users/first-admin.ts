import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import { adminIds } from './users.queries';
import { insertUser } from './users.service';

/**
 * On a database without an administrator, create one from ADMIN_EMAIL/ADMIN_PASSWORD, or
 * with a generated password printed once on the console (never written to the log).
 */
export async function ensureFirstAdmin(
  db: Db,
  opts: { email?: string; password?: string; print: (text: string) => void },
): Promise<void> {
  if ((await adminIds(db)).length > 0) return;
  const email = opts.email ?? 'admin@crimreview.local';
  const password = opts.password ?? randomBytes(18).toString('base64url');
  await insertUser(db, {
    email,
    password,
    name: 'Administrator',
    role: 'admin',
    subscription: 'pro',
    subscriptionExpiresAt: null,
    isVerified: true,
    paymentVerified: true,
  });
  if (!opts.password) {
    opts.print(
      [
        '',
        '  First administrator created. This password is shown only once:',
        `    email:    ${email}`,
        `    password: ${password}`,
        '',
      ].join('\n'),
    );
  }
}
