import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Short-lived signed media URLs (design.md §5): a `<video>` or `<img>` element cannot send
 * the bearer header, so the API hands out URLs that carry their own authorisation, bound
 * to one file, one session and an expiry. When the URL is used, the media route checks that
 * the session is still live (logout, a password change or an administrator's reset end it)
 * and that its user may still read the file.
 */

export const MEDIA_KINDS = [
  'videos',
  'thumbnails',
  'materials',
  'post-images',
  'screenshots',
  'captions',
  'renditions',
] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

export interface SignedQuery {
  /** The session the URL was issued under (its id, not its token: it grants nothing alone). */
  s: string;
  exp: number;
  sig: string;
}

export interface MediaSigner {
  /** Path with query, e.g. `/api/media/videos/{id}?u=…&exp=…&sig=…`. */
  url(kind: MediaKind, id: string, sessionId: string, extra?: Record<string, string>): string;
  sign(kind: MediaKind, id: string, sessionId: string, now?: number): SignedQuery;
  /** The session the URL was issued under, or null when it is forged or expired. */
  verify(kind: MediaKind, id: string, query: Partial<SignedQuery>, now?: number): string | null;
}

export interface SignerOptions {
  secret: string;
  /**
   * Lifetime of a URL; default 30 minutes (was 2 hours): the player renews an expired video URL
   * and resumes where it was (CoursePlayerPage onExpired), and lists are refetched after 20 minutes.
   */
  ttlSeconds?: number;
  /**
   * Expiries are rounded up to this step so a page reload within it reuses the same URLs
   * (browser cache hits for thumbnails and video ranges). Default 10 minutes.
   */
  stepSeconds?: number;
}

export function createMediaSigner({
  secret,
  ttlSeconds = 1800,
  stepSeconds = 600,
}: SignerOptions): MediaSigner {
  const key = Buffer.from(secret, 'utf8');
  const mac = (kind: string, id: string, s: string, exp: number) =>
    createHmac('sha256', key).update(`${kind}\n${id}\n${s}\n${exp}`).digest('base64url');

  const sign = (kind: MediaKind, id: string, sessionId: string, now = Date.now()): SignedQuery => {
    const exp = Math.ceil((now / 1000 + ttlSeconds) / stepSeconds) * stepSeconds;
    return { s: sessionId, exp, sig: mac(kind, id, sessionId, exp) };
  };

  return {
    sign,
    url(kind, id, sessionId, extra = {}) {
      const q = sign(kind, id, sessionId);
      const params = new URLSearchParams({ ...extra, s: q.s, exp: String(q.exp), sig: q.sig });
      return `/api/media/${kind}/${id}?${params.toString()}`;
    },
    verify(kind, id, query, now = Date.now()) {
      const { s, exp, sig } = query;
      if (!s || !sig || !exp || !Number.isFinite(exp)) return null;
      if (exp * 1000 <= now) return null;
      const expected = Buffer.from(mac(kind, id, s, exp));
      const given = Buffer.from(sig);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      return s;
    },
  };
}

/**
 * MEDIA_SECRET when set (required when several instances share the files), otherwise a
 * secret generated once into DATA_DIR/media-secret (mode 0600) and reused on restart.
 */
export function loadMediaSecret(dataDir: string, fromEnv?: string): string {
  if (fromEnv) return fromEnv;
  const file = path.join(dataDir, 'media-secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  try {
    fs.writeFileSync(file, `${secret}\n`, { flag: 'wx', mode: 0o600 });
    return secret;
  } catch (err) {
    // Another process created it first: use theirs.
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return fs.readFileSync(file, 'utf8').trim();
    throw err;
  }
}
