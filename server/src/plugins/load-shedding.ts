import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export interface PressureOptions {
  /** Mean event-loop delay (ms) above which /api calls are shed; default 1000; 0 turns shedding off. */
  maxEventLoopDelayMs?: number;
  /** How often the delay is sampled (ms); default 1000. */
  sampleIntervalMs?: number;
}

export const SHED_RETRY_AFTER_SECONDS = 5;

/**
 * Under overload the server answers 503 + Retry-After at once instead of queueing requests until
 * their connections time out; the web client waits that long before retrying. Only the event-loop
 * delay is a signal: CPU saturation alone (an exam burst) is served, slowly, not refused. The
 * SPA's files and /api/health are never shed, so a load balancer still reads the figures.
 *
 * @fastify/under-pressure samples the delay; we decide here rather than through its own
 * `maxEventLoopDelay`, which reads a window with no sample at all (a starved process) as an
 * infinite delay and sheds everything: that window is "unknown" here, not "overloaded".
 */
export async function registerLoadShedding(app: FastifyInstance, options: PressureOptions = {}) {
  const maxDelay = options.maxEventLoopDelayMs ?? 1000;
  await app.register(underPressure, { sampleInterval: options.sampleIntervalMs ?? 1000 });
  if (maxDelay <= 0) return;
  app.addHook('onRequest', async (req: FastifyRequest, reply: FastifyReply) => {
    const delay = app.memoryUsage().eventLoopDelay;
    if (!Number.isFinite(delay) || delay <= maxDelay) return;
    const url = req.url.split('?')[0];
    if (!url.startsWith('/api/') || url === '/api/health') return;
    return reply
      .status(503)
      .header('retry-after', String(SHED_RETRY_AFTER_SECONDS))
      .send({ detail: 'The server is busy at the moment; please try again in a few seconds' });
  });
}

/** What /api/health reports about load (a window without a sample reads as null). */
export function loadFigures(app: FastifyInstance) {
  const usage = app.memoryUsage();
  return {
    event_loop_delay_ms: Number.isFinite(usage.eventLoopDelay)
      ? Math.round(usage.eventLoopDelay * 10) / 10
      : null,
    event_loop_utilization: Math.round(usage.eventLoopUtilized * 1000) / 1000,
    heap_used_mb: Math.round(usage.heapUsed / 1e5) / 10,
  };
}
