import pino, { type DestinationStream } from 'pino';

/** Query parameters whose values are secrets (reset tokens, media signatures). */
const SECRET_PARAMS = /([?&](?:token|sig|signature|access_token)=)[^&#]*/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[redacted]');
}

interface LoggedRequest {
  method?: string;
  url?: string;
  ip?: string;
  socket?: { remoteAddress?: string };
}

/**
 * The server's logger. Requests are logged by method, path (secret query values redacted)
 * and address only: no headers, so no bearer token; bodies are never logged.
 */
export function createLogger(level: string, destination?: DestinationStream) {
  const options: pino.LoggerOptions = {
    level,
    serializers: {
      req: (req: LoggedRequest) => ({
        method: req.method,
        url: redactUrl(req.url ?? ''),
        remoteAddress: req.ip ?? req.socket?.remoteAddress,
      }),
    },
    redact: {
      paths: ['*.password', '*.new_password', '*.current_password', '*.token'],
      censor: '[redacted]',
    },
  };
  if (destination) return pino(options, destination);
  if (process.stdout.isTTY) {
    return pino({ ...options, transport: { target: 'pino-pretty', options: { ignore: 'pid,hostname' } } });
  }
  return pino(options);
}
