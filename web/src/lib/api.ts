import { takeEarlyResponse } from './early-responses';
import { clearSession, getToken } from './session';

/** Why a call failed: an HTTP error answer, no answer at all, or the caller gave up. */
export type ApiErrorKind = 'http' | 'network' | 'aborted' | 'timeout';

/** An HTTP error from the API: `detail` is a string or FastAPI-style `{loc, msg}[]`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly detail: unknown,
    message: string,
    /** The whole error body, for fields beside `detail` (e.g. a refused test's `contact_message`). */
    readonly body: Record<string, unknown> = {},
    readonly kind: ApiErrorKind = 'http',
    /** The server's Retry-After (503 under overload, 429), in seconds. */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** How much of a request body has been sent; `total` is null when the browser cannot tell. */
export interface UploadProgress {
  loaded: number;
  total: number | null;
  /** 0–1, or null when the total is unknown. */
  fraction: number | null;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON, or as multipart when it is a FormData (the browser sets the boundary). */
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  /** Cancels the call: it then fails with an ApiError of kind 'aborted' (or 'timeout'). */
  signal?: AbortSignal;
  /** false: never send the bearer token (public auth endpoints). */
  auth?: boolean;
  /** Lets the call finish while the page is being closed (fetch `keepalive`). */
  keepalive?: boolean;
  /**
   * Reports the upload as it goes. fetch cannot, so such a call goes through
   * XMLHttpRequest; everything else (headers, errors, cancelling) is the same.
   */
  onUploadProgress?: (progress: UploadProgress) => void;
}

export const API_BASE = '/api';

function buildUrl(path: string, query?: RequestOptions['query']): string {
  const url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

function parseBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** A request as both transports send it. */
interface Outgoing {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | FormData | undefined;
  signal?: AbortSignal;
  keepalive?: boolean;
}

/** What both transports hand back: the status and the body text. */
interface Incoming {
  status: number;
  text: string;
  retryAfter: string | null;
}

/** Retry-After in seconds (the HTTP-date form is not sent by our server). */
function parseRetryAfter(value: string | null): number | null {
  const seconds = value === null ? Number.NaN : Number(value);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : null;
}

function cancelled(signal: AbortSignal | undefined): ApiError {
  return (signal?.reason as Error | undefined)?.name === 'TimeoutError'
    ? new ApiError(0, null, 'Request timed out', {}, 'timeout')
    : new ApiError(0, null, 'Request aborted', {}, 'aborted');
}

const networkError = () => new ApiError(0, null, 'Network error', {}, 'network');

/** The route-preload script's answer to this GET when it started one (early-responses.ts). */
function earlyAnswer(req: Outgoing, token: string | null): Promise<Response> | null {
  if (req.method !== 'GET' || req.signal?.aborted) return null;
  const early = takeEarlyResponse(req.url, token);
  if (!early || !req.signal) return early;
  const signal = req.signal;
  return Promise.race([
    early,
    new Promise<never>((_, reject) =>
      signal.addEventListener('abort', () => reject(signal.reason), { once: true }),
    ),
  ]);
}

async function viaFetch(req: Outgoing, token: string | null): Promise<Incoming> {
  try {
    // A failed early read is asked again, as if it had not been started. Without one, fetch
    // is called at once (no await before it): a cancel that follows reaches it.
    const pending = earlyAnswer(req, token);
    const early =
      pending &&
      (await pending.catch((error: unknown) => {
        if (req.signal?.aborted) throw error;
        return null;
      }));
    const response =
      early ??
      (await fetch(req.url, {
        method: req.method,
        headers: req.headers,
        body: req.body,
        signal: req.signal,
        keepalive: req.keepalive,
      }));
    return {
      status: response.status,
      text: await response.text(),
      retryAfter: response.headers.get('retry-after'),
    };
  } catch {
    throw req.signal?.aborted ? cancelled(req.signal) : networkError();
  }
}

function viaXhr(req: Outgoing, onProgress: (p: UploadProgress) => void): Promise<Incoming> {
  return new Promise((resolve, reject) => {
    const { signal } = req;
    if (signal?.aborted) {
      reject(cancelled(signal));
      return;
    }
    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    const settle = (done: () => void) => {
      signal?.removeEventListener('abort', onAbort);
      done();
    };
    xhr.open(req.method, req.url);
    for (const [name, value] of Object.entries(req.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      const total = event.lengthComputable ? event.total : null;
      onProgress({ loaded: event.loaded, total, fraction: total ? Math.min(1, event.loaded / total) : null });
    };
    xhr.onload = () =>
      settle(() =>
        resolve({
          status: xhr.status,
          text: xhr.responseText,
          retryAfter: xhr.getResponseHeader('retry-after'),
        }),
      );
    xhr.onerror = () => settle(() => reject(networkError()));
    xhr.onabort = () => settle(() => reject(cancelled(signal)));
    signal?.addEventListener('abort', onAbort);
    xhr.send(req.body ?? null);
  });
}

/**
 * Calls the API. Sends `Authorization: Bearer <token>` when signed in. Any 401 on a call
 * that carried a token ends the session ('unauthorized'): the app then goes to /login
 * remembering where the user was.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const token = options.auth === false ? null : getToken();
  const isForm = options.body instanceof FormData;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  const req: Outgoing = {
    url: buildUrl(path, options.query),
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers,
    body: isForm
      ? (options.body as FormData)
      : options.body === undefined
        ? undefined
        : JSON.stringify(options.body),
    signal: options.signal,
    keepalive: options.keepalive,
  };

  const { status, text, retryAfter } = options.onUploadProgress
    ? await viaXhr(req, options.onUploadProgress)
    : await viaFetch(req, getToken());
  const data = parseBody(text);
  if (status >= 200 && status < 300) return data as T;

  const detail = data && typeof data === 'object' && 'detail' in data ? data.detail : null;
  if (status === 401 && token && token === getToken()) clearSession('unauthorized');
  const body = data && typeof data === 'object' ? (data as Record<string, unknown>) : {};
  throw new ApiError(
    status,
    detail,
    `Request failed with status code ${status}`,
    body,
    'http',
    parseRetryAfter(retryAfter),
  );
}

type Options = Omit<RequestOptions, 'method' | 'body'>;

export const api = {
  get: <T>(path: string, options?: Options) => apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Options) =>
    apiRequest<T>(path, { ...options, method: 'POST', body: body ?? {} }),
  put: <T>(path: string, body?: unknown, options?: Options) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body: body ?? {} }),
  patch: <T>(path: string, body?: unknown, options?: Options) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body: body ?? {} }),
  delete: <T>(path: string, options?: Options) => apiRequest<T>(path, { ...options, method: 'DELETE' }),
};

/**
 * Downloads a (possibly large, streamed) file from the API as a Blob, reporting the bytes
 * received as they arrive (a streamed backup has no length to give a percentage).
 */
export async function apiDownload(
  path: string,
  options: { signal?: AbortSignal; onProgress?: (receivedBytes: number) => void } = {},
): Promise<Blob> {
  const token = getToken();
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(buildUrl(path), { headers, signal: options.signal });
  } catch {
    throw options.signal?.aborted ? cancelled(options.signal) : networkError();
  }
  if (!response.ok || !response.body) {
    const data = parseBody(await response.text());
    const detail = data && typeof data === 'object' && 'detail' in data ? data.detail : null;
    if (response.status === 401 && token && token === getToken()) clearSession('unauthorized');
    throw new ApiError(
      response.status,
      detail,
      `Request failed with status code ${response.status}`,
      {},
      'http',
    );
  }
  const reader = response.body.getReader();
  const parts: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    received += value.byteLength;
    options.onProgress?.(received);
  }
  return new Blob(parts as BlobPart[], {
    type: response.headers.get('content-type') ?? 'application/octet-stream',
  });
}
