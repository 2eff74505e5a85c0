/** An error with an HTTP status whose message is safe to show to the caller as `detail`. */
export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    /** Extra fields sent beside `detail` (e.g. the 403 `reason` and `contact_message` of tests). */
    public readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const badRequest = (msg: string) => new HttpError(400, msg);
export const unauthorized = (msg = 'Not authenticated') => new HttpError(401, msg);
export const forbidden = (msg = 'You do not have permission to do this', extra?: Record<string, unknown>) =>
  new HttpError(403, msg, extra);
export const notFound = (msg = 'Not found') => new HttpError(404, msg);
export const conflict = (msg: string) => new HttpError(409, msg);
export const unprocessable = (msg: string) => new HttpError(422, msg);
export const tooManyRequests = (msg: string) => new HttpError(429, msg);

/** A 422 in the validation-list shape, for rules checked in services. */
export class ValidationError extends Error {
  constructor(public readonly items: { loc: (string | number)[]; msg: string }[]) {
    super(items.map((i) => i.msg).join('; '));
  }
}

/** The 400 text of a request body that stopped before its end (a dropped connection, a cut form). */
export const BODY_CUT_OFF = 'The upload was interrupted before it was complete. Please try again.';

/**
 * Whether an error comes from a request body that ended early: busboy's errors for a multipart
 * body without its final boundary, or Node's for a connection closed mid-body. The client's
 * fault (a 400), never the server's.
 */
export function bodyCutOff(err: unknown): boolean {
  const { message, code } = (err ?? {}) as { message?: string; code?: string };
  return (
    code === 'HPE_INVALID_EOF_STATE' ||
    /^(unexpected end of (form|multipart data|file)|part terminated early|aborted$)/i.test(message ?? '')
  );
}
