/**
 * HTTP Range for one resource (RFC 9110 §14): a single `bytes=` range, open-ended
 * (`bytes=500-`) or a suffix (`bytes=-500`). Anything else is ignored (the whole file is
 * sent), as the RFC allows; a range starting past the end is unsatisfiable (416).
 */
export type RangeResult =
  | { kind: 'full' }
  | { kind: 'partial'; start: number; end: number }
  | { kind: 'unsatisfiable' };

const SINGLE = /^bytes=(\d*)-(\d*)$/;

export function parseRange(header: string | undefined, size: number): RangeResult {
  if (!header) return { kind: 'full' };
  const m = SINGLE.exec(header.trim().replace(/\s+/g, ''));
  if (!m) return { kind: 'full' };
  const [, first, last] = m;
  if (!first && !last) return { kind: 'full' };
  if (!first) {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'partial', start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last ? Number(last) : size - 1;
  if (last && end < start) return { kind: 'full' };
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'partial', start, end: Math.min(end, size - 1) };
}

/** If-Range: the range applies only while the validator still matches. */
export function ifRangeMatches(ifRange: string | undefined, etag: string, lastModified: Date): boolean {
  if (!ifRange) return true;
  const value = ifRange.trim();
  if (value.startsWith('"') || value.startsWith('W/')) return value === etag;
  const date = Date.parse(value);
  return Number.isFinite(date) && Math.floor(lastModified.getTime() / 1000) <= Math.floor(date / 1000);
}
