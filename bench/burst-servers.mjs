// The servers of bench/exam-burst.mjs: bench servers (bench/serve.ts) on one PostgreSQL, and
// the statements each call sends to it.
import fs from 'node:fs';
import path from 'node:path';
import { startS3 } from '../e2e/helpers/s3.mjs';
import { startServer } from '../e2e/helpers/server.mjs';

/**
 * Statements each call sends to PostgreSQL (all instances' counters, bench/serve.ts), one call
 * at a time, and apart from them the LISTEN barriers it waited for (shared under load).
 */
export async function statementsPerCall(bases, steps) {
  const count = async () => {
    const n = { count: 0, barriers: 0 };
    for (const b of bases) {
      const c = await (await fetch(`${b}/api/bench/statements`)).json();
      n.count += c.count;
      n.barriers += c.barriers;
    }
    return n;
  };
  const statements = {};
  const barriers = {};
  for (const [name, fn] of steps) {
    const before = await count();
    await fn();
    const after = await count();
    statements[name] = after.count - before.count;
    barriers[name] = after.barriers - before.barriers;
  }
  return { statements, barriers };
}

/** The connection URL of the embedded PostgreSQL a bench server started in `dataDir`. */
export function embeddedDatabaseUrl(dataDir) {
  const password = fs.readFileSync(path.join(dataDir, '.postgres-password'), 'utf8').trim();
  const port = fs.readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[3];
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port.trim()}/crimreview`;
}

/**
 * `count` bench servers (bench/serve.ts) on one PostgreSQL: the first on its embedded one
 * (or DATABASE_URL when set), the others on the first's database. Several instances also share
 * one S3-compatible bucket for uploads (s3rver here), as they must in production.
 */
export async function startInstances(root, count) {
  const s3 = count > 1 ? await startS3() : null;
  // Loopback is the trusted proxy: the setup signs learners up from distinct forwarded
  // addresses, as a class does from its own devices (sign-up is limited per address).
  const env = { TRUST_PROXY: '127.0.0.1', ...s3?.env };
  const servers = [await startServer({ root, prefix: 'crimreview-bench-', entry: 'bench/serve.ts', env })];
  const databaseUrl = process.env.DATABASE_URL ?? embeddedDatabaseUrl(servers[0].dataDir);
  try {
    for (let i = 1; i < count; i++) {
      servers.push(
        await startServer({
          root,
          prefix: 'crimreview-bench-',
          entry: 'bench/serve.ts',
          env: { ...env, DATABASE_URL: databaseUrl },
        }),
      );
    }
  } catch (error) {
    for (const s of servers.reverse()) await s.stop();
    await s3?.close();
    throw error;
  }
  return {
    bases: servers.map((s) => s.baseUrl),
    dataDirs: servers.map((s) => s.dataDir),
    storage: s3?.url ?? null,
    async stop() {
      // The first instance owns the embedded database: stop it last.
      for (const s of [...servers].reverse()) {
        await s.stop();
        fs.rmSync(s.dataDir, { recursive: true, force: true });
      }
      await s3?.close();
    },
  };
}

/**
 * A CPU profile of one window on each bench server (written into the servers' BENCH_CPU_PROF
 * directory; the routes answer `file: null` without it): `stop()` once, however often called,
 * resolves to the files written.
 */
export function windowProfiler(bases) {
  const post = (action) =>
    Promise.all(
      bases.map((b) => fetch(`${b}/api/bench/profile/${action}`, { method: 'POST' }).then((r) => r.json())),
    );
  let stopped = null;
  return {
    start: () => post('start'),
    stop: () => {
      stopped ??= post('stop').then((answers) => answers.map((a) => a.file));
      return stopped;
    },
  };
}
