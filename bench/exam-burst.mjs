// Exam-day burst (issue 4): N learners (default 500, at most 2000) open the practice list,
// check eligibility and start the same test within a ramp (default 10 s), answer every
// question with think time between saves, and submit. One server on the embedded
// PostgreSQL, loopback only. Reports p50/p95/p99 per call, errors and throughput, and in
// the same run the ceiling: a trivial in-memory route returning the same question payload
// (bench/ceiling-route.ts, served by bench/serve.ts), driven closed-loop next to the real resume and save calls.
//
//   node bench/exam-burst.mjs [--learners 500] [--ramp 10] [--think 1500] [--saturate 5] [--concurrency 64]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startServer } from '../e2e/helpers/server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    learners: { type: 'string', default: '500' },
    ramp: { type: 'string', default: '10' },
    think: { type: 'string', default: '1500' },
    saturate: { type: 'string', default: '5' },
    concurrency: { type: 'string', default: '64' },
    test: { type: 'string', default: 'criminal-law-1-basic' },
    /** A server already running on loopback started with `node --import tsx bench/serve.ts` (e.g. under --cpu-prof). */
    url: { type: 'string' },
  },
});
const N = Math.min(2000, Math.max(1, Number(values.learners)));
const RAMP_MS = Math.min(60, Math.max(0, Number(values.ramp))) * 1000;
const THINK_MS = Math.min(10_000, Math.max(0, Number(values.think)));
const SATURATE_MS = Math.min(30, Math.max(1, Number(values.saturate))) * 1000;
const CONCURRENCY = Math.min(256, Math.max(1, Number(values.concurrency)));
const TEST_ID = values.test;
const PASSWORD = 'Bench-pass-2026!';
const LETTERS = ['A', 'B', 'C', 'D'];
const RUN = Date.now().toString(36);

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const pick = (a) => a[Math.floor(Math.random() * a.length)];

/** Latencies and outcomes per call name (an error is an HTTP status or a network error code). */
const stats = new Map();
function record(name, ms, status) {
  if (!stats.has(name)) stats.set(name, { ms: [], errors: new Map() });
  const s = stats.get(name);
  s.ms.push(ms);
  if (typeof status !== 'number' || status < 200 || status >= 300)
    s.errors.set(status, (s.errors.get(status) ?? 0) + 1);
}

function client(base) {
  return async function call(name, method, url, { token, body, timed = true } = {}) {
    const started = performance.now();
    let status = 0;
    let json = null;
    try {
      const res = await fetch(base + url, {
        method,
        headers: {
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(30_000),
      });
      status = res.status;
      json = await res.json().catch(() => null);
    } catch (error) {
      status = error?.cause?.code ?? error?.name ?? 'network';
    }
    if (timed) record(name, performance.now() - started, status);
    return { status, json };
  };
}

async function pool(items, size, fn) {
  let i = 0;
  await Promise.all(
    Array.from({ length: Math.min(size, items.length) }, async () => {
      while (i < items.length) await fn(items[i++]);
    }),
  );
}

async function setup(call) {
  const login = await call('setup', 'POST', '/api/auth/login', {
    body: {
      email: process.env.BENCH_ADMIN_EMAIL ?? ADMIN_EMAIL,
      password: process.env.BENCH_ADMIN_PASSWORD ?? ADMIN_PASSWORD,
    },
    timed: false,
  });
  const admin = login.json.access_token;
  const [area, index, level] = [TEST_ID.split('-').slice(0, -2).join('-'), ...TEST_ID.split('-').slice(-2)];
  for (let i = 0; i < 25; i++) {
    await call('setup', 'POST', '/api/admin/questions', {
      token: admin,
      timed: false,
      body: {
        board_area: area,
        subject_index: Number(index),
        difficulty_level: level,
        question: `Benchmark question ${i + 1}: which provision of the Revised Penal Code applies to this situation of a realistic length?`,
        options: LETTERS.map(
          (l) => `Option ${l}: an answer text of a realistic length for a board exam question`,
        ),
        correct_answer: LETTERS[i % 4],
        explanation: 'An explanation that must never reach the learner before submission.',
      },
    });
  }
  return admin;
}

async function createLearners(call, admin, count, prefix) {
  const tokens = [];
  await pool(
    Array.from({ length: count }, (_, i) => i),
    6,
    async (i) => {
      const reg = await call('setup', 'POST', '/api/auth/register', {
        timed: false,
        body: { name: `Bench Learner ${i}`, email: `${prefix}-${RUN}-${i}@bench.test`, password: PASSWORD },
      });
      if (reg.status !== 201) throw new Error(`register failed: ${reg.status} ${JSON.stringify(reg.json)}`);
      const ok = await call('setup', 'PUT', `/api/admin/users/${reg.json.user.id}/verification`, {
        token: admin,
        timed: false,
        body: { payment_verified: true, subscription: 'premium' },
      });
      if (ok.status !== 200) throw new Error(`verification failed: ${ok.status}`);
      tokens.push(reg.json.access_token);
    },
  );
  return tokens;
}

/** One learner's exam: list, eligibility, start, a save per question with think time, submit. */
async function learner(call, token) {
  await call('GET /content/tests', 'GET', '/api/content/tests', { token });
  await call('GET eligibility', 'GET', `/api/user-tracking/test-eligibility/${TEST_ID}`, { token });
  const start = await call(
    'GET questions (start)',
    'GET',
    `/api/content/questions?test_id=${TEST_ID}&limit=100`,
    {
      token,
    },
  );
  if (start.status !== 200) return;
  const { attempt, questions } = start.json;
  for (const q of questions) {
    await sleep(THINK_MS * (0.5 + Math.random()));
    await call('PUT answer', 'PUT', `/api/practice/attempts/${attempt.id}/answers`, {
      token,
      body: { question_id: q.id, selected_answer: pick(LETTERS) },
    });
  }
  await call('POST submit', 'POST', `/api/practice/attempts/${attempt.id}/submit`, { token, body: {} });
}

/** Closed loop: `CONCURRENCY` workers call `fn` back to back for SATURATE_MS; returns req/s. */
async function saturate(fn) {
  let done = 0;
  const until = performance.now() + SATURATE_MS;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, w) => {
      while (performance.now() < until) {
        await fn(w);
        done++;
      }
    }),
  );
  return done / ((performance.now() - started) / 1000);
}

function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function summarise(names) {
  return names
    .filter((n) => stats.has(n))
    .map((name) => {
      const s = stats.get(name);
      const sorted = [...s.ms].sort((a, b) => a - b);
      const errors = [...s.errors.values()].reduce((a, b) => a + b, 0);
      return {
        call: name,
        count: sorted.length,
        errors,
        error_statuses: Object.fromEntries(s.errors),
        p50_ms: +percentile(sorted, 50).toFixed(1),
        p95_ms: +percentile(sorted, 95).toFixed(1),
        p99_ms: +percentile(sorted, 99).toFixed(1),
        max_ms: +sorted.at(-1).toFixed(1),
      };
    });
}

if (values.url && !/^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?$/.test(values.url)) {
  throw new Error('--url must be a loopback http://127.0.0.1:PORT address');
}
const server = values.url
  ? { baseUrl: values.url, dataDir: null, stop: async () => {} }
  : await startServer({ root, prefix: 'crimreview-bench-', entry: 'bench/serve.ts' });
console.log(`server ${server.baseUrl}${server.dataDir ? ` (data ${server.dataDir})` : ''}`);
try {
  const call = client(server.baseUrl);
  const t0 = performance.now();
  const admin = await setup(call);
  const tokens = await createLearners(call, admin, N, 'burst');
  const spare = await createLearners(call, admin, CONCURRENCY, 'saturate');
  console.log(`setup: ${N + CONCURRENCY} learners in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

  // The burst.
  const burstStart = performance.now();
  await Promise.all(
    tokens.map(async (token) => {
      await sleep(Math.random() * RAMP_MS);
      await learner(call, token);
    }),
  );
  const burstSeconds = (performance.now() - burstStart) / 1000;
  const burstNames = [
    'GET /content/tests',
    'GET eligibility',
    'GET questions (start)',
    'PUT answer',
    'POST submit',
  ];
  const burst = summarise(burstNames);
  const burstRequests = burst.reduce((a, r) => a + r.count, 0);

  // Ceiling and real routes, closed loop at the same concurrency.
  const attempts = [];
  for (const token of spare) {
    const res = await call('setup', 'GET', `/api/content/questions?test_id=${TEST_ID}`, {
      token,
      timed: false,
    });
    attempts.push({ token, id: res.json.attempt.id, questions: res.json.questions.map((q) => q.id) });
  }
  const ceiling = await saturate(() =>
    call('ceiling (memory)', 'GET', `/api/bench/ceiling?test_id=${TEST_ID}`),
  );
  const resume = await saturate((w) =>
    call('resume (saturated)', 'GET', `/api/content/questions?test_id=${TEST_ID}`, {
      token: attempts[w].token,
    }),
  );
  const save = await saturate((w) =>
    call('save (saturated)', 'PUT', `/api/practice/attempts/${attempts[w].id}/answers`, {
      token: attempts[w].token,
      body: { question_id: pick(attempts[w].questions), selected_answer: pick(LETTERS) },
    }),
  );
  const saturated = summarise(['ceiling (memory)', 'resume (saturated)', 'save (saturated)']);

  const report = {
    learners: N,
    ramp_seconds: RAMP_MS / 1000,
    think_ms: THINK_MS,
    burst_seconds: +burstSeconds.toFixed(1),
    burst_requests: burstRequests,
    burst_throughput_rps: +(burstRequests / burstSeconds).toFixed(1),
    burst_errors: burst.reduce((a, r) => a + r.errors, 0),
    calls: burst,
    saturation: {
      concurrency: CONCURRENCY,
      seconds: SATURATE_MS / 1000,
      ceiling_rps: +ceiling.toFixed(0),
      resume_rps: +resume.toFixed(0),
      save_rps: +save.toFixed(0),
      resume_vs_ceiling: +(resume / ceiling).toFixed(3),
      save_vs_ceiling: +(save / ceiling).toFixed(3),
      burst_vs_ceiling: +(burstRequests / burstSeconds / ceiling).toFixed(3),
      calls: saturated,
    },
  };
  console.table(burst.map(({ error_statuses, ...r }) => r));
  console.table(saturated.map(({ error_statuses, ...r }) => r));
  console.log(
    JSON.stringify(
      { ...report, calls: undefined, saturation: { ...report.saturation, calls: undefined } },
      null,
      2,
    ),
  );
  const out = path.join(root, 'bench', 'results');
  fs.mkdirSync(out, { recursive: true });
  fs.writeFileSync(path.join(out, `exam-burst-${N}.json`), JSON.stringify(report, null, 2));
} finally {
  await server.stop();
  if (server.dataDir) fs.rmSync(server.dataDir, { recursive: true, force: true });
}
