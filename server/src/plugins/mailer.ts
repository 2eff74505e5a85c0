import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** What services call: the mail is queued (durably) and delivered by a job, never awaited. */
export interface Mailer {
  send(mail: Mail): Promise<{ queued: boolean }>;
}

/** How a queued mail leaves: SMTP, or an .eml file in the outbox. Throws when it cannot. */
export interface MailTransport {
  deliver(mail: Mail): Promise<void>;
}

interface TransportOptions {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  log: { info(obj: object, msg: string): void };
}

/** Links are logged without their query string: a reset token must never reach a log. */
function redactedLinks(text: string): string[] {
  return [...text.matchAll(/https?:\/\/\S+/g)].map((m) => m[0].replace(/\?.*$/, '?…'));
}

/**
 * SMTP when SMTP_URL is set; otherwise each message is written as an .eml file under
 * DATA_DIR/outbox, so mail is visible on a laptop and readable by tests.
 */
export function createMailTransport(opts: TransportOptions): MailTransport {
  const smtp: Transporter | null = opts.smtpUrl
    ? nodemailer.createTransport({ url: opts.smtpUrl, connectionTimeout: 15_000, socketTimeout: 30_000 })
    : null;
  const files = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  return {
    async deliver(mail) {
      const message = { from: opts.from, ...mail };
      if (smtp) {
        await smtp.sendMail(message);
        opts.log.info({ to: mail.to, subject: mail.subject }, 'email sent');
        return;
      }
      const info = await files.sendMail(message);
      await fs.mkdir(opts.outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      const file = path.join(opts.outboxDir, name);
      // Written under a temporary name and renamed, so a reader never sees half a message.
      await fs.writeFile(`${file}.tmp`, info.message as Buffer, { mode: 0o600 });
      await fs.rename(`${file}.tmp`, file);
      opts.log.info(
        { to: mail.to, subject: mail.subject, links: redactedLinks(mail.text), file },
        'email written to outbox',
      );
    },
  };
}
