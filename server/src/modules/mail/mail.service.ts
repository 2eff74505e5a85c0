/**
 * Email by job: a request records the mail in `mail_log` and queues `mail.deliver`; the
 * job hands it to the transport (SMTP or the outbox) with retries and backoff. A slow or
 * unreachable SMTP server therefore never slows a request, and a mail that cannot be sent
 * is visible in the log instead of lost.
 */
import type { Db } from '../../db/client';
import type { Mail, Mailer, MailTransport } from '../../plugins/mailer';
import type { JobDefinition, Jobs } from '../jobs/jobs.service';
import * as q from './mail.queries';

export const MAIL_JOB = 'mail.deliver';

export interface MailDeps {
  db: Db;
  jobs: Pick<Jobs, 'send'>;
  log: { error(obj: object, msg: string): void };
}

export function createMailer(deps: MailDeps): Mailer {
  return {
    async send(mail: Mail) {
      try {
        const id = await q.insertMail(deps.db, mail);
        await deps.jobs.send(MAIL_JOB, { id });
        return { queued: true };
      } catch (err) {
        deps.log.error(
          { err: (err as Error).message, to: mail.to, subject: mail.subject },
          'email not queued',
        );
        return { queued: false };
      }
    },
  };
}

/** Delivery retries 5 times, 30 s apart and doubling, before the mail counts as failed. */
export function mailJob(
  db: Db,
  transport: MailTransport,
  retry = { retryLimit: 5, retryDelaySeconds: 30 },
): JobDefinition<{ id: string }> {
  return {
    name: MAIL_JOB,
    ...retry,
    expireInSeconds: 120,
    async handler({ id }, job) {
      const mail = await q.findQueuedMail(db, id);
      if (!mail) return; // already delivered (a retried job) or never queued
      try {
        await transport.deliver(mail);
        await q.finishMail(db, id, { status: 'sent' });
      } catch (err) {
        const error = (err as Error).message.slice(0, 500);
        if (job.retryCount >= job.retryLimit) await q.finishMail(db, id, { status: 'failed', error });
        else await q.recordFailedTry(db, id, error);
        throw err;
      }
    },
  };
}

/** Mails queued since `since` by outcome, from the mailer's own log. */
export function mailFiguresSince(db: Db, since: Date) {
  return q.countMailSince(db, since);
}
