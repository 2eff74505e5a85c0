// Where one exam call's cost goes: saturates a single route (64 workers, closed loop) on a
// fresh bench server and prints its req/s and the CPU ms per request of the load generator,
// the app (node) and PostgreSQL, each with its kernel part (bench/burst-lib.mjs cpuSnapshot).
// With BENCH_CPU_PROF=<dir> the server also writes a CPU profile of exactly the measured window
// (open it in Chrome DevTools or speedscope); BENCH_DEMO=1 loads the demo content (2,604
// questions) first; BENCH_ENCODING sets the client's Accept-Encoding. Loopback only; the
// server is stopped by its pid.
//
//   node bench/route-profile.mjs <resume|resume-answered|save|list|eligibility|ceiling> [--seconds 10]
//
// resume-answered: every learner has first saved an answer to each question (a resume late in
// the exam, as in exam-burst's saturation, whose saves come between the resumes).
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { startServer } from '../e2e/helpers/server.mjs';
import { client, cpuSnapshot, saturate } from './burst-lib.mjs';
import { windowProfiler } from './burst-servers.mjs';
import { createLearners, createTestQuestions, LETTERS } from './burst-setup.mjs';

const root = new URL('..', import.meta.url).pathname;
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { seconds: { type: 'string', default: '10' } },
});
const ROUTE = positionals[0] ?? 'resume';
const SECONDS = Math.min(60, Math.max(1, Number(values.seconds)));
const TEST_ID = 'criminal-law-1-basic';
const WORKERS = 64;

const server = await startServer({
  root,
  prefix: 'crimreview-profile-',
  entry: 'bench/serve.ts',
  env: {
    TRUST_PROXY: '127.0.0.1',
    ...(process.env.BENCH_CPU_PROF ? { BENCH_CPU_PROF: process.env.BENCH_CPU_PROF } : {}),
  },
});
try {
  const call = client([server.baseUrl]);
  const admin = await createTestQuestions(call, TEST_ID);
  // One learner per worker, each with an open attempt (resume and save need one).
  const learners = [];
  for (const token of await createLearners(call, admin, WORKERS, 'profile')) {
    const start = await call('setup', 'GET', `/api/content/questions?test_id=${TEST_ID}`, {
      token,
      timed: false,
    });
    learners.push({
      token,
      attempt: start.json.attempt.id,
      questions: start.json.questions.map((q) => q.id),
    });
  }
  if (ROUTE === 'resume-answered') {
    for (const l of learners) {
      await call('setup', 'PUT', `/api/practice/attempts/${l.attempt}/answers`, {
        token: l.token,
        timed: false,
        body: { answers: l.questions.map((q, i) => ({ question_id: q, selected_answer: LETTERS[i % 4] })) },
      });
    }
  }
  const resume = (w) =>
    call(ROUTE, 'GET', `/api/content/questions?test_id=${TEST_ID}`, { token: learners[w].token });
  const routes = {
    ceiling: () => call(ROUTE, 'GET', `/api/bench/ceiling?test_id=${TEST_ID}`),
    resume,
    'resume-answered': resume,
    save: (w) =>
      call(ROUTE, 'PUT', `/api/practice/attempts/${learners[w].attempt}/answers`, {
        token: learners[w].token,
        body: { question_id: learners[w].questions[w % 15], selected_answer: LETTERS[w % 4] },
      }),
    list: (w) => call(ROUTE, 'GET', '/api/content/tests', { token: learners[w].token, parse: false }),
    eligibility: (w) =>
      call(ROUTE, 'GET', `/api/user-tracking/test-eligibility/${TEST_ID}`, { token: learners[w].token }),
  };
  if (!routes[ROUTE]) throw new Error(`route must be one of ${Object.keys(routes).join(', ')}`);
  await saturate(routes[ROUTE], WORKERS, 2000); // warm up: JIT, pool, caches
  const profiler = windowProfiler([server.baseUrl]);
  await profiler.start();
  const counted = () => call('setup', 'GET', '/api/bench/statements', { timed: false }).then((r) => r.json);
  const statementsBefore = await counted();
  const before = cpuSnapshot();
  const rps = await saturate(routes[ROUTE], WORKERS, SECONDS * 1000);
  const after = cpuSnapshot();
  const statementsAfter = await counted();
  const [profile] = await profiler.stop();
  const requests = rps * SECONDS;
  const cpu = Object.fromEntries(
    Object.keys(after).map((k) => [k, +((after[k] - before[k]) / requests).toFixed(3)]),
  );
  console.log(
    JSON.stringify({
      route: ROUTE,
      rps: Math.round(rps),
      cpu_ms_per_request: cpu,
      // Under saturation the requests of one moment share statements (the batchers) and LISTEN barriers.
      per_request: Object.fromEntries(
        ['count', 'barriers'].map((k) => [
          k === 'count' ? 'statements' : k,
          +((statementsAfter[k] - statementsBefore[k]) / requests).toFixed(3),
        ]),
      ),
      loadavg: fs.readFileSync('/proc/loadavg', 'utf8').trim(),
      cpu_profile: profile,
    }),
  );
} finally {
  await server.stop();
  fs.rmSync(server.dataDir, { recursive: true, force: true });
}
