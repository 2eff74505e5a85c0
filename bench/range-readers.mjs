// Range readers (issue 5): 50 concurrent clients stream a 200 MB stored video through its
// signed media URL with HTTP Range requests, from one server on the embedded PostgreSQL,
// loopback only. Reports the server's RSS growth (sampled from /proc every 50 ms) and the
// aggregate throughput, next to `cat` reading the same stored file in the same run.
//
//   node bench/range-readers.mjs [--readers 50] [--size-mb 200] [--chunk-mb 16] [--timeout 180]
//
// Pass: RSS growth < 100 MB and every reader received every byte. Results are written to
// bench/results/range-readers.json.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startServer } from '../e2e/helpers/server.mjs';
import {
  removeServer,
  reportFailure,
  reportSummary,
  rssMb,
  serverPid,
  writeMp4Source,
} from './server-proc.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    readers: { type: 'string', default: '50' },
    'size-mb': { type: 'string', default: '200' },
    'chunk-mb': { type: 'string', default: '16' },
    timeout: { type: 'string', default: '180' },
  },
});
const READERS = Math.min(200, Math.max(1, Number(values.readers)));
const SIZE = Math.min(1024, Math.max(1, Number(values['size-mb']))) * 1024 * 1024;
const CHUNK = Math.min(256, Math.max(1, Number(values['chunk-mb']))) * 1024 * 1024;
const TIMEOUT_MS = Math.min(600, Math.max(10, Number(values.timeout))) * 1000;
const RSS_LIMIT_MB = 100;
const MB = 1024 * 1024;

async function json(base, method, url, { token, body } = {}) {
  const res = await fetch(base + url, {
    method,
    headers: {
      ...(token && { authorization: `Bearer ${token}` }),
      ...(body && { 'content-type': 'application/json' }),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** One GET with a Range header; resolves to the bytes received (body discarded as it arrives). */
function getRange(agent, url, start, end) {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent, headers: { range: `bytes=${start}-${end}` } }, (res) => {
      if (res.statusCode !== 206) {
        res.resume();
        reject(new Error(`status ${res.statusCode}`));
        return;
      }
      let n = 0;
      res.on('data', (chunk) => {
        n += chunk.length;
      });
      res.on('end', () => resolve(n));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

/** Reads the whole file in CHUNK ranges from a random starting point (wrapping), like a seeking player. */
async function reader(url, signal) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const chunks = Math.ceil(SIZE / CHUNK);
  const first = Math.floor(Math.random() * chunks);
  let bytes = 0;
  try {
    for (let i = 0; i < chunks && !signal.aborted; i++) {
      const start = ((first + i) % chunks) * CHUNK;
      bytes += await getRange(agent, url, start, Math.min(start + CHUNK, SIZE) - 1);
    }
  } finally {
    agent.destroy();
  }
  return bytes;
}

function catThroughput(file) {
  const runs = [];
  for (let i = 0; i < 3; i++) {
    const started = process.hrtime.bigint();
    const out = fs.openSync('/dev/null', 'w');
    const r = spawnSync('cat', [file], { stdio: ['ignore', out, 'inherit'] });
    fs.closeSync(out);
    if (r.status !== 0) throw new Error('cat failed');
    runs.push(Number(process.hrtime.bigint() - started) / 1e9);
  }
  const seconds = runs.sort((a, b) => a - b)[1];
  return { seconds, mbPerSecond: SIZE / MB / seconds };
}

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'crimreview-range-'));
const source = path.join(work, 'lecture.mp4');
let server;
try {
  console.log(`Writing a ${SIZE / MB} MB source file…`);
  writeMp4Source(source, SIZE);
  server = await startServer({ root, prefix: 'crimreview-bench-range-' });
  const base = server.baseUrl;
  console.log(`Server on ${base} (data dir ${server.dataDir})`);
  const { access_token: token } = await json(base, 'POST', '/api/auth/login', {
    body: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
  });

  // Upload it like an administrator would (multipart, streamed from disk).
  const form = new FormData();
  form.set('title', 'Range bench lecture');
  form.set('board_area', 'criminalistics');
  form.set('duration', '3600');
  form.set('file', await fs.openAsBlob(source, { type: 'video/mp4' }), 'lecture.mp4');
  const upload = await fetch(`${base}/api/admin/simple-upload-video`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (upload.status !== 201) throw new Error(`upload: ${upload.status} ${await upload.text()}`);
  const video = await upload.json();
  const url = base + video.video_url;
  const stored = fs
    .readdirSync(path.join(server.dataDir, 'uploads', 'videos'))
    .map((f) => path.join(server.dataDir, 'uploads', 'videos', f))
    .find((f) => fs.statSync(f).size === SIZE);

  const cat = catThroughput(stored);
  console.log(`cat: ${cat.mbPerSecond.toFixed(0)} MB/s (${cat.seconds.toFixed(3)} s for ${SIZE / MB} MB)`);

  const pid = serverPid(server.dataDir);
  console.log(`Server process ${pid}`);
  await getRange(new http.Agent(), url, 0, MB - 1); // warm the route
  global.gc?.();
  await new Promise((r) => setTimeout(r, 500));
  const rssBefore = rssMb(pid);
  let rssMax = rssBefore;
  const sampler = setInterval(() => {
    rssMax = Math.max(rssMax, rssMb(pid));
  }, 50);

  console.log(`${READERS} readers × ${SIZE / MB} MB in ${CHUNK / MB} MB ranges…`);
  const controller = new AbortController();
  const deadline = setTimeout(() => controller.abort(), TIMEOUT_MS);
  const started = process.hrtime.bigint();
  const results = await Promise.allSettled(
    Array.from({ length: READERS }, () => reader(url, controller.signal)),
  );
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  clearTimeout(deadline);
  clearInterval(sampler);
  const rssAfter = rssMb(pid);

  const bytes = results.reduce((n, r) => n + (r.status === 'fulfilled' ? r.value : 0), 0);
  const failed = results.filter((r) => r.status === 'rejected' || r.value !== SIZE).length;
  const mbPerSecond = bytes / MB / seconds;
  const summary = {
    date: new Date().toISOString(),
    readers: READERS,
    file_mb: SIZE / MB,
    range_mb: CHUNK / MB,
    seconds: Number(seconds.toFixed(2)),
    bytes_total: bytes,
    incomplete_readers: failed,
    server_mb_per_s: Number(mbPerSecond.toFixed(0)),
    per_reader_mb_per_s: Number((mbPerSecond / READERS).toFixed(1)),
    cat_mb_per_s: Number(cat.mbPerSecond.toFixed(0)),
    server_vs_cat: Number((mbPerSecond / cat.mbPerSecond).toFixed(2)),
    rss_before_mb: Number(rssBefore.toFixed(1)),
    rss_max_mb: Number(rssMax.toFixed(1)),
    rss_after_mb: Number(rssAfter.toFixed(1)),
    rss_growth_mb: Number((rssMax - rssBefore).toFixed(1)),
    rss_limit_mb: RSS_LIMIT_MB,
    cpus: os.cpus().length,
    node: process.version,
  };
  summary.pass = failed === 0 && summary.rss_growth_mb < RSS_LIMIT_MB;
  reportSummary(root, 'range-readers', summary);
} catch (err) {
  reportFailure(err, server);
} finally {
  await removeServer(server);
  fs.rmSync(work, { recursive: true, force: true });
}
