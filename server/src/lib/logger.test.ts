import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/db';
import { startTestJobs, waitForMail } from '../../test/jobs';
import { type App, buildApp } from '../app';
import type { Database } from '../db/client';
import type { Jobs } from '../modules/jobs/jobs.service';
import { createLogger, redactUrl } from './logger';

let lines = '';
const sink = new Writable({
  write(chunk, _enc, done) {
    lines += chunk.toString();
    done();
  },
});
let app: App;
let database: Database;
let jobs: Jobs;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crimreview-log-'));

beforeAll(async () => {
  database = await createTestDatabase();
  const log = createLogger('info', sink);
  const started = await startTestJobs(database, { outboxDir: path.join(dataDir, 'outbox'), log });
  jobs = started.jobs;
  app = await buildApp({
    db: database.db,
    mailer: started.mailer,
    publicUrl: 'http://127.0.0.1:3000',
    dataDir,
    databaseKind: 'embedded',
    logger: log,
    webDist: path.join(dataDir, 'no-web'),
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await jobs.stop();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('logging', () => {
  it('redacts secret query values', () => {
    expect(redactUrl('/reset-password?token=abc123&x=1')).toBe('/reset-password?token=[redacted]&x=1');
    expect(redactUrl('/api/media/videos/1?u=2&exp=3&sig=ffee')).toBe(
      '/api/media/videos/1?u=2&exp=3&sig=[redacted]',
    );
  });

  it('never writes a password, a bearer token, a reset token or its link to the log', async () => {
    const password = 'Sikreto-Password-77';
    const reg = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Log Test', email: 'log@example.com', password },
    });
    const bearer = reg.json().access_token as string;
    await app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${bearer}` } });
    await app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'log@example.com' },
    });
    const mail = await waitForMail(path.join(dataDir, 'outbox'), 'log@example.com');
    const resetToken = mail.replace(/=\r?\n/g, '').match(/token=3D([A-Za-z0-9_-]+)|token=([A-Za-z0-9_-]+)/)!;
    const token = (resetToken[1] ?? resetToken[2])!;
    await app.inject({ url: `/reset-password?token=${token}` });
    await app.inject({ method: 'POST', url: '/api/auth/validate-reset-token', payload: { token } });

    expect(lines).toContain('email written to outbox');
    expect(lines).toContain('/reset-password?token=[redacted]');
    for (const secret of [password, bearer, token]) expect(lines).not.toContain(secret);
  });
});
