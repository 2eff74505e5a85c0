import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestContext } from '../../../test/app';
import { buildAdmin, buildPaidLearner, TEST_PASSWORD, type TestUser } from '../../../test/factories';
import { httpHelpers } from '../../../test/http';
import { columnList, DATA_TABLES, quoteIdent, tableColumns, unclassifiedTables } from '../../db/data-tools/allow-list';
import { startSession } from '../auth/auth.service';
import { buildPool } from '../question-bank/question-bank.fixtures';
import { nightlyBackupJob, restoreFile, writeNightlyBackup } from './data.service';

let t: TestContext;
const { get, send, startTest } = httpHelpers(() => t.app);
let admin: TestUser;
let learner: TestUser;
const secrets: string[] = [];

beforeAll(async () => {
  t = await setupTestApp();
  admin = await buildAdmin(t.db);
  learner = await buildPaidLearner(t.db, { name: "O'Brien \"Quotes\" Learner" });
  await buildPool(t.db, { boardArea: 'criminal-law', subjectIndex: 1, difficulty: 'basic', count: 6 });
  const start = await startTest(learner.headers, 'criminal-law-1-basic');
  expect(start.statusCode, start.body).toBe(200);
  const started = start.json();
  await send(
    'PUT',
    `/api/practice/attempts/${started.attempt.id}/answers`,
    { answers: [{ question_id: started.questions[0].id, selected_answer: 'A' }] },
    learner.headers,
  );
  await send('POST', `/api/practice/attempts/${started.attempt.id}/submit`, {}, learner.headers);
  await send(
    'POST',
    '/api/admin/board-area-access',
    { user_id: learner.user.id, board_area: 'criminalistics', has_access: false },
    admin.headers,
  );
  await t.db.execute(
    sql`insert into mail_log (to_address, subject, body_text, body_html) values ('a@b.ph', 'Reset', 'SECRET-BODY-TEXT', '<p>SECRET-BODY-HTML</p>')`,
  );
  await t.db.execute(
    sql`insert into password_reset_tokens (user_id, token_hash, expires_at) values (${learner.user.id}, 'SECRET-RESET-HASH', now() + interval '1 hour')`,
  );
  const hashes = await t.db.execute(sql`select password_hash as s from users union all select token_hash from sessions`);
  secrets.push(...hashes.rows.map((r) => String(r.s)), 'SECRET-BODY-TEXT', 'SECRET-BODY-HTML', 'SECRET-RESET-HASH');
});

/** Every backed-up table's rows (shown columns), sorted: what a restore must give back. */
async function snapshot() {
  const out: Record<string, string[]> = {};
  for (const table of Object.keys(DATA_TABLES)) {
    const cols = await tableColumns(t.db, table);
    const r = await t.db.execute(
      sql.raw(`select row_to_json(x)::text as j from (select ${columnList(cols)} from ${quoteIdent(table)}) x order by 1`),
    );
    out[table] = r.rows.map((x) => String(x.j)).filter((j) => !j.includes('"action":"data.'));
  }
  return out;
}

const SECRET_COLUMNS = ['password_hash', 'token_hash', 'body_text', 'body_html'];

function expectNoSecrets(text: string) {
  for (const c of SECRET_COLUMNS) expect(text).not.toContain(`"${c}"`);
  for (const s of secrets) expect(text).not.toContain(s);
}

async function download(url = '/api/admin/backup/full') {
  const res = await get(url, admin.headers);
  expect(res.statusCode).toBe(200);
  return res;
}

function restoreForm(content: string | Buffer, confirm = 'RESTORE') {
  const boundary = '----crimreview-test';
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="confirm"\r\n\r\n${confirm}\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="b.json"\r\nContent-Type: application/json\r\n\r\n`,
    ),
    Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/backup/restore',
    headers: { ...admin.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: body,
  });
}

describe('the allow-list', () => {
  it('classifies every table of the database', async () => {
    expect(await unclassifiedTables(t.db)).toEqual([]);
  });
});

describe('database viewer', () => {
  it('lists tables with counts and pages rows newest first, never a secret column or value', async () => {
    const list = await get('/api/admin/collections', admin.headers);
    expect(list.statusCode).toBe(200);
    const { collections } = list.json();
    expect(collections.find((c: { name: string }) => c.name === 'users')).toMatchObject({ count: 2 });
    expect(collections.map((c: { name: string }) => c.name)).not.toContain('sessions');
    expectNoSecrets(list.body);
    for (const c of collections) {
      const page = await get(`/api/admin/collections/${c.name}?limit=100`, admin.headers);
      expect(page.statusCode).toBe(200);
      expectNoSecrets(page.body);
    }
    const users = (await get('/api/admin/collections/users?limit=1&page=1', admin.headers)).json();
    expect(users).toMatchObject({ total: 2, page: 1, limit: 1 });
    expect(users.documents[0].id).toBe(learner.user.id); // the newest
    expect((await get('/api/admin/collections/sessions', admin.headers)).statusCode).toBe(404);
    expect((await get('/api/admin/collections/audit_log', admin.headers)).json().total).toBeGreaterThan(0);
  });
});

describe('backups', () => {
  it('streams a full backup and a per-table backup as named JSON with version and row counts, no secrets', async () => {
    const res = await download();
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="full_database_backup_\d{4}-\d{2}-\d{2}\.json"$/);
    const doc = JSON.parse(res.body);
    expect(doc.backup).toMatchObject({ format: 'crimreview-backup', version: 1, kind: 'full' });
    expect(doc.manifest.row_counts.users).toBe(2);
    expect(doc.data.test_attempts).toHaveLength(1);
    expect(doc.manifest.media).toMatchObject({ root: 'DATA_DIR/uploads' });
    expectNoSecrets(res.body);
    const one = await download('/api/admin/backup/board_area_access');
    expect(one.headers['content-disposition']).toContain('board_area_access_backup_');
    expect(JSON.parse(one.body).data.board_area_access).toHaveLength(1);
    expect((await get('/api/admin/backup/sessions', admin.headers)).statusCode).toBe(404);
  });

  it('restores a backup over changed data, in one go; the administrator stays signed in', async () => {
    const file = (await download()).body;
    const before = await snapshot();
    await t.db.execute(sql`insert into review_centers (name) values ('Added after the backup')`);
    await t.db.execute(sql`delete from board_area_access`);
    expect(await snapshot()).not.toEqual(before);

    expect((await restoreForm(file, 'restore please')).statusCode).toBe(422);
    const res = await restoreForm(file);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Restore completed', row_counts: { users: 2 } });
    expect(await snapshot()).toEqual(before);
    expect((await get('/api/auth/me', admin.headers)).statusCode).toBe(200);
    const login = await send('POST', '/api/auth/login', { email: learner.user.email, password: TEST_PASSWORD }, admin.headers);
    expect(login.statusCode).toBe(200);
    const audit = await t.db.execute(sql`select count(*)::int as n from audit_log where action = 'data.restore'`);
    expect(audit.rows[0]!.n).toBe(1);
  });

  it('backup → wipe → restore gives the same rows in every table', async () => {
    const file = path.join(t.dataDir, 'wipe.json');
    fs.writeFileSync(file, (await download()).body);
    const before = await snapshot();
    await t.db.execute(sql.raw(`truncate ${Object.keys(DATA_TABLES).map(quoteIdent).join(', ')} cascade`));
    expect((await snapshot()).users).toEqual([]);
    await restoreFile(t.db, null, file);
    expect(await snapshot()).toEqual(before);
    const pw = await t.db.execute(sql`select password_hash as h from users`);
    expect(pw.rows.every((r) => r.h === '!restored')).toBe(true); // no password in a backup: reset needed
  });

  it('refuses a corrupted, truncated or other-version file and changes nothing', async () => {
    // The wipe above ended every session: sign the administrator in again.
    admin.headers = { authorization: `Bearer ${await startSession(t.db, admin.user)}` };
    const good = (await download()).body;
    const before = await snapshot();
    const lines = good.split('\n');
    const row = lines.findIndex((l) => l.includes('Added after') || l.includes('"subject_index":1'));
    const tampered = [...lines];
    tampered[row] = tampered[row]!.replace('1', '2');
    const cases: [string, string][] = [
      [tampered.join('\n'), 'The backup file is damaged or incomplete; nothing was restored'],
      [lines.slice(0, Math.floor(lines.length / 2)).join('\n'), 'The backup file is damaged or incomplete; nothing was restored'],
      [good.replace('"version":1', '"version":2'), 'This backup has format version 2; this server restores version 1'],
      ['{"hello": "world"}', 'This file is not a CrimReview backup'],
    ];
    for (const [content, detail] of cases) {
      const res = await restoreForm(content);
      expect(res.statusCode).toBe(422);
      expect(res.json().detail).toBe(detail);
    }
    expect(await snapshot()).toEqual(before);
    expect(fs.readdirSync(path.join(t.dataDir, 'tmp'))).toEqual([]);
  });
});

describe('nightly backup', () => {
  it('writes a full backup into DATA_DIR/backups and keeps the last 7, as a once-only scheduled job', async () => {
    const dir = path.join(t.dataDir, 'backups');
    fs.mkdirSync(dir, { recursive: true });
    for (let d = 1; d <= 9; d++) fs.writeFileSync(path.join(dir, `full_database_backup_2020-01-0${d}.json`), '{}');
    const written = await writeNightlyBackup(t.db, t.dataDir);
    const kept = fs.readdirSync(dir).sort();
    expect(kept).toHaveLength(7);
    expect(kept).toContain(path.basename(written));
    expect(kept[0]).toBe('full_database_backup_2020-01-04.json');
    expect(JSON.parse(fs.readFileSync(written, 'utf8')).backup.kind).toBe('full');
    expect(nightlyBackupJob(t.db, t.dataDir, { info: () => {} })).toMatchObject({ cron: '30 2 * * *', policy: 'singleton' });
  });
});
