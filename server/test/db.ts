import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { connect, type Database } from '../src/db/client';
import { ensureDatabase } from '../src/db/embedded';

/** A fresh database for one test file, cloned from the migrated template. */
export async function createTestDatabase(): Promise<Database & { url: string }> {
  const adminUrl = inject('pgAdminUrl');
  const name = `t_${randomBytes(6).toString('hex')}`;
  await ensureDatabase(adminUrl, name, inject('pgTemplate'));
  const url = adminUrl.replace(/\/postgres$/, `/${name}`);
  return { ...connect(url, 10), url };
}
