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

export interface Mailer {
  send(mail: Mail): Promise<{ delivered: boolean }>;
}

interface MailerOptions {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  log: { info(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

/** Links are logged without their query string: a reset token must never reach a log. */
function redactedLinks(text: string): string[] {
  return [...text.matchAll(/https?:\/\/\S+/g)].map((m) => m[0].replace(/\?.*$/, '?…'));
}

/**
 * SMTP when SMTP_URL is set; otherwise each message is written as an .eml file under
 * DATA_DIR/outbox, so mail is visible on a laptop and readable by tests.
 */
export function createMailer(opts: MailerOptions): Mailer {
  const smtp: Transporter | null = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null;
  const files = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  return {
    async send(mail) {
      const message = { from: opts.from, ...mail };
      try {
        if (smtp) {
          await smtp.sendMail(message);
          opts.log.info({ to: mail.to, subject: mail.subject }, 'email sent');
          return { delivered: true };
        }
        const info = await files.sendMail(message);
        await fs.mkdir(opts.outboxDir, { recursive: true });
        const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
        const file = path.join(opts.outboxDir, name);
        await fs.writeFile(file, info.message as Buffer, { mode: 0o600 });
        opts.log.info(
          { to: mail.to, subject: mail.subject, links: redactedLinks(mail.text), file },
          'email written to outbox',
        );
        return { delivered: true };
      } catch (err) {
        opts.log.error({ err: (err as Error).message, to: mail.to, subject: mail.subject }, 'email failed');
        return { delivered: false };
      }
    },
  };
}
