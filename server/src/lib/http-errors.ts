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
