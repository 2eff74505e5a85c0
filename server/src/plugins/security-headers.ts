import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * helmet's security headers on every answer, from one middleware built at start. The Fastify
 * wrapper (@fastify/helmet) built a new helmet, its policy parsed again, for every request
 * (2–3 % of a saved answer's app CPU; bench/README.md); per-route options and nonces, which
 * that is for, are not used here.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const apply = helmet(options);
  app.addHook('onRequest', (request, reply, done) => {
    apply(request.raw, reply.raw, (err?: unknown) => done(err as Error | undefined));
  });
}
