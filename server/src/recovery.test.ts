/**
 * What an operator meets when things go wrong: PostgreSQL dying under the server (embedded:
 * the server restarts it; external: the pool reconnects), and stopping `npm start` with
 * SIGTERM or Ctrl-C.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { ensureDatabase, freePort, startEmbeddedPostgres } from './db/embedded';
import { startServer } from './server';

const dirs: string[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'crimreview-recovery-'));
  fs.chmodSync(dir, 0o755);
  dirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

const learner = { name: 'Gabriela Silang', email: 'gabriela@example.com', password: 'Ilocos-Revolt-1763' };
const post = (url: string, body: unknown) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

const signIn = (base: string) =>
  post(`${base}/api/auth/login`, { email: learner.email, password: learner.password });

/** Polls /api/health until `want`, recording every status seen. */
async function healthUntil(base: string, want: number, seen: number[], timeoutMs = 60_000) {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const status = await fetch(`${base}/api/health`).then(
      (r) => r.status,
      () => 0,
    );
    seen.push(status);
    if (status === want) return;
    if (Date.now() > end) throw new Error(`health never answered ${want}: ${[...new Set(seen)].join(', ')}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('database failures', () => {
  it('restarts the embedded PostgreSQL after it is killed, answering 503 meanwhile, data intact', async () => {
    const dataDir = tempDir();
    const server = await startServer(
      loadConfig({ DATA_DIR: dataDir, PORT: '0', DEMO: 'false', LOG_LEVEL: 'silent' }),
      () => {},
    );
    try {
      expect((await post(`${server.url}/api/auth/register`, learner)).status).toBe(201);
      const pid = Number(
        fs.readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0],
      );
      process.kill(pid, 'SIGKILL');
      const seen: number[] = [];
      await healthUntil(server.url, 503, seen, 10_000);
      await healthUntil(server.url, 200, seen);
      expect(seen).not.toContain(500);
      expect((await signIn(server.url)).status).toBe(200);
    } finally {
      await server.stop();
    }
  }, 120_000);

  it('reconnects to an external PostgreSQL once it is back', async () => {
    const pgDir = path.join(tempDir(), 'pg');
    const port = await freePort();
    let pg = await startEmbeddedPostgres({ dir: pgDir, port });
    await ensureDatabase(pg.url('postgres'), 'external_app');
    const server = await startServer(
      loadConfig({
        DATA_DIR: tempDir(),
        PORT: '0',
        DATABASE_URL: pg.url('external_app'),
        LOG_LEVEL: 'silent',
      }),
      () => {},
    );
    try {
      expect((await post(`${server.url}/api/auth/register`, learner)).status).toBe(201);
      await pg.stop();
      const seen: number[] = [];
      await healthUntil(server.url, 503, seen, 10_000);
      const during = await signIn(server.url);
      expect(during.status).toBe(503);
      expect(during.headers.get('retry-after')).toBe('5');
      pg = await startEmbeddedPostgres({ dir: pgDir, port });
      await healthUntil(server.url, 200, seen);
      expect((await signIn(server.url)).status).toBe(200);
    } finally {
      await server.stop();
      await pg.stop();
    }
  }, 120_000);
});

describe('stopping npm start', () => {
  const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');

  /** `npm start` in its own process group, as a terminal runs it; resolves once it serves. */
  async function npmStart(dataDir: string) {
    const port = await freePort();
    const child = spawn('npm', ['start'], {
      cwd: root,
      detached: true,
      env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), DEMO: 'false', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
    const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
    await healthUntil(`http://127.0.0.1:${port}`, 200, [], 170_000);
    return { child, exited, output: () => output };
  }

  async function stopsCleanly(signal: (pid: number) => void) {
    const dataDir = tempDir();
    const run = await npmStart(dataDir);
    const started = Date.now();
    signal(run.child.pid!);
    const code = await run.exited;
    expect(code).toBe(0);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(run.output()).not.toMatch(/Forced exit|exiting anyway/);
    // Nothing left behind: the server released its lock and PostgreSQL stopped.
    await new Promise((r) => setTimeout(r, 500));
    expect(fs.existsSync(path.join(dataDir, 'server.pid'))).toBe(false);
    expect(fs.existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
  }

  it('stops everything with exit code 0 on SIGTERM to the npm process', async () => {
    await stopsCleanly((pid) => process.kill(pid, 'SIGTERM'));
  }, 200_000);

  it('stops everything with exit code 0 on Ctrl-C (SIGINT to the process group)', async () => {
    await stopsCleanly((pid) => process.kill(-pid, 'SIGINT'));
  }, 200_000);
});
