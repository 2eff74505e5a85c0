/**
 * One embedded PostgreSQL per test run; a migrated template database with the catalog;
 * each test file clones its own database from it (server/test/db.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { applyMigrations, connect } from '../src/db/client';
import { ensureDatabase, startEmbeddedPostgres } from '../src/db/embedded';
import { seedCatalog } from '../src/db/seed/catalog';
import { createBoss } from '../src/modules/jobs/jobs.service';

export const TEMPLATE_DB = 'crimreview_template';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
    pgTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'crimreview-test-pg-'));
  fs.chmodSync(dir, 0o755);
  const pg = await startEmbeddedPostgres({
    dir: path.join(dir, 'pg'),
    settings: { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off', max_connections: '300' },
  });
  await ensureDatabase(pg.url('postgres'), TEMPLATE_DB);
  const template = connect(pg.url(TEMPLATE_DB), 2);
  await applyMigrations(template);
  await seedCatalog(template.db);
  // pg-boss's own schema, so every test database cloned from the template has it.
  const boss = createBoss(template.pool, { schedule: false, supervise: false });
  await boss.start();
  await boss.stop({ graceful: false, wait: true });
  await template.close();

  project.provide('pgAdminUrl', pg.url('postgres'));
  project.provide('pgTemplate', TEMPLATE_DB);

  return async () => {
    await pg.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
