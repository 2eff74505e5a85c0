import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { HttpError, ValidationError } from '../lib/http-errors';

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
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error.cause }, 'response did not match its schema');
      return reply.status(500).send({ detail: 'Internal server error' });
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
