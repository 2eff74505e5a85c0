import type { FastifyInstance } from 'fastify';
import { ValidationError } from '../lib/http-errors';

export const NUL_MESSAGE = 'Text must not contain a NUL character (\\u0000)';

/** The path of the first string holding U+0000 in a parsed value, or null. */
export function findNul(value: unknown, at: (string | number)[] = []): (string | number)[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? at : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findNul(value[i], [...at, i]);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      const found = key.includes('\u0000') ? [...at, key] : findNul(v, [...at, key]);
      if (found) return found;
    }
  }
  return null;
}

/** Throws the 422 for a text input holding U+0000 (multipart fields and CSV cells call this too). */
export function refuseNul(value: unknown, where: string): void {
  const found = findNul(value);
  if (found) throw new ValidationError([{ loc: [where, ...found], msg: NUL_MESSAGE }]);
}

/**
 * PostgreSQL cannot store U+0000 in text, so a NUL in any query, path or JSON text input is
 * refused here, once, as a 422 — instead of failing deep inside a query as a 500.
 */
export function registerTextInputChecks(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    refuseNul(request.params, 'path');
    refuseNul(request.query, 'query');
    refuseNul(request.body, 'body');
  });
}
