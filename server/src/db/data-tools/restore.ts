/**
 * Restore of a full backup (backup.ts's layout): the whole file is read and checked first
 * (format, version, every row, row counts, checksum), so a wrong or corrupted file changes
 * nothing; then every backed-up table is replaced in ONE transaction.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import readline from 'node:readline';
import { sql } from 'drizzle-orm';
import type { Db, Executor } from '../client';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  DATA_TABLES,
  isDataTable,
  quoteIdent,
  tableColumns,
  unclassifiedTables,
} from './allow-list';

/** A file the restore refuses; the message is for the administrator. */
export class BackupRefused extends Error {}

const CORRUPT = 'The backup file is damaged or incomplete; nothing was restored';

type Entry =
  | { kind: 'meta'; meta: Record<string, unknown> }
  | { kind: 'table'; name: string }
  | { kind: 'row'; table: string; json: string }
  | { kind: 'manifest'; manifest: { row_counts?: Record<string, number>; checksum?: string } };

async function* entries(file: string): AsyncGenerator<Entry> {
  const lines = readline.createInterface({
    input: fs.createReadStream(file),
    crlfDelay: Number.POSITIVE_INFINITY,
  });
  let state: 'start' | 'data-open' | 'tables' | 'rows' | 'manifest' | 'end' = 'start';
  let table = '';
  for await (const line of lines) {
    if (state === 'start') {
      if (!line.startsWith('{"backup":') || !line.endsWith(',')) {
        throw new BackupRefused('This file is not a CrimReview backup');
      }
      yield { kind: 'meta', meta: parseObject(line.slice(10, -1)) };
      state = 'data-open';
    } else if (state === 'data-open') {
      if (line !== '"data":{') throw new BackupRefused(CORRUPT);
      state = 'tables';
    } else if (state === 'tables') {
      const m = /^,?"([a-z_0-9]+)":\[$/.exec(line);
      if (m) {
        table = m[1]!;
        yield { kind: 'table', name: table };
        state = 'rows';
      } else if (line === '},') state = 'manifest';
      else throw new BackupRefused(CORRUPT);
    } else if (state === 'rows') {
      if (line === ']') state = 'tables';
      else yield { kind: 'row', table, json: line.startsWith(',') ? line.slice(1) : line };
    } else if (state === 'manifest') {
      if (!line.startsWith('"manifest":') || !line.endsWith('}')) throw new BackupRefused(CORRUPT);
      yield { kind: 'manifest', manifest: parseObject(line.slice(11, -1)) };
      state = 'end';
    } else if (line.trim() !== '') throw new BackupRefused(CORRUPT);
  }
  if (state !== 'end') throw new BackupRefused(CORRUPT);
}

function parseObject(text: string) {
  try {
    const v = JSON.parse(text);
    if (v && typeof v === 'object' && !Array.isArray(v)) return v;
  } catch {}
  throw new BackupRefused(CORRUPT);
}

export interface VerifiedBackup {
  created_at: string;
  row_counts: Record<string, number>;
}

/** Reads the whole file without touching the database: format, version, rows, counts, checksum. */
export async function verifyBackupFile(file: string): Promise<VerifiedBackup> {
  const hash = createHash('sha256');
  const counts: Record<string, number> = {};
  let meta: Record<string, unknown> = {};
  let manifest: { row_counts?: Record<string, number>; checksum?: string } | null = null;
  for await (const e of entries(file)) {
    if (e.kind === 'meta') {
      meta = e.meta;
      if (meta.format !== BACKUP_FORMAT) throw new BackupRefused('This file is not a CrimReview backup');
      if (meta.version !== BACKUP_VERSION) {
        throw new BackupRefused(
          `This backup has format version ${String(meta.version)}; this server restores version ${BACKUP_VERSION}`,
        );
      }
      if (meta.kind !== 'full')
        throw new BackupRefused('This is the backup of one table; a restore needs a full backup');
    } else if (e.kind === 'table') {
      if (!isDataTable(e.name)) throw new BackupRefused(`The backup holds an unknown table '${e.name}'`);
      counts[e.name] = 0;
    } else if (e.kind === 'row') {
      parseObject(e.json);
      hash.update(`${e.json}\n`);
      counts[e.table]!++;
    } else manifest = e.manifest;
  }
  const expected = manifest?.row_counts ?? {};
  const same =
    Object.keys(expected).length === Object.keys(counts).length &&
    Object.entries(counts).every(([t, n]) => expected[t] === n);
  if (!same || manifest?.checksum !== hash.digest('hex')) throw new BackupRefused(CORRUPT);
  return { created_at: String(meta.created_at), row_counts: counts };
}

const BATCH = 1000;

async function insertBatch(tx: Executor, table: string, rows: string[]) {
  const all = await tableColumns(tx, table, true);
  const present = new Set(Object.keys(JSON.parse(rows[0]!)));
  const fill = DATA_TABLES[table]?.fill ?? {};
  const cols = all.filter((c) => present.has(c.name) && !(c.name in fill)).map((c) => quoteIdent(c.name));
  const filled = Object.keys(fill).filter((c) => all.some((a) => a.name === c));
  const target = [...cols, ...filled.map(quoteIdent)].join(', ');
  const values = [...cols.map((c) => `r.${c}`), ...filled.map((c) => fill[c])].join(', ');
  const t = sql.raw(quoteIdent(table));
  await tx.execute(
    sql`insert into ${t} (${sql.raw(target)}) select ${sql.raw(values)} from jsonb_populate_recordset(null::${t}, ${`[${rows.join(',')}]`}::jsonb) r`,
  );
}

/**
 * Replaces every backed-up table with the file's rows in one transaction. Passwords are not
 * in backups: an account keeps the password of the account with its email, if there was one.
 * `inTransaction` runs last, inside it (the audit entry of the restore).
 */
export async function restoreBackupFile(
  db: Db,
  file: string,
  inTransaction?: (tx: Executor) => Promise<void>,
) {
  const verified = await verifyBackupFile(file);
  const unclassified = await unclassifiedTables(db);
  if (unclassified.length) {
    throw new BackupRefused(
      `Tables not covered by backups: ${unclassified.join(', ')}; nothing was restored`,
    );
  }
  await db.transaction(async (tx) => {
    await tx.execute(sql`create temp table restore_kept_passwords on commit drop as
      select lower(email) as e, password_hash as h from users`);
    await tx.execute(sql`create temp table restore_kept_sessions on commit drop as select * from sessions`);
    const wiped = [...Object.keys(DATA_TABLES), 'sessions', 'password_reset_tokens']
      .map(quoteIdent)
      .join(', ');
    await tx.execute(sql.raw(`truncate ${wiped}`));
    let batch: string[] = [];
    let table = '';
    const flush = async () => {
      if (batch.length) await insertBatch(tx, table, batch);
      batch = [];
    };
    for await (const e of entries(file)) {
      if (e.kind === 'table') {
        await flush();
        table = e.name;
      } else if (e.kind === 'row') {
        batch.push(e.json);
        if (batch.length >= BATCH) await flush();
      }
    }
    await flush();
    for (const t of Object.keys(DATA_TABLES)) {
      for (const c of (await tableColumns(tx, t, true)).filter((x) => x.serial)) {
        await tx.execute(
          sql.raw(
            `select setval(pg_get_serial_sequence('${t}', '${c.name}'), coalesce(max(${quoteIdent(c.name)}), 1), max(${quoteIdent(c.name)}) is not null) from ${quoteIdent(t)}`,
          ),
        );
      }
    }
    await tx.execute(sql`insert into sessions select * from restore_kept_sessions s
      where exists (select 1 from users u where u.id = s.user_id)`);
    await inTransaction?.(tx);
  });
  return verified;
}
