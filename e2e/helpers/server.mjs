// Starts the production server (npm run serve) on a free port with a fresh data dir, for
// scripts/e2e.mjs and bench/lighthouse.mjs. Stop it with stop(): its process group is
// signalled by id (npm → node → embedded PostgreSQL).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const ADMIN_EMAIL = 'admin@crimreview.test';
export const ADMIN_PASSWORD = 'Admin-e2e-pass-2026';

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited early (code ${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`no answer from ${url} after ${timeoutMs / 1000} s`);
}

/**
 * @param {{ root: string, prefix?: string, env?: Record<string, string>, timeoutMs?: number, entry?: string }} options
 *   entry: a server entry file run with tsx instead of `npm run serve` (the bench's bench/serve.ts)
 */
export async function startServer({ root, prefix = 'crimreview-', env = {}, timeoutMs = 120_000, entry }) {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  // The embedded PostgreSQL runs as its own system user when started by root.
  fs.chmodSync(dataDir, 0o755);
  const logFile = path.join(dataDir, 'server.log');
  const log = fs.openSync(logFile, 'a');
  // The bench's entry runs with the same V8 flags as `npm run serve` (package.json).
  const [command, args] = entry
    ? [process.execPath, ['--max-semi-space-size=64', '--import', 'tsx', entry]]
    : ['npm', ['run', 'serve']];
  const child = spawn(command, args, {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO: 'false',
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      ...env,
    },
    stdio: ['ignore', log, log],
    detached: true,
  });

  async function stop() {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      try {
        process.kill(-child.pid, 'SIGTERM');
        const timeout = new Promise((resolve) => setTimeout(() => resolve('timeout'), 20_000));
        if ((await Promise.race([exited, timeout])) === 'timeout') process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    fs.closeSync(log);
  }

  function tailLog(lines = 40) {
    return fs.readFileSync(logFile, 'utf8').split('\n').slice(-lines).join('\n');
  }

  try {
    await waitForHealth(`${baseUrl}/api/health`, child, timeoutMs);
  } catch (error) {
    const tail = tailLog();
    await stop();
    throw new Error(`${error.message}\n${tail}`);
  }
  return { baseUrl, dataDir, stop, tailLog };
}
