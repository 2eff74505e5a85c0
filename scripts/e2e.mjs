// npm run test:e2e [-- <playwright args>]: builds the app, starts the server on a free port
// with a fresh data dir (DEMO=false, a first admin), waits for /api/health, runs the
// Playwright journeys against it, stops the server by its process id and exits with
// Playwright's code. E2E_SKIP_BUILD=1 reuses web/dist; E2E_KEEP_DATA=1 keeps the data dir.
// E2E_S3=1 stores uploads in an S3-compatible bucket (s3rver in this process, STORAGE_URL).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startS3 } from '../e2e/helpers/s3.mjs';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startServer } from '../e2e/helpers/server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

if (!process.env.E2E_SKIP_BUILD) {
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

let server;
const s3 = process.env.E2E_S3 ? await startS3() : null;
if (s3) console.log(`Uploads go to ${s3.url}`);
try {
  server = await startServer({ root, prefix: 'crimreview-e2e-', env: s3?.env ?? {} });
} catch (error) {
  console.error(`e2e: the server did not start: ${error.message}`);
  process.exit(1);
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    await server.stop();
    await s3?.close();
    process.exit(130);
  });
}
console.log(`Server ready on ${server.baseUrl} (data dir ${server.dataDir})`);

// Not spawnSync: s3rver (E2E_S3) answers from this process while the journeys run.
const run = spawn('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    E2E_BASE_URL: server.baseUrl,
    E2E_DATA_DIR: server.dataDir,
    E2E_ADMIN_EMAIL: ADMIN_EMAIL,
    E2E_ADMIN_PASSWORD: ADMIN_PASSWORD,
  },
});
const status = await new Promise((resolve) => run.on('exit', (c) => resolve(c)));
const code = status ?? 1;
await server.stop();
await s3?.close();
if (process.env.E2E_KEEP_DATA || code !== 0) console.log(`Server log and data kept in ${server.dataDir}`);
else fs.rmSync(server.dataDir, { recursive: true, force: true });
process.exit(code);
