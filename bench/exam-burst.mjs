// Exam-day burst (issue 4, targets of issue 17): N learners (default 500, at most 2000) open
// the practice list, check eligibility and start the same test within a ramp (default 10 s),
// answer every question with think time between saves, and submit. Servers on loopback only:
// one on the embedded PostgreSQL, or `--instances 2` app processes on one database, called
// round robin. Reports p50/p95/p99 per call, errors and throughput; checks that every graded
// answer is the one the learner saved last; and in the same run the ceiling: a trivial
// in-memory route returning the same question payload (bench/ceiling-route.ts, served by
// bench/serve.ts), driven closed-loop next to the real resume and save calls. Prints the
// issue's targets as pass/fail (exit code 1 when one fails).
//
//   node bench/exam-burst.mjs [--learners 500] [--ramp 10] [--think 1500] [--instances 1]
//                             [--saturate 10] [--concurrency 64]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import {
  client,
  cpuSnapshot,
  saturate,
  saturateInTurns,
  summarise,
  targets,
  timeline,
} from './burst-lib.mjs';
import { startInstances, statementsPerCall, windowProfiler } from './burst-servers.mjs';
import { createLearners, createTestQuestions, LETTERS, lectureAcrossInstances } from './burst-setup.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    learners: { type: 'string', default: '500' },
    ramp: { type: 'string', default: '10' },
    /** Mean think time per question in ms (uniform 0.5–1.5×): 1500 (default) or 15000. */
    think: { type: 'string', default: '1500' },
    instances: { type: 'string', default: '1' },
    saturate: { type: 'string', default: '10' },
    concurrency: { type: 'string', default: '64' },
    test: { type: 'string', default: 'criminal-law-1-basic' },
    /**
     * Seconds of traffic before the burst (the spare learners list, check and open the test
     * back to back): a server that has been up and serving at 8:00, its code optimized by the
     * JIT. Default 0: a server started just before the burst.
     */
    warm: { type: 'string', default: '0' },
    /** A server already running on loopback started with `node --import tsx bench/serve.ts` (e.g. under --cpu-prof). */
    url: { type: 'string', multiple: true },
  },
});
const N = Math.min(2000, Math.max(1, Number(values.learners)));
const RAMP_MS = Math.min(60, Math.max(0, Number(values.ramp))) * 1000;
const THINK_MS = Math.min(20_000, Math.max(0, Number(values.think)));
const INSTANCES = Math.min(4, Math.max(1, Number(values.instances)));
const SATURATE_MS = Math.min(30, Math.max(1, Number(values.saturate))) * 1000;
const CONCURRENCY = Math.min(256, Math.max(1, Number(values.concurrency)));
const TEST_ID = values.test;
const WARM_MS = Math.min(60, Math.max(0, Number(values.warm))) * 1000;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const pick = (a) => a[Math.floor(Math.random() * a.length)];

/**
 * One learner's exam: list, eligibility, start, a save per question with think time, submit.
 * Returns what the check after the burst needs: started, graded, and graded answers = saved.
 */
async function learner(call, token, t0) {
  await call('GET /content/tests', 'GET', '/api/content/tests', { token, parse: false });
  await call('GET eligibility', 'GET', `/api/user-tracking/test-eligibility/${TEST_ID}`, { token });
  const start = await call(
    'GET questions (start)',
    'GET',
    `/api/content/questions?test_id=${TEST_ID}&limit=100`,
    { token },
  );
  if (start.status !== 200) return { started: false };
  const startedAt = (performance.now() - t0) / 1000;
  const { attempt, questions } = start.json;
  const saved = new Map();
  for (const q of questions) {
    await sleep(THINK_MS * (0.5 + Math.random()));
    const answer = pick(LETTERS);
    const res = await call('PUT answer', 'PUT', `/api/practice/attempts/${attempt.id}/answers`, {
      token,
      body: { question_id: q.id, selected_answer: answer },
    });
    if (res.status === 200) saved.set(q.id, answer);
  }
  const submit = await call('POST submit', 'POST', `/api/practice/attempts/${attempt.id}/submit`, {
    token,
    body: {},
  });
  const graded = submit.status === 200;
  const consistent =
    graded &&
    submit.json.detailed_results.length === questions.length &&
    submit.json.detailed_results.every((r) => (saved.get(r.question_id) ?? null) === r.user_answer);
  return { started: true, startedAt, graded, consistent };
}

for (const u of values.url ?? []) {
  if (!/^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?$/.test(u))
    throw new Error('--url must be a loopback http://127.0.0.1:PORT address');
}
const servers = values.url
  ? { bases: values.url, dataDirs: [], storage: null, stop: async () => {} }
  : await startInstances(root, INSTANCES);
console.log(`servers ${servers.bases.join(', ')}`);
let failed = false;
try {
  const call = client(servers.bases);
  const t0 = performance.now();
  const admin = await createTestQuestions(call, TEST_ID);
  const tokens = await createLearners(call, admin, N, 'burst');
  const spare = await createLearners(call, admin, CONCURRENCY, 'saturate');
  const [probe] = await createLearners(call, admin, 1, 'probe');
  console.log(`setup: ${N + CONCURRENCY} learners in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  const sharedLecture = servers.storage ? await lectureAcrossInstances(servers.bases, admin, probe) : null;
  if (sharedLecture) console.log(`uploads in ${servers.storage}: ${sharedLecture.detail}`);
  // Round trips to PostgreSQL per call (load-independent), one learner, one call at a time.
  const t = (name, method, url, body) => () =>
    call('setup', method, url, { token: probe, body, timed: false }).then((r) => {
      if (r.status !== 200) throw new Error(`${name}: ${r.status}`);
      return r.json;
    });
  let probeAttempt = null;
  const { statements: roundTrips, barriers } = await statementsPerCall(servers.bases, [
    ['tests list', t('list', 'GET', '/api/content/tests')],
    ['eligibility', t('eligibility', 'GET', `/api/user-tracking/test-eligibility/${TEST_ID}`)],
    [
      'start',
      async () => (probeAttempt = await t('start', 'GET', `/api/content/questions?test_id=${TEST_ID}`)()),
    ],
    ['resume', t('resume', 'GET', `/api/content/questions?test_id=${TEST_ID}`)],
    [
      'save',
      () =>
        t('save', 'PUT', `/api/practice/attempts/${probeAttempt.attempt.id}/answers`, {
          question_id: probeAttempt.questions[0].id,
          selected_answer: 'A',
        })(),
    ],
    ['submit', () => t('submit', 'POST', `/api/practice/attempts/${probeAttempt.attempt.id}/submit`, {})()],
  ]);
  console.log('statements per call:', JSON.stringify(roundTrips), 'barriers:', JSON.stringify(barriers));
  if (WARM_MS > 0) {
    const warmCalls = [
      (w) => call('warm', 'GET', '/api/content/tests', { token: spare[w], parse: false, timed: false }),
      (w) =>
        call('warm', 'GET', `/api/user-tracking/test-eligibility/${TEST_ID}`, {
          token: spare[w],
          timed: false,
        }),
      (w) =>
        call('warm', 'GET', `/api/content/questions?test_id=${TEST_ID}`, { token: spare[w], timed: false }),
    ];
    let turn = 0;
    await saturate((w) => warmCalls[turn++ % warmCalls.length](w), CONCURRENCY, WARM_MS);
    await sleep(2000); // the machine settles before the burst
  }
  const loadBefore = fs.readFileSync('/proc/loadavg', 'utf8').trim();

  // The burst. With BENCH_CPU_PROF=<dir>, each server writes a CPU profile of the start phase.
  const profiler = process.env.BENCH_CPU_PROF ? windowProfiler(servers.bases) : null;
  await profiler?.start();
  const burstStart = performance.now();
  // CPU of the generator, the app and PostgreSQL second by second through the start phase:
  // a queue that builds on saturated CPUs, or one that waits on something else (disk, locks).
  const startSeconds = Math.ceil(RAMP_MS / 1000) + 3;
  const cpuBySecond = [cpuSnapshot()];
  const sampler = setInterval(() => {
    if (cpuBySecond.length <= startSeconds) cpuBySecond.push(cpuSnapshot());
    else void profiler?.stop();
  }, 1000);
  const outcomes = await Promise.all(
    tokens.map(async (token) => {
      await sleep(Math.random() * RAMP_MS);
      return learner(call, token, burstStart);
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
  // The start phase second by second (every call of the burst sent in that second).
  clearInterval(sampler);
  // Stopped here when the burst was shorter than the start phase.
  if (profiler) console.log(`start-phase CPU profiles: ${(await profiler.stop()).join(', ')}`);
  const startPhase = timeline(burstNames, burstStart, startSeconds).map((row, i) => {
    const [a, b] = [cpuBySecond[i], cpuBySecond[i + 1]];
    if (!a || !b) return row;
    // CPU seconds per second (2 = both CPUs busy).
    const used = (k) => +((b[k] - a[k]) / 1000).toFixed(2);
    return { ...row, cpu_generator: used('generator'), cpu_app: used('app'), cpu_db: used('db') };
  });

  // Ceiling and real routes, closed loop at the same concurrency.
  const attempts = [];
  for (const token of spare) {
    const res = await call('setup', 'GET', `/api/content/questions?test_id=${TEST_ID}`, {
      token,
      timed: false,
    });
    attempts.push({ token, id: res.json.attempt.id, questions: res.json.questions.map((q) => q.id) });
  }
  // In turns of 1 s (ceiling, resume, save, again…) so that the machine's other load weighs alike.
  const [ceilingRun, resumeRun, saveRun] = await saturateInTurns(
    [
      () => call('ceiling (memory)', 'GET', `/api/bench/ceiling?test_id=${TEST_ID}`),
      (w) =>
        call('resume (saturated)', 'GET', `/api/content/questions?test_id=${TEST_ID}`, {
          token: attempts[w].token,
        }),
      (w) =>
        call('save (saturated)', 'PUT', `/api/practice/attempts/${attempts[w].id}/answers`, {
          token: attempts[w].token,
          body: { question_id: pick(attempts[w].questions), selected_answer: pick(LETTERS) },
        }),
    ],
    CONCURRENCY,
    SATURATE_MS,
  );
  const [ceiling, resume, save] = [ceilingRun.rps, resumeRun.rps, saveRun.rps];
  const saturatedCalls = summarise(['ceiling (memory)', 'resume (saturated)', 'save (saturated)']);
  const saturation = {
    concurrency: CONCURRENCY,
    seconds: SATURATE_MS / 1000,
    ceiling_rps: +ceiling.toFixed(0),
    resume_rps: +resume.toFixed(0),
    save_rps: +save.toFixed(0),
    resume_vs_ceiling: +(resume / ceiling).toFixed(3),
    save_vs_ceiling: +(save / ceiling).toFixed(3),
    burst_vs_ceiling: +(burstRequests / burstSeconds / ceiling).toFixed(3),
    cpu_ms_per_request: {
      ceiling: ceilingRun.cpu_ms_per_request,
      resume: resumeRun.cpu_ms_per_request,
      save: saveRun.cpu_ms_per_request,
    },
    calls: saturatedCalls,
  };
  const started = outcomes.filter((o) => o.started);
  const checks = targets({
    burst,
    saturation,
    learners: N,
    started: started.length,
    graded: started.filter((o) => o.graded).length,
    consistent: started.filter((o) => o.consistent).length,
    lastStartSeconds: Math.max(0, ...started.map((o) => o.startedAt)),
    rampSeconds: RAMP_MS / 1000,
    sharedLecture,
  });
  failed = checks.some((c) => !c.pass);

  const report = {
    learners: N,
    instances: servers.bases.length,
    ramp_seconds: RAMP_MS / 1000,
    think_ms: THINK_MS,
    warm_seconds: WARM_MS / 1000,
    loadavg_before: loadBefore,
    loadavg_after: fs.readFileSync('/proc/loadavg', 'utf8').trim(),
    statements_per_call: roundTrips,
    barriers_per_call: barriers,
    burst_seconds: +burstSeconds.toFixed(1),
    burst_requests: burstRequests,
    burst_throughput_rps: +(burstRequests / burstSeconds).toFixed(1),
    burst_errors: burst.reduce((a, r) => a + r.errors, 0),
    calls: burst,
    start_phase: startPhase,
    saturation,
    targets: checks,
  };
  console.table(burst.map(({ error_statuses, ...r }) => r));
  console.log('start phase, by the second each call was sent:');
  console.table(startPhase);
  console.table(saturatedCalls.map(({ error_statuses, ...r }) => r));
  for (const r of [...burst, ...saturatedCalls].filter((r) => r.errors > 0))
    console.log(`errors of ${r.call}: ${JSON.stringify(r.error_statuses)}`);
  const { calls: _b, targets: _t, start_phase: _s, ...figures } = report;
  console.log(JSON.stringify({ ...figures, saturation: { ...saturation, calls: undefined } }, null, 2));
  console.table(checks.map((c) => ({ ...c, pass: c.pass ? 'PASS' : 'FAIL' })));
  const out = path.join(root, 'bench', 'results');
  fs.mkdirSync(out, { recursive: true });
  const name = `exam-burst-${N}-think${THINK_MS}${servers.bases.length > 1 ? `-x${servers.bases.length}` : ''}${WARM_MS ? '-warm' : ''}`;
  fs.writeFileSync(path.join(out, `${name}.json`), JSON.stringify(report, null, 2));
} finally {
  await servers.stop();
}
if (failed) process.exitCode = 1;
