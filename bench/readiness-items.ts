import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../server/src/app';
import { startSession } from '../server/src/modules/auth/auth.service';
import { findUserById, insertUser } from '../server/src/modules/users/users.service';
import { openBenchDatabase } from './bench-db';

const LEARNERS = Number(process.env.BENCH_LEARNERS ?? 1_000);
const ANSWERS = Number(process.env.BENCH_ANSWERS ?? 200_000);
const SAMPLE = Number(process.env.BENCH_SAMPLE ?? 40);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);
const PER_ATTEMPT = 15;

const bench = await openBenchDatabase('readiness');
const { dir, database } = bench;
try {
  const sql = (text: string, params: unknown[] = []) => database.pool.query(text, params);
  const t0 = performance.now();

  // ~22 questions per test (subjects × difficulties), five topics per subject
  await sql(
    `insert into questions (board_area_id, subject_index, difficulty, question, option_a, option_b, option_c,
       option_d, correct_answer, topic)
     select s.board_area_id, s.subject_index, d.id, 'Bench question ' || s.board_area_id || ' ' || s.subject_index
         || ' ' || d.id || ' #' || g, 'a', 'b', 'c', 'd', (array['A','B','C','D'])[1 + g % 4],
       'Topic ' || s.subject_index || '.' || (g % 5)
     from subjects s cross join difficulty_levels d cross join generate_series(1, 22) g`,
  );
  await sql(
    `insert into users (email, name, password_hash, role, review_center, subscription, subscription_expires_at,
       is_verified, payment_verified)
     select 'learner' || i || '@bench.test', 'Learner ' || i, 'x', 'learner', 'Review Center ' || (i % 10),
       'pro', now() + interval '30 days', true, true
     from generate_series(1, $1::int) i`,
    [LEARNERS],
  );
  const attempts = Math.ceil(ANSWERS / PER_ATTEMPT);
  await sql(
    `with tests as (
       select row_number() over (order by board_area_id, subject_index, d.id) n, board_area_id, subject_index,
         d.id difficulty
       from subjects cross join difficulty_levels d),
     learners as (select row_number() over (order by id) n, id from users where role = 'learner')
     insert into test_attempts (user_id, test_id, test_title, board_area_id, subject_index, difficulty,
       question_ids, status, started_at, deadline_at, submitted_at, total_questions)
     select l.id, t.board_area_id || '-' || t.subject_index || '-' || t.difficulty, 'Bench test', t.board_area_id,
       t.subject_index, t.difficulty, '{}', 'submitted',
       now() - (a % 90) * interval '1 day' - interval '30 minutes', now() - (a % 90) * interval '1 day',
       now() - (a % 90) * interval '1 day' - interval '10 minutes', ${PER_ATTEMPT}
     from generate_series(1, $1::int) a
     join learners l on l.n = 1 + a % $2
     join tests t on t.n = 1 + (a * 7919) % (select count(*) from tests)`,
    [attempts, LEARNERS],
  );
  // each learner has an ability and each question an easiness: right with their blend
  await sql(
    `insert into attempt_results (attempt_id, position, question_id, question, options, correct_answer, user_answer)
     select a.id, (row_number() over (partition by a.id order by q.r)) - 1, q.id, q.question,
       array['a','b','c','d'], q.correct_answer,
       case when random() < 0.2 + 0.5 * (abs(hashtext(a.user_id::text)) % 100) / 100.0
                               + 0.3 * (abs(hashtext(q.id::text)) % 100) / 100.0 - 0.15
            then q.correct_answer
            when random() < 0.08 then null
            else (array['A','B','C'])[1 + floor(random() * 3)::int] end
     from test_attempts a
     cross join lateral (
       select id, question, correct_answer, random() r from questions
       where board_area_id = a.board_area_id and subject_index = a.subject_index and difficulty = a.difficulty
       order by r limit ${PER_ATTEMPT}) q`,
  );
  await sql(`update attempt_results set is_correct = coalesce(user_answer = correct_answer, false)`);
  await sql(
    `update test_attempts a set correct_answers = r.c, score = round(100.0 * r.c / ${PER_ATTEMPT}), question_ids = r.ids
     from (select attempt_id, count(*) filter (where is_correct)::int c, array_agg(question_id order by position) ids
           from attempt_results group by attempt_id) r
     where r.attempt_id = a.id`,
  );
  // 300 open reports on 120 questions
  await sql(
    `insert into question_reports (user_id, question_id, reason)
     select distinct on (a.user_id, r.question_id) a.user_id, r.question_id,
       (array['wrong_key','unclear','outdated_law','typo'])[1 + (abs(hashtext(r.question_id::text)) % 4)]::question_report_reason
     from attempt_results r join test_attempts a on a.id = r.attempt_id
     where abs(hashtext(r.question_id::text)) % 17 = 0 limit 300`,
  );
  await sql('vacuum analyze');
  const [{ n: answers }] = (await sql('select count(*)::int n from attempt_results')).rows;
  const [{ n: questions }] = (await sql('select count(*)::int n from questions')).rows;
  const seeded = ((performance.now() - t0) / 1000).toFixed(1);

  const admin = await insertUser(database.db, {
    email: 'admin@bench.test',
    name: 'Bench Admin',
    password: 'Bench-admin-2026',
    role: 'admin',
  });
  const adminAuth = { authorization: `Bearer ${await startSession(database.db, admin)}` };
  const sampleIds = (
    await sql(`select id from users where role = 'learner' order by id limit $1`, [SAMPLE])
  ).rows.map((r) => r.id as string);
  const learnerAuth: { authorization: string }[] = [];
  for (const id of sampleIds) {
    const user = (await findUserById(database.db, id))!;
    learnerAuth.push({ authorization: `Bearer ${await startSession(database.db, user)}` });
  }
  const [{ id: oneQuestion }] = (await sql('select question_id id from attempt_results limit 1')).rows;
  const [{ id: oneTest }] = (await sql('select test_id id from test_attempts limit 1')).rows;

  // Every statement the calls run is timed; the slowest is explained at the end (the plans the note cites).
  const statements = new Map<string, { text: string; values: unknown[]; ms: number }>();
  const poolQuery = database.pool.query.bind(database.pool) as (...args: unknown[]) => Promise<unknown>;
  (database.pool as unknown as { query: unknown }).query = async (...args: unknown[]) => {
    const start = performance.now();
    const out = await poolQuery(...args);
    const q = args[0] as string | { text: string; values?: unknown[] };
    const text = typeof q === 'string' ? q : q.text;
    const values = (typeof q === 'string' ? args[1] : (q.values ?? args[1])) as unknown[] | undefined;
    const ms = performance.now() - start;
    const seen = statements.get(text);
    if (!seen || seen.ms < ms) statements.set(text, { text, values: values ?? [], ms });
    return out;
  };

  const app = await buildApp({
    db: database.db,
    mailer: { send: async () => ({ queued: false }) },
    publicUrl: 'http://127.0.0.1',
    dataDir: dir,
    databaseKind: 'embedded',
    webDist: path.join(dir, 'no-web'),
    pressure: { maxEventLoopDelayMs: 60_000 },
  });
  await app.ready();

  const time = async (url: string, headers: { authorization: string }) => {
    const start = performance.now();
    const res = await app.inject({ url, headers });
    const ms = performance.now() - start;
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    return ms;
  };
  const results: { name: string; times: number[] }[] = [];
  const measure = async (name: string, calls: [string, { authorization: string }][]) => {
    for (const [url, h] of calls.slice(0, 3)) await time(url, h); // warm-up
    const times: number[] = [];
    for (let r = 0; r < (calls.length > 1 ? 1 : ROUNDS); r++)
      for (const [url, h] of calls) times.push(await time(url, h));
    results.push({ name, times: times.sort((a, b) => a - b) });
  };

  for (const what of ['', '/topics', '/percentile'])
    await measure(
      `GET /api/readiness${what}`,
      learnerAuth.map((h): [string, typeof h] => [`/api/readiness${what}`, h]),
    );
  const items = '/api/admin/item-analysis/questions';
  // The list keeps each filter's aggregate 30 s (item-analysis.service.ts): the first call of a
  // filter runs it, the sorts, pages and exports after it read the kept sums.
  const cold = [
    ['GET item analysis, first call (aggregate of every answer)', `${items}?sort=flags&order=desc`],
    ['GET item analysis, first call for one test', `${items}?test_id=${oneTest}`],
  ];
  const coldTimes: [string, number][] = [];
  for (const [name, url] of cold) coldTimes.push([name!, await time(url!, adminAuth)]);
  for (const q of [
    '?sort=flags&order=desc',
    '?sort=facility&order=asc',
    '?sort=discrimination&order=asc',
    '?sort=responses&order=desc&page=40&limit=50',
    `?test_id=${oneTest}`,
    '?flagged=true',
  ])
    await measure(`GET ${items}${q}`, [[`${items}${q}`, adminAuth]]);
  await measure('GET /api/admin/item-analysis/questions/:id', [[`${items}/${oneQuestion}`, adminAuth]]);
  await measure('GET /api/admin/item-analysis/tests', [['/api/admin/item-analysis/tests', adminAuth]]);
  await measure('GET /api/admin/item-analysis/export.csv', [
    ['/api/admin/item-analysis/export.csv', adminAuth],
  ]);
  await measure('GET /api/admin/question-reports', [['/api/admin/question-reports', adminAuth]]);

  const pct = (xs: number[], p: number) => xs[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;
  const fmt = (n: number) => n.toFixed(1).padStart(7);
  console.log(
    `learners=${LEARNERS} answers=${answers} questions=${questions} attempts=${attempts} (seeded in ${seeded} s)`,
  );
  console.log(`${'call'.padEnd(72)}  calls    p50 ms    p95 ms    max ms`);
  for (const r of results)
    console.log(
      `${r.name.padEnd(72)} ${String(r.times.length).padStart(6)} ${fmt(pct(r.times, 50))}   ${fmt(pct(r.times, 95))}   ${fmt(r.times.at(-1)!)}`,
    );
  for (const [name, ms] of coldTimes) console.log(`${name.padEnd(72)} ${'1'.padStart(6)} ${fmt(ms)}`);
  const slowest = [...statements.values()].sort((a, b) => b.ms - a.ms).slice(0, 3);
  for (const st of slowest) {
    console.log(`\nslow statement (${st.ms.toFixed(1)} ms): ${st.text.replace(/\s+/g, ' ').slice(0, 160)}…`);
    const plan = await poolQuery(`explain (analyze, buffers) ${st.text}`, st.values);
    for (const row of (plan as { rows: Record<string, string>[] }).rows)
      console.log(`  ${row['QUERY PLAN']}`);
  }
  await app.close();
} finally {
  await bench.close();
}
