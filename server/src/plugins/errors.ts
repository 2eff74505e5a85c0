import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { BODY_CUT_OFF, bodyCutOff, HttpError, ValidationError } from '../lib/http-errors';

/**
 * Every error leaves as `{ detail }` (design.md §4): validation as a 422 list of loc/msg,
 * our HttpErrors with their message, framework 4xx with theirs, and 5xx as a generic text.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const where = error.validationContext ?? 'body';
      const detail = error.validation.map((v) => ({
        loc: [where, ...v.instancePath.split('/').filter(Boolean)],
        msg: v.message ?? 'Invalid value',
      }));
      return reply.status(422).send({ detail });
    }
    if (error instanceof ValidationError) return reply.status(422).send({ detail: error.items });
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ detail: error.message, ...error.extra });
    }
    // A body cut off before its end (every route that reads a form, the restore too): a 400,
    // checked before the database test below, which also knows ECONNRESET.
    if (bodyCutOff(error) || request.raw.readableAborted) {
      return reply.status(400).send({ detail: BODY_CUT_OFF });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error.cause }, 'response did not match its schema');
      return reply.status(500).send({ detail: 'Internal server error' });
    }
    if (databaseUnavailable(error)) {
      request.log.warn({ err: error.message }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', '5')
        .send({ detail: 'The service is briefly unavailable. Please try again in a few seconds.' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send({ detail: 'Internal server error' });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
      return reply.status(400).send({ detail: 'Malformed JSON in request body' });
    }
    if (status === 413) return reply.status(413).send({ detail: 'Request body is too large' });
    return reply.status(status).send({ detail: error.message });
  });
}

/** PostgreSQL codes of a database going away or not accepting connections yet (class 08, 57P0x). */
const UNAVAILABLE_CODES = new Set(['57P01', '57P02', '57P03', '08000', '08001', '08003', '08004', '08006']);

/**
 * A database that is down or restarting: the request may succeed a few seconds later, so it
 * answers 503 with Retry-After rather than a 500 (the web client retries those).
 */
export function databaseUnavailable(error: unknown): boolean {
  let e: unknown = error;
  for (let depth = 0; e && depth < 4; depth++) {
    const { code, message } = e as { code?: string; message?: string };
    if (code && (UNAVAILABLE_CODES.has(code) || ['ECONNREFUSED', 'ECONNRESET', 'EPIPE'].includes(code)))
      return true;
    if (
      message &&
      /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(
        message,
      )
    )
      return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Fastify's clientErrorHandler: what Node could not even parse as a request (a body shorter than
 * its Content-Length when the client closes, a header too large, a timeout) answers in the
 * `{detail}` shape too, instead of Fastify's default 'Client Error'.
 */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Socket): void {
  // A reset connection has no one left to answer.
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, detail] =
    err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'The request took too long to arrive']
      : err.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'The request headers are too large']
        : bodyCutOff(err)
          ? [400, BODY_CUT_OFF]
          : [400, 'Malformed request'];
  const body = JSON.stringify({ detail });
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  socket.destroy(err);
}
