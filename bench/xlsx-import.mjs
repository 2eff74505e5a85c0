import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import ExcelJS from 'exceljs';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startServer } from '../e2e/helpers/server.mjs';
import { removeServer, reportFailure, reportSummary, rssMb, serverPid } from './server-proc.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({ options: { rows: { type: 'string', default: '10000' } } });
const ROWS = Math.min(20_000, Math.max(1, Number(values.rows)));
const TARGET_S = 5;
const DIFFICULTIES = ['basic', 'intermediate', 'advanced'];

/** ROWS distinct questions spread over every subject and difficulty of the catalog. */
async function workbook(catalog) {
  const subjects = catalog.board_areas.flatMap((a) => a.subjects.map((s) => [a.id, s.name]));
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Questions');
  ws.addRow([
    'question',
    'option_a',
    'option_b',
    'option_c',
    'option_d',
    'correct_answer',
    'board_area',
    'subject',
    'difficulty_level',
    'explanation',
  ]);
  for (let i = 0; i < ROWS; i++) {
    const [area, subject] = subjects[i % subjects.length];
    ws.addRow([
      `Bench item ${i + 1}: which of the following best states the rule on case ${i * 7919}?`,
      `First statement of the rule for item ${i + 1}`,
      `Second statement of the rule for item ${i + 1}`,
      `Third statement of the rule for item ${i + 1}`,
      `Fourth statement of the rule for item ${i + 1}`,
      'ABCD'[i % 4],
      area,
      subject,
      DIFFICULTIES[Math.floor(i / subjects.length) % 3],
      `Because of the rule in item ${i + 1}.`,
    ]);
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}

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

let server;
try {
  server = await startServer({ root, prefix: 'crimreview-bench-xlsx-' });
  const base = server.baseUrl;
  const { access_token: token } = await json(base, 'POST', '/api/auth/login', {
    body: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
  });
  const catalog = await json(base, 'GET', '/api/catalog', { token });
  const file = await workbook(catalog);
  console.log(`${ROWS} rows: ${(file.length / 1024).toFixed(0)} KB .xlsx`);

  const pid = serverPid(server.dataDir);
  await new Promise((r) => setTimeout(r, 500));
  const rssBefore = rssMb(pid);
  let rssMax = rssBefore;
  const sampler = setInterval(() => {
    rssMax = Math.max(rssMax, rssMb(pid));
  }, 20);
  const form = new FormData();
  form.set('file', new Blob([file]), 'questions.xlsx');
  const started = process.hrtime.bigint();
  const res = await fetch(`${base}/api/admin/questions/bulk-upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const result = await res.json();
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  clearInterval(sampler);
  if (res.status !== 200) throw new Error(`upload: ${res.status} ${JSON.stringify(result).slice(0, 500)}`);

  const summary = {
    date: new Date().toISOString(),
    rows: ROWS,
    file_kb: Math.round(file.length / 1024),
    total_rows: result.total_rows,
    successful_uploads: result.successful_uploads,
    failed_uploads: result.failed_uploads,
    first_errors: result.errors.slice(0, 3),
    seconds: Number(seconds.toFixed(2)),
    target_seconds: TARGET_S,
    rss_before_mb: Number(rssBefore.toFixed(1)),
    rss_max_mb: Number(rssMax.toFixed(1)),
    rss_growth_mb: Number((rssMax - rssBefore).toFixed(1)),
    cpus: os.cpus().length,
    node: process.version,
  };
  summary.pass = summary.successful_uploads === ROWS && seconds <= TARGET_S;
  reportSummary(root, 'xlsx-import', summary);
} catch (err) {
  reportFailure(err, server);
} finally {
  await removeServer(server);
}
