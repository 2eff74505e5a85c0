import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailLog } from '../../db/schema/mail';
import type { Mail } from '../../plugins/mailer';

export async function insertMail(db: Db, mail: Mail): Promise<string> {
  const [row] = await db
    .insert(mailLog)
    .values({ toAddress: mail.to, subject: mail.subject, bodyText: mail.text, bodyHtml: mail.html ?? null })
    .returning({ id: mailLog.id });
  return row!.id;
}

export async function findQueuedMail(db: Db, id: string): Promise<Mail | null> {
  const [row] = await db
    .select()
    .from(mailLog)
    .where(and(eq(mailLog.id, id), eq(mailLog.status, 'queued')));
  if (!row || row.bodyText === null) return null;
  return {
    to: row.toAddress,
    subject: row.subject,
    text: row.bodyText,
    ...(row.bodyHtml ? { html: row.bodyHtml } : {}),
  };
}

/** Delivery ended: the body goes, the outcome stays. */
export async function finishMail(db: Db, id: string, outcome: { status: 'sent' | 'failed'; error?: string }) {
  await db
    .update(mailLog)
    .set({
      status: outcome.status,
      lastError: outcome.error ?? null,
      attempts: sql`${mailLog.attempts} + 1`,
      bodyText: null,
      bodyHtml: null,
      finishedAt: sql`now()`,
    })
    .where(eq(mailLog.id, id));
}

export async function recordFailedTry(db: Db, id: string, error: string) {
  await db
    .update(mailLog)
    .set({ attempts: sql`${mailLog.attempts} + 1`, lastError: error })
    .where(eq(mailLog.id, id));
}

/** Mails queued since `since`, by status (the notifications tab's delivery figures). */
export async function countMailSince(db: Db, since: Date) {
  const rows = await db
    .select({ status: mailLog.status, n: sql<number>`count(*)::int` })
    .from(mailLog)
    .where(gte(mailLog.createdAt, since))
    .groupBy(mailLog.status);
  const by = Object.fromEntries(rows.map((r) => [r.status, r.n]));
  return { queued: by.queued ?? 0, sent: by.sent ?? 0, failed: by.failed ?? 0 };
}
