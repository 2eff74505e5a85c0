import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/db';
import { waitForMail } from '../../../test/jobs';
import type { Database } from '../../db/client';
import { createMailTransport, type MailTransport } from '../../plugins/mailer';
import { type Jobs, startJobs } from '../jobs/jobs.service';
import { createMailer, mailFiguresSince, mailJob } from './mail.service';

const quiet = { info() {}, error() {} };
let database: Database;
const outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'crimreview-mail-'));
const running: Jobs[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
});
// One mail worker at a time: a second one would deliver the first test's retries too.
afterEach(async () => {
  await Promise.all(running.splice(0).map((j) => j.stop()));
});
afterAll(async () => {
  await database.close();
  fs.rmSync(outbox, { recursive: true, force: true });
});

async function mailerWith(transport: MailTransport) {
  const jobs = await startJobs({
    pool: database.pool,
    definitions: [mailJob(database.db, transport, { retryLimit: 1, retryDelaySeconds: 0 })],
    log: quiet,
    pollingIntervalSeconds: 0.5,
    schedules: false,
  });
  running.push(jobs);
  return createMailer({ db: database.db, jobs, log: quiet });
}

const logRow = async (to: string) =>
  (
    await database.pool.query(
      'select status, attempts, body_text, last_error from mail_log where to_address = $1',
      [to],
    )
  ).rows[0];

describe('mail by job', () => {
  it('queues a mail, delivers it to the outbox and keeps only its outcome', async () => {
    const mailer = await mailerWith(
      createMailTransport({ from: 'CrimReview <t@t.local>', outboxDir: outbox, log: quiet }),
    );
    expect(
      await mailer.send({ to: 'one@example.com', subject: 'Hello', text: 'Body with a secret link' }),
    ).toEqual({
      queued: true,
    });
    expect(await waitForMail(outbox, 'one@example.com')).toContain('Subject: Hello');
    await expect
      .poll(() => logRow('one@example.com'))
      .toEqual({
        status: 'sent',
        attempts: 1,
        body_text: null,
        last_error: null,
      });
  });

  it('records a failure after the last retry, and the request never waited for it', async () => {
    let tries = 0;
    const mailer = await mailerWith({
      async deliver() {
        tries++;
        throw new Error('connect ECONNREFUSED 127.0.0.1:2525');
      },
    });
    const started = Date.now();
    expect((await mailer.send({ to: 'two@example.com', subject: 'Hi', text: 'x' })).queued).toBe(true);
    expect(Date.now() - started).toBeLessThan(1000);
    await expect
      .poll(() => logRow('two@example.com'), { timeout: 15_000, interval: 200 })
      .toEqual({
        status: 'failed',
        attempts: 2,
        body_text: null,
        last_error: 'connect ECONNREFUSED 127.0.0.1:2525',
      });
    expect(tries).toBe(2);
    const figures = await mailFiguresSince(database.db, new Date(started - 60_000));
    expect(figures.failed).toBe(1);
  });
});
