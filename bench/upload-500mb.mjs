// 500 MB lecture upload (issue 15): the same file sent through the simple upload
// (POST /api/admin/simple-upload-video, one streamed multipart request) and through the chunked,
// resumable upload (POST /api/admin/upload-video-chunked, 100 chunks of 5,242,880 bytes, one
// after another as the web client sends them), to one server on the embedded PostgreSQL, loopback
// only. Reports each upload's time and throughput next to `cp` of the same file on the same disk
// in the same run, and the server's RSS growth (sampled from /proc every 50 ms).
//
//   node bench/upload-500mb.mjs [--size-mb 500]
//
// Pass: both uploads stored the file byte-identical (SHA-256) and the server's RSS grew by less
// than 64 MB during each. Results are written to bench/results/upload-500mb.json.
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
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
const { values } = parseArgs({ options: { 'size-mb': { type: 'string', default: '500' } } });
const MB = 1024 * 1024;
const SIZE = Math.min(500, Math.max(1, Number(values['size-mb']))) * MB;
const CHUNK = 5_242_880;
const RSS_LIMIT_MB = 64;

const sha256 = (file) =>
  new Promise((resolve, reject) => {
    const hash = crypto.createHash('sha256');
    fs.createReadStream(file)
      .on('data', (d) => hash.update(d))
      .on('end', () => resolve(hash.digest('hex')))
      .on('error', reject);
  });

/** Median of three `cp` runs of the source into the server's data directory (same disk). */
function cpSeconds(source, dir) {
  const runs = [];
  for (let i = 0; i < 3; i++) {
    const target = path.join(dir, `cp-${i}.mp4`);
    const started = process.hrtime.bigint();
    const r = spawnSync('cp', [source, target], { stdio: 'inherit' });
    if (r.status !== 0) throw new Error('cp failed');
    runs.push(Number(process.hrtime.bigint() - started) / 1e9);
    fs.rmSync(target);
  }
  return runs.sort((a, b) => a - b)[1];
}

/** Runs `work` while sampling the server's RSS; returns its result, seconds and the RSS figures. */
async function measured(pid, work) {
  global.gc?.();
  await new Promise((r) => setTimeout(r, 1000));
  const before = rssMb(pid);
  let max = before;
  const sampler = setInterval(() => {
    max = Math.max(max, rssMb(pid));
  }, 50);
  const started = process.hrtime.bigint();
  try {
    const result = await work();
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    return { result, seconds, rss: { before, max, growth: max - before } };
  } finally {
    clearInterval(sampler);
  }
}

const lecture = { title: 'Upload bench lecture', board_area: 'criminalistics', duration: '3600' };

async function simpleUpload(base, token, source) {
  const form = new FormData();
  for (const [k, v] of Object.entries(lecture)) form.set(k, v);
  form.set('file', await fs.openAsBlob(source, { type: 'video/mp4' }), 'lecture.mp4');
  const res = await fetch(`${base}/api/admin/simple-upload-video`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (res.status !== 201) throw new Error(`simple upload: ${res.status} ${await res.text()}`);
  return res.json();
}

async function chunkedUpload(base, token, source) {
  const blob = await fs.openAsBlob(source, { type: 'video/mp4' });
  const total = Math.ceil(SIZE / CHUNK);
  for (let i = 0; i < total; i++) {
    const form = new FormData();
    for (const [k, v] of Object.entries(lecture)) form.set(k, v);
    form.set('chunk_index', String(i));
    form.set('total_chunks', String(total));
    form.set('filename', 'lecture.mp4');
    form.set('upload_id', `bench-${SIZE}`);
    form.set('chunk', blob.slice(i * CHUNK, (i + 1) * CHUNK), 'lecture.mp4');
    const res = await fetch(`${base}/api/admin/upload-video-chunked`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
      signal: AbortSignal.timeout(120_000),
    });
    const expected = i === total - 1 ? 201 : 200;
    if (res.status !== expected) throw new Error(`chunk ${i}: ${res.status} ${await res.text()}`);
    if (expected === 201) return res.json();
    await res.arrayBuffer();
  }
  throw new Error('no chunk answered 201');
}

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'crimreview-upload-'));
const source = path.join(work, 'lecture.mp4');
let server;
try {
  console.log(`Writing a ${SIZE / MB} MB source file…`);
  writeMp4Source(source, SIZE);
  const sourceHash = await sha256(source);
  server = await startServer({ root, prefix: 'crimreview-bench-upload-' });
  const base = server.baseUrl;
  console.log(`Server on ${base} (data dir ${server.dataDir})`);
  const cp = cpSeconds(source, server.dataDir);
  console.log(`cp: ${(SIZE / MB / cp).toFixed(0)} MB/s (${cp.toFixed(2)} s)`);
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  });
  const { access_token: token } = await login.json();
  const pid = serverPid(server.dataDir);

  const runs = {};
  for (const [name, upload] of [
    ['simple', simpleUpload],
    ['chunked', chunkedUpload],
  ]) {
    console.log(`${name} upload of ${SIZE / MB} MB…`);
    const videos = path.join(server.dataDir, 'uploads', 'videos');
    const known = new Set(fs.existsSync(videos) ? fs.readdirSync(videos) : []);
    const m = await measured(pid, () => upload(base, token, source));
    const stored = fs.readdirSync(videos).find((f) => !known.has(f));
    const identical = (await sha256(path.join(videos, stored))) === sourceHash;
    runs[name] = {
      seconds: Number(m.seconds.toFixed(2)),
      mb_per_s: Number((SIZE / MB / m.seconds).toFixed(0)),
      vs_cp: Number((cp / m.seconds).toFixed(2)),
      rss_before_mb: Number(m.rss.before.toFixed(1)),
      rss_max_mb: Number(m.rss.max.toFixed(1)),
      rss_growth_mb: Number(m.rss.growth.toFixed(1)),
      byte_identical: identical,
    };
    console.log(JSON.stringify(runs[name]));
  }
  const leftovers = fs.existsSync(path.join(server.dataDir, 'upload-parts'))
    ? // a finished upload's `.done` marker (its lecture's id) is not a partial upload
      fs.readdirSync(path.join(server.dataDir, 'upload-parts')).filter((f) => !f.endsWith('.done')).length
    : 0;
  const summary = {
    date: new Date().toISOString(),
    file_mb: SIZE / MB,
    chunk_bytes: CHUNK,
    cp_seconds: Number(cp.toFixed(2)),
    cp_mb_per_s: Number((SIZE / MB / cp).toFixed(0)),
    ...runs,
    partial_uploads_left: leftovers,
    rss_limit_mb: RSS_LIMIT_MB,
    cpus: os.cpus().length,
    node: process.version,
  };
  summary.pass =
    Object.values(runs).every((r) => r.byte_identical && r.rss_growth_mb < RSS_LIMIT_MB) && leftovers === 0;
  reportSummary(root, 'upload-500mb', summary);
} catch (err) {
  reportFailure(err, server);
} finally {
  await removeServer(server);
  fs.rmSync(work, { recursive: true, force: true });
}
