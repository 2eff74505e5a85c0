import { ApiError } from './api';

interface ValidationItem {
  loc?: unknown[];
  msg?: string;
}

/** Text of a `detail`: a string, or the messages of a 422 `{loc, msg}[]` joined. */
export function detailText(detail: unknown): string | null {
  if (typeof detail === 'string' && detail.trim()) return detail;
  if (Array.isArray(detail)) {
    const messages = detail
      .map((item: ValidationItem) => (typeof item?.msg === 'string' ? item.msg : null))
      .filter((m): m is string => Boolean(m));
    const unique = [...new Set(messages)];
    if (unique.length) return unique.join('; ');
  }
  return null;
}

/** The text to show for a failed call: server detail, else the error's message, else the default. */
export function errorText(error: unknown, fallback = 'Something went wrong'): string {
  if (error instanceof ApiError) {
    const text = detailText(error.detail);
    if (text) return text;
  }
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}
