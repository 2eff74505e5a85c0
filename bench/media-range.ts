import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Readable } from 'node:stream';
import { buildApp } from '../server/src/app';
import { startSession } from '../server/src/modules/auth/auth.service';
import { ingestVideo } from '../server/src/modules/courses/courses.service';
import { fakeMp4 } from '../server/src/modules/media/media.fixtures';
import { createLocalStorage } from '../server/src/modules/media/storage';
import { insertUser } from '../server/src/modules/users/users.service';
import { openBenchDatabase } from './bench-db';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2000);
const CHUNK = 64 * 1024;
const SIZE = 1_000_000;

const bench = await openBenchDatabase('media');
const { dir, database } = bench;
try {
  const storage = createLocalStorage(path.join(dir, 'uploads'));
  await ingestVideo({ db: database.db, storage }, Readable.from([fakeMp4(SIZE)]), {
    boardArea: 'criminal-law',
    subjectIndex: 1,
    title: 'Felonies and their elements',
    description: 'Bench video',
    lessonNumber: 1,
    difficulty: 'basic',
    durationSeconds: 600,
  });
  const learner = await insertUser(database.db, {
    email: 'learner@bench.test',
    name: 'Bench Learner',
    password: 'Bench-learner-2026',
  });
  const token = await startSession(database.db, learner);
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
  const list = await app.inject({
    url: '/api/content/videos?board_area=criminal-law',
    headers: { authorization: `Bearer ${token}` },
  });
  const url: string = list.json()[0].video_url;

  const fetchRange = async (i: number) => {
    const start = (i * CHUNK) % (SIZE - CHUNK);
    const t0 = performance.now();
    const res = await app.inject({ url, headers: { range: `bytes=${start}-${start + CHUNK - 1}` } });
    const ms = performance.now() - t0;
    if (res.statusCode !== 206) throw new Error(`${res.statusCode} ${res.body.slice(0, 200)}`);
    return ms;
  };
  for (let i = 0; i < 100; i++) await fetchRange(i); // warm-up
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i++) times.push(await fetchRange(i));
  times.sort((a, b) => a - b);
  const at = (p: number) =>
    times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]!.toFixed(2);
  console.log(`range requests=${ROUNDS} of ${CHUNK} B: p50=${at(50)} ms  p95=${at(95)} ms  p99=${at(99)} ms`);
  await app.close();
} finally {
  await bench.close();
}
