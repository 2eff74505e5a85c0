// The server as `npm run serve` runs it, plus the benchmark's routes (bench/ceiling-route.ts):
// the in-memory ceiling and a count of the statements sent to PostgreSQL. Started by
// bench/exam-burst.mjs; never part of the product.
import pg from 'pg';
import { runServer } from '../server/src/run';
import { benchCeilingRoutes, statements } from './ceiling-route';

// Every statement of this process (pool queries go through Client#query): round trips per
// call. The background jobs' statements (pg-boss, the mail queue) are not the calls' own.
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const text = String(typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string })?.text);
  if (text === 'select 1') statements.barriers++;
  else if (!/pgboss\.|mail_log/.test(text)) statements.count++;
  if (process.env.BENCH_LOG_STATEMENTS) console.log(`statement: ${text.replace(/\s+/g, ' ').slice(0, 120)}`);
  return (query as (...a: unknown[]) => unknown).apply(this, args);
} as typeof query;

void runServer({ extraRoutes: [benchCeilingRoutes] });
