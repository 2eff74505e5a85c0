import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../server/src/app';
import { startSession } from '../server/src/modules/auth/auth.service';
import { insertUser } from '../server/src/modules/users/users.service';
import { openBenchDatabase } from './bench-db';

const USERS = Number(process.env.BENCH_USERS ?? 10_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const TARGET_P95_MS = 50;

const bench = await openBenchDatabase('users');
const { dir, database } = bench;
try {
  // 10,000 accounts spread over 25 centers, 12 teams, 8 sections, the plans and both flags.
  await database.pool.query(
    `insert into users (email, name, password_hash, role, review_center, city, province, team_number,
       section_number, subscription, subscription_expires_at, is_verified, payment_verified, last_login, created_at)
     select 'learner' || i || '@bench.test',
       (array['Ana','Ben','Cara','Dan','Eva','Fe','Gil','Hana'])[1 + i % 8] || ' ' ||
         (array['Reyes','Cruz','Santos','Lim','Uy','Garcia','Bautista'])[1 + i % 7] || ' ' || i,
       'x', case when i % 500 = 0 then 'sub_admin'::role else 'learner'::role end,
       'Review Center ' || (i % 25), 'City ' || (i % 40), 'Province ' || (i % 17),
       'T' || (i % 12), 'S' || (i % 8),
       (array['trial','basic','premium','pro','none'])[1 + i % 5],
       now() + ((i % 60) - 20) * interval '1 day', i % 3 <> 0, i % 4 = 0,
       case when i % 6 = 0 then null else now() - (i % 1000) * interval '1 hour' end,
       now() - i * interval '5 minutes'
     from generate_series(1, $1::int) as i`,
    [USERS],
  );
  const admin = await insertUser(database.db, {
    email: 'admin@bench.test',
    name: 'Bench Admin',
    password: 'Bench-admin-2026',
    role: 'admin',
  });
  await database.pool.query('analyze');
  const token = await startSession(database.db, admin);
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

  const axes: Record<string, string[]> = {
    search: ['', 'cruz'],
    plan: ['all', 'trial', 'basic', 'premium', 'pro', 'none'],
    review_center: ['all', 'Review Center 7'],
    team_number: ['all', 'T3'],
    section_number: ['all', 'S5'],
    payment_status: ['all', 'verified', 'unverified'],
    email_status: ['all', 'verified', 'unverified'],
  };
  let combos: Record<string, string>[] = [{}];
  for (const [key, values] of Object.entries(axes))
    combos = combos.flatMap((c) => values.map((v) => ({ ...c, [key]: v })));

  const call = async (q: Record<string, string>, base = '/api/admin/users') => {
    const qs = new URLSearchParams({ include_details: 'true', page: '1', limit: '25', ...q });
    const t0 = performance.now();
    const res = await app.inject({ url: `${base}?${qs}`, headers: { authorization: `Bearer ${token}` } });
    const ms = performance.now() - t0;
    if (res.statusCode !== 200) throw new Error(`${qs}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    return ms;
  };
  for (const c of combos.slice(0, 50)) await call(c); // warm-up: plans cached, pool filled
  const times: number[] = [];
  for (let r = 0; r < ROUNDS; r++) for (const c of combos) times.push(await call(c));
  // The last page of the unfiltered list (the deepest OFFSET the tab can ask for).
  for (let r = 0; r < 20; r++) times.push(await call({ page: String(Math.ceil(USERS / 25)) }));
  // Baseline on the same machine at the same moment: the cheapest signed-in call (one session lookup).
  const base: number[] = [];
  for (let r = 0; r < 200; r++) base.push(await call({}, '/api/auth/me'));
  const pct = (xs: number[], p: number) => xs[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;
  base.sort((a, b) => a - b);
  times.sort((a, b) => a - b);
  const at = (p: number) => pct(times, p);
  const fmt = (n: number) => n.toFixed(1);
  console.log(`baseline GET /api/auth/me: p50=${fmt(pct(base, 50))} ms  p95=${fmt(pct(base, 95))} ms`);
  console.log(
    `users=${USERS} combinations=${combos.length} calls=${times.length}\n` +
      `p50=${fmt(at(50))} ms  p95=${fmt(at(95))} ms  p99=${fmt(at(99))} ms  max=${fmt(times.at(-1)!)} ms  ` +
      `(target p95 < ${TARGET_P95_MS} ms: ${at(95) < TARGET_P95_MS ? 'met' : 'MISSED'})`,
  );
  await app.close();
  process.exitCode = at(95) < TARGET_P95_MS ? 0 : 1;
} finally {
  await bench.close();
}
