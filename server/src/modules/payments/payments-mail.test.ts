import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/db';
import { buildAdmin, buildUser } from '../../../test/factories';
import { type App, buildApp } from '../../app';
import { createMailTransport, type Mailer } from '../../plugins/mailer';
import { startJobs } from '../jobs/jobs.service';
import { createMailer, mailJob } from '../mail/mail.service';
import { configureGcash, decide, pendingPayment } from './payments.fixtures';

/**
 * A mail failure never loses a decision: the email leaves after the decision commits, and the
 * response says whether it was queued (issue 12).
 */

const quiet = { info() {}, error() {} };
const cleanup: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanup.reverse()) await c();
});

async function appWith(
  mailerFor: (database: Awaited<ReturnType<typeof createTestDatabase>>) => Promise<Mailer>,
) {
  const database = await createTestDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crimreview-mail-'));
  const app = await buildApp({
    db: database.db,
    mailer: await mailerFor(database),
    publicUrl: 'http://127.0.0.1:3000',
    dataDir,
    databaseKind: 'embedded',
    webDist: path.join(dataDir, 'no-web'),
  });
  await app.ready();
  cleanup.push(async () => {
    await app.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return { app, database };
}

async function approvedWith(app: App, db: Parameters<typeof buildUser>[0]) {
  const admin = await buildAdmin(db);
  const learner = await buildUser(db);
  await configureGcash(app, admin.headers);
  const id = await pendingPayment(app, learner.headers);
  return { res: await decide(app, admin.headers, id, 'approved'), learner, id };
}

describe('email failures', () => {
  let smtp: Awaited<ReturnType<typeof appWith>>;
  beforeAll(async () => {
    // SMTP on a port where nothing listens; one try, no retries.
    smtp = await appWith(async (database) => {
      const transport = createMailTransport({
        smtpUrl: 'smtp://127.0.0.1:9',
        from: 'CrimReview <test@crimreview.local>',
        outboxDir: '/nonexistent',
        log: quiet,
      });
      const jobs = await startJobs({
        pool: database.pool,
        definitions: [mailJob(database.db, transport, { retryLimit: 0, retryDelaySeconds: 1 })],
        log: quiet,
        pollingIntervalSeconds: 0.5,
        schedules: false,
      });
      cleanup.push(() => jobs.stop());
      return createMailer({ db: database.db, jobs, log: quiet });
    });
  });

  it('SMTP unreachable: the approval is recorded and answered; the mail ends as failed in the log', async () => {
    const { res, learner, id } = await approvedWith(smtp.app, smtp.database.db);
    expect(res.statusCode).toBe(200);
    expect(res.json().user_verified).toBe(true);
    const pay = await smtp.database.pool.query('select status from payments where id = $1', [id]);
    expect(pay.rows[0].status).toBe('approved');
    const deadline = Date.now() + 30_000;
    let status = '';
    while (Date.now() < deadline) {
      const mail = await smtp.database.pool.query('select status from mail_log where to_address = $1', [
        learner.user.email,
      ]);
      status = mail.rows[0]?.status ?? '';
      if (status === 'failed') break;
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(status).toBe('failed');
    const user = await smtp.database.pool.query('select payment_verified from users where id = $1', [
      learner.user.id,
    ]);
    expect(user.rows[0].payment_verified).toBe(true);
  });

  it('mail cannot even be queued: the decision stands and the response says email_sent: false', async () => {
    const broken = await appWith(async (database) =>
      createMailer({
        db: database.db,
        jobs: {
          send: async () => {
            throw new Error('queue unavailable');
          },
        },
        log: quiet,
      }),
    );
    const { res, id } = await approvedWith(broken.app, broken.database.db);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email_sent: false, user_verified: true });
    const pay = await broken.database.pool.query('select status from payments where id = $1', [id]);
    expect(pay.rows[0].status).toBe('approved');
  });
});
