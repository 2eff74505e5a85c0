import fs from 'node:fs';
import path from 'node:path';
import type { Database } from '../src/db/client';
import { videoProcessingJobs } from '../src/modules/courses/video-processing';
import { type Jobs, startJobs } from '../src/modules/jobs/jobs.service';
import { createMailer, mailJob } from '../src/modules/mail/mail.service';
import type { Storage } from '../src/modules/media/storage';
import { createMailTransport, type Mailer } from '../src/plugins/mailer';

type Log = { info(...args: unknown[]): void; error(...args: unknown[]): void };
const quiet: Log = { info() {}, error() {} };

/**
 * The real job runner on a test database (no cron schedules), with the mail job, and video
 * processing when `storage` is given (tests of other modules leave it out: no ffmpeg runs).
 */
export async function startTestJobs(
  database: Database,
  opts: { outboxDir: string; log?: Log; storage?: Storage },
): Promise<{ jobs: Jobs; mailer: Mailer }> {
  const log = opts.log ?? quiet;
  const transport = createMailTransport({
    from: 'CrimReview <test@crimreview.local>',
    outboxDir: opts.outboxDir,
    log,
  });
  const jobs = await startJobs({
    pool: database.pool,
    definitions: [
      mailJob(database.db, transport),
      ...(opts.storage ? videoProcessingJobs({ db: database.db, storage: opts.storage, log }) : []),
    ],
    log,
    pollingIntervalSeconds: 0.5,
    schedules: false,
  });
  return { jobs, mailer: createMailer({ db: database.db, jobs, log }) };
}

/** Waits for a mail to `to` in the outbox (delivered by the mail job) and returns the newest one's text. */
export async function waitForMail(outbox: string, to: string, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = fs.existsSync(outbox)
      ? fs
          .readdirSync(outbox)
          .filter((f) => f.endsWith('.eml'))
          .sort()
      : [];
    const mails = files.map((f) => fs.readFileSync(path.join(outbox, f), 'utf8'));
    const found = mails.filter((m) =>
      new RegExp(`^To: ${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'mi').test(m),
    );
    if (found.length) return found.at(-1)!;
    if (Date.now() > deadline) throw new Error(`no mail to ${to} in ${outbox} after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
