/**
 * Issue 14: a full backup of a database with 10,000 users, 2,000 questions and 200,000 saved
 * answers (10,000 attempts × 20): time and peak RSS growth of the process streaming it (the
 * server's own code path, db/data-tools/backup.ts, target < 64 MB growth), then a wipe and the
 * restore (one transaction) with its time. `node --import tsx bench/backup.ts` (own embedded
 * PostgreSQL in a temporary directory, removed afterwards).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import { applyMigrations, connect } from '../server/src/db/client';
import { DATA_TABLES, quoteIdent } from '../server/src/db/data-tools/allow-list';
import { backupChunks, tablesInRestoreOrder } from '../server/src/db/data-tools/backup';
import { restoreBackupFile } from '../server/src/db/data-tools/restore';
import { ensureDatabase, startEmbeddedPostgres } from '../server/src/db/embedded';
import { seedCatalog } from '../server/src/db/seed/catalog';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'crimreview-bench-backup-'));
const MB = 1024 * 1024;
const pgServer = await startEmbeddedPostgres({ dir: path.join(dir, 'postgres') });
try {
  await ensureDatabase(pgServer.url('postgres'), 'bench');
  const database = connect(pgServer.url('bench'), 4);
  await applyMigrations(database);
  const { db } = database;
  await seedCatalog(db);
  let t = Date.now();
  await db.execute(sql`insert into users (email, name, password_hash, is_verified)
    select 'user' || g || '@bench.ph', 'Bench User ' || g, '$argon2id$v=19$bench', true from generate_series(1, 10000) g`);
  await db.execute(sql`insert into questions (board_area_id, subject_index, difficulty, question, option_a, option_b, option_c, option_d, correct_answer, explanation)
    select 'criminal-law', 1 + (g % 6), (array['basic','intermediate','advanced'])[1 + g % 3],
      'Bench question ' || g || ': which of the following best describes the rule?', 'Option A ' || g, 'Option B ' || g,
      'Option C ' || g, 'Option D ' || g, 'A', 'Because of rule ' || g
    from generate_series(1, 2000) g`);
  await db.execute(sql`insert into test_attempts (user_id, test_id, board_area_id, subject_index, difficulty, question_ids, deadline_at, total_questions, status, submitted_at, score, correct_answers)
    select u.id, 'criminal-law-1-basic', 'criminal-law', 1, 'basic',
      array(select id from questions where subject_index = 1 order by id limit 20), now(), 20, 'submitted', now(), 50, 10
    from users u`);
  await db.execute(sql`insert into attempt_answers (attempt_id, question_id, selected_answer)
    select a.id, q, (array['A','B','C','D'])[1 + (abs(hashtext(q::text)) % 4)] from test_attempts a, unnest(a.question_ids) q`);
  const counts = await db.execute(
    sql`select (select count(*) from users) u, (select count(*) from questions) q, (select count(*) from attempt_answers) a`,
  );
  console.log(`data: ${JSON.stringify(counts.rows[0])} in ${Date.now() - t} ms`);

  const file = path.join(dir, 'full.json');
  global.gc?.();
  const base = process.memoryUsage().rss;
  let peak = base;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  t = Date.now();
  const tables = await tablesInRestoreOrder(db);
  await pipeline(Readable.from(backupChunks(db, { kind: 'full', tables })), fs.createWriteStream(file));
  const backupMs = Date.now() - t;
  clearInterval(sampler);
  const size = fs.statSync(file).size;
  console.log(
    `backup: ${backupMs} ms, ${(size / MB).toFixed(1)} MB file, peak RSS growth ${((peak - base) / MB).toFixed(1)} MB`,
  );

  await db.execute(sql.raw(`truncate ${Object.keys(DATA_TABLES).map(quoteIdent).join(', ')} cascade`));
  t = Date.now();
  const restored = await restoreBackupFile(db, file);
  const restoreMs = Date.now() - t;
  const rows = Object.values(restored.row_counts).reduce((a, b) => a + b, 0);
  console.log(`restore: ${restoreMs} ms for ${rows} rows (one transaction, file checked first)`);
  await database.close();
} finally {
  await pgServer.stop();
  fs.rmSync(dir, { recursive: true, force: true });
}
