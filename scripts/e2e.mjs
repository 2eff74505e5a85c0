// npm run test:e2e [-- <playwright args>]: builds the app, starts the server on a free port
// with a fresh data dir (DEMO=false, a first admin), waits for /api/health, runs the
// Playwright journeys against it, stops the server and exits with Playwright's code.
// E2E_SKIP_BUILD=1 reuses web/dist; E2E_KEEP_DATA=1 keeps the data dir for inspection.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ADMIN_EMAIL = 'admin@crimreview.test';
const ADMIN_PASSWORD = 'Admin-e2e-pass-2026';

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url, child, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited early (code ${child.exitCode})`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`no answer from ${url} after ${timeoutMs / 1000} s`);
}

/** Stops the server's whole process group (npm → node → postgres) by its id. */
async function stopServer(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    return;
  }
  const timeout = new Promise((resolve) => setTimeout(() => resolve('timeout'), 20_000));
  if ((await Promise.race([exited, timeout])) === 'timeout') {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
}

if (!process.env.E2E_SKIP_BUILD) {
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crimreview-e2e-'));
// The embedded PostgreSQL runs as its own system user when started by root.
fs.chmodSync(dataDir, 0o755);
const logFile = path.join(dataDir, 'server.log');
const log = fs.openSync(logFile, 'a');

const serverEnv = {
  ...process.env,
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  DEMO: 'false',
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  PUBLIC_URL: baseUrl,
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
};
const server = spawn('npm', ['run', 'serve'], {
  cwd: root,
  env: serverEnv,
  stdio: ['ignore', log, log],
  detached: true,
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    await stopServer(server);
    process.exit(130);
  });
}

let code = 1;
try {
  await waitForHealth(`${baseUrl}/api/health`, server);
  console.log(`Server ready on ${baseUrl} (data dir ${dataDir})`);
  const run = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      E2E_BASE_URL: baseUrl,
      E2E_DATA_DIR: dataDir,
      E2E_ADMIN_EMAIL: ADMIN_EMAIL,
      E2E_ADMIN_PASSWORD: ADMIN_PASSWORD,
    },
  });
  code = run.status ?? 1;
} catch (error) {
  console.error(`e2e: ${error.message}`);
  console.error(fs.readFileSync(logFile, 'utf8').split('\n').slice(-40).join('\n'));
} finally {
  await stopServer(server);
  fs.closeSync(log);
  if (process.env.E2E_KEEP_DATA || code !== 0) console.log(`Server log and data kept in ${dataDir}`);
  else fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(code);
