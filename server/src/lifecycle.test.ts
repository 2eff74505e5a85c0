/**
 * The server as an operator runs it: its own embedded PostgreSQL in DATA_DIR, restarts,
 * a SIGKILL, a second server on the same directory, the first administrator.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { DataDirInUseError } from './lib/data-dir-lock';
import { startServer } from './server';

const dirs: string[] = [];
function tempDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'crimreview-life-'));
  fs.chmodSync(dir, 0o755);
  dirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

const config = (dataDir: string, extra: Record<string, string> = {}) =>
  loadConfig({ DATA_DIR: dataDir, PORT: '0', DEMO: 'false', LOG_LEVEL: 'silent', ...extra });

async function json(url: string, init?: RequestInit) {
  const res = await fetch(url, {
    ...init,
    headers: { 'content-type': 'application/json', ...init?.headers },
  });
  return { status: res.status, body: await res.json() };
}

const learner = { name: 'Jose Rizal', email: 'jose@example.com', password: 'Noli-Me-Tangere-1887' };

describe('server lifecycle', () => {
  it('keeps data across a restart, refuses a second server on the same DATA_DIR, creates the first admin once', async () => {
    const dataDir = tempDataDir();
    const printed: string[] = [];
    const first = await startServer(config(dataDir), (s) => printed.push(s));
    try {
      expect(printed.join('\n')).toMatch(/password: \S{20,}/);
      expect((await json(`${first.url}/api/health`)).body).toMatchObject({
        status: 'ok',
        database: 'embedded',
      });
      expect(
        (await json(`${first.url}/api/auth/register`, { method: 'POST', body: JSON.stringify(learner) }))
          .status,
      ).toBe(201);
      await expect(startServer(config(dataDir))).rejects.toThrow(DataDirInUseError);
      await expect(startServer(config(dataDir))).rejects.toThrow(dataDir);
      expect((await json(`${first.url}/api/health`)).status).toBe(200); // the first one keeps serving
    } finally {
      await first.stop();
    }
    const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
    expect(fs.existsSync(pidFile)).toBe(false); // PostgreSQL stopped cleanly

    const again: string[] = [];
    const second = await startServer(config(dataDir), (s) => again.push(s));
    try {
      expect(again).toEqual([]); // the administrator exists: no new password printed
      const login = await json(`${second.url}/api/auth/login`, {
        method: 'POST',
        body: JSON.stringify({ email: learner.email, password: learner.password }),
      });
      expect(login.status).toBe(200);
    } finally {
      await second.stop();
    }
  }, 60_000);

  it('creates the first administrator from ADMIN_EMAIL and ADMIN_PASSWORD', async () => {
    const dataDir = tempDataDir();
    const printed: string[] = [];
    const server = await startServer(
      config(dataDir, { ADMIN_EMAIL: 'Chief@Example.com', ADMIN_PASSWORD: 'Chief-Admin-2026' }),
      (s) => printed.push(s),
    );
    try {
      expect(printed).toEqual([]);
      const login = await json(`${server.url}/api/auth/login`, {
        method: 'POST',
        body: JSON.stringify({ email: 'chief@example.com', password: 'Chief-Admin-2026' }),
      });
      expect(login.body.user).toMatchObject({ is_admin: true, admin_level: 'admin' });
    } finally {
      await server.stop();
    }
  }, 60_000);

  it('comes back after the server process is killed with SIGKILL, with the data intact', async () => {
    const dataDir = tempDataDir();
    const run = () =>
      new Promise<{ child: ChildProcess; url: string }>((resolve, reject) => {
        const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
          env: { ...process.env, DATA_DIR: dataDir, PORT: '0', DEMO: 'false', LOG_LEVEL: 'warn' },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        let out = '';
        child.stdout!.on('data', (d: Buffer) => {
          out += d.toString();
          const m = out.match(/ready on (http:\/\/\S+)/);
          if (m) resolve({ child, url: m[1]! });
        });
        child.stderr!.on('data', (d: Buffer) => {
          out += d.toString();
        });
        child.on('exit', (code) => reject(new Error(`server exited ${code}: ${out}`)));
      });

    const a = await run();
    expect(
      (await json(`${a.url}/api/auth/register`, { method: 'POST', body: JSON.stringify(learner) })).status,
    ).toBe(201);
    a.child.removeAllListeners('exit');
    a.child.kill('SIGKILL');
    await new Promise((r) => a.child.once('exit', r));

    const b = await run();
    try {
      const login = await json(`${b.url}/api/auth/login`, {
        method: 'POST',
        body: JSON.stringify({ email: learner.email, password: learner.password }),
      });
      expect(login.status).toBe(200);
    } finally {
      b.child.removeAllListeners('exit');
      const exited = new Promise((r) => b.child.once('exit', r));
      b.child.kill('SIGTERM');
      await exited;
    }
    expect(fs.existsSync(path.join(dataDir, 'server.pid'))).toBe(false); // lock released
    expect(fs.existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false); // no orphan left
  }, 90_000);
});
