import { vi } from 'vitest';
import { PreparingClient } from '../src/db/preparing-client';

/**
 * Counts, from now on, the statements the app's pool sends to PostgreSQL whose text or prepared
 * name contains `marker` (restored by `vi.restoreAllMocks()`).
 */
export function countStatements(marker: string): () => number {
  let count = 0;
  const query = PreparingClient.prototype.query;
  vi.spyOn(PreparingClient.prototype, 'query').mockImplementation(function (this: PreparingClient, ...args) {
    const config = args[0] as { text?: string; name?: string } | string;
    const text = typeof config === 'string' ? config : `${config?.name ?? ''} ${config?.text ?? ''}`;
    if (text.includes(marker)) count++;
    return (query as (...a: unknown[]) => never).apply(this, args);
  });
  return () => count;
}
