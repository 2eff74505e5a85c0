import fs from 'node:fs';
import path from 'node:path';
import { DATA_DIR } from './env';

/** Undoes quoted-printable soft breaks and escapes, enough to read links out of a mail. */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** Waits for a mail to `email` in DATA_DIR/outbox and returns the reset link in it. */
export async function readResetLink(email: string, timeoutMs = 15_000): Promise<string> {
  const dir = path.join(DATA_DIR, 'outbox');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.eml')) : [];
    for (const file of files) {
      const text = decodeQuotedPrintable(fs.readFileSync(path.join(dir, file), 'utf8'));
      if (!text.toLowerCase().includes(email.toLowerCase())) continue;
      const link = text.match(/https?:\/\/[^\s"'<>]+\/reset-password\?token=[A-Za-z0-9_%-]+/);
      if (link) return link[0];
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no reset mail for ${email} in ${dir}`);
}

/** Waits for a mail to `email` whose text contains `needle`, and returns the decoded mail. */
export async function readMail(email: string, needle: string, timeoutMs = 15_000): Promise<string> {
  const dir = path.join(DATA_DIR, 'outbox');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.eml')) : [];
    for (const file of files) {
      const text = decodeQuotedPrintable(fs.readFileSync(path.join(dir, file), 'utf8'));
      if (text.toLowerCase().includes(email.toLowerCase()) && text.includes(needle)) return text;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no mail for ${email} containing "${needle}" in ${dir}`);
}
