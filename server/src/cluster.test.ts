/**
 * APP_WORKERS=2 (cluster.ts) as an operator runs it: one port served by two app processes on
 * the primary's embedded PostgreSQL; a session made through one works on the other; SIGTERM
 * stops everything; a kill -9 of the primary takes its workers down with it, and the data dir
 * starts again.
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnServer } from '../test/spawn-server';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crimreview-cluster-'));
fs.chmodSync(dataDir, 0o755);
const children: ChildProcess[] = [];
afterAll(() => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function start() {
  const server = await spawnServer({
    DATA_DIR: dataDir,
    PORT: '0',
    DEMO: 'false',
    LOG_LEVEL: 'warn',
    APP_WORKERS: '2',
  });
  children.push(server.child);
  return server;
}

/** One request on a new connection (the cluster hands each connection to the next worker). */
function request(url: string, options: { method?: string; token?: string; body?: unknown } = {}) {
  return new Promise<{ status: number; json: Record<string, unknown> }>((resolve, reject) => {
    const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
    const req = http.request(
      url,
      {
        method: options.method ?? 'GET',
        agent: false,
        headers: {
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        },
      },
      (res) => {
        let text = '';
        res.on('data', (d) => (text += d));
        res.on('end', () => resolve({ status: res.statusCode!, json: JSON.parse(text || '{}') }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** The node processes the primary started (its workers), from /proc. */
function workerPids(primary: number): number[] {
  return fs
    .readdirSync('/proc')
    .filter((p) => /^\d+$/.test(p))
    .flatMap((pid) => {
      try {
        const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
        const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
        const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        return ppid === primary && comm.startsWith('node') ? [Number(pid)] : [];
      } catch {
        return [];
      }
    });
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function until(check: () => boolean, ms: number) {
  const end = Date.now() + ms;
  while (!check() && Date.now() < end) await new Promise((r) => setTimeout(r, 100));
  return check();
}

describe('APP_WORKERS=2', () => {
  it('serves one port from two processes that share sessions; a kill -9 of the primary ends its workers', async () => {
    const first = await start();
    expect(first.output()).toMatch(/2 app workers/);
    const workers = new Set<unknown>();
    for (let i = 0; i < 8; i++) workers.add((await request(`${first.url}/api/health`)).json.load);
    const ids = new Set([...workers].map((l) => (l as { worker: number }).worker));
    expect(ids).toEqual(new Set([1, 2]));

    const learner = {
      name: 'Andres Bonifacio',
      email: 'andres@example.com',
      password: 'Katipunan-Supremo-1896',
    };
    expect((await request(`${first.url}/api/auth/register`, { method: 'POST', body: learner })).status).toBe(
      201,
    );
    const login = await request(`${first.url}/api/auth/login`, {
      method: 'POST',
      body: { email: learner.email, password: learner.password },
    });
    const token = login.json.access_token as string;
    for (let i = 0; i < 4; i++)
      expect((await request(`${first.url}/api/auth/me`, { token })).status).toBe(200);

    const pids = workerPids(first.child.pid!);
    expect(pids).toHaveLength(2);
    first.child.removeAllListeners('exit');
    first.child.kill('SIGKILL');
    expect(await until(() => pids.every((p) => !alive(p)), 10_000)).toBe(true);

    // The data dir starts again; SIGTERM then stops the workers and PostgreSQL, leaving nothing.
    const second = await start();
    expect((await request(`${second.url}/api/auth/me`, { token })).status).toBe(200);
    const again = workerPids(second.child.pid!);
    second.child.removeAllListeners('exit');
    const exited = new Promise<number | null>((r) => second.child.once('exit', (code) => r(code)));
    second.child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(again.filter(alive)).toEqual([]);
    expect(fs.existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
  }, 90_000);
});
