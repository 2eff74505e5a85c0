/**
 * API answers the route-preload script (scripts/vite-route-preload.ts) started before the app
 * shell had downloaded: a page's first reads, fetched with the stored token. The app's first
 * GET of the same URL with the same token takes its answer instead of asking again; each is
 * used once, and none after a few seconds (it would be stale), so later reads go to the server.
 */

/** The global the script fills (EARLY_GLOBAL in scripts/vite-route-preload.ts). */
export const EARLY_GLOBAL = '__crimreviewEarly';

/** Past this, an unused early answer is left alone: the page has moved on or is refetching. */
export const EARLY_MAX_AGE_MS = 15_000;

interface EarlyReads {
  token: string;
  at: number;
  responses: Record<string, Promise<Response> | undefined>;
}

type Holder = Record<string, EarlyReads | null | undefined>;

/**
 * The early answer for this GET, once; null when there is none. The first call also closes
 * the door: a script that would run after the app's own requests started adds nothing.
 */
export function takeEarlyResponse(url: string, token: string | null): Promise<Response> | null {
  const holder = window as unknown as Holder;
  const early = holder[EARLY_GLOBAL];
  if (!early) {
    holder[EARLY_GLOBAL] = null;
    return null;
  }
  const response = early.responses[url];
  if (!response) return null;
  delete early.responses[url];
  if (early.token !== token || Date.now() - early.at > EARLY_MAX_AGE_MS) return null;
  return response;
}

/** The early answers not taken (none once a page has made the reads it declares). */
export function untakenEarlyReads(): string[] {
  const early = (window as unknown as Holder)[EARLY_GLOBAL];
  return early ? Object.keys(early.responses) : [];
}
