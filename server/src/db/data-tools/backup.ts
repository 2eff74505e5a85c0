/**
 * Streamed JSON backups: one consistent snapshot (REPEATABLE READ), each table read through
 * a cursor in batches, so a backup of any size never sits in memory. The layout is valid
 * JSON with one row per line, which lets a restore read it back line by line:
 *
 *   {"backup":{format, version, kind, created_at, tables},
 *   "data":{
 *   "users":[
 *   {…}
 *   ,{…}
 *   ]
 *   ,"courses":[
 *   ]
 *   },
 *   "manifest":{row_counts, checksum (sha256 of the row lines), media}}
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Db } from '../client';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  columnList,
  DATA_TABLES,
  quoteIdent,
  tableColumns,
} from './allow-list';

const BATCH = 500;

/** The backed-up tables in an order a restore can insert them in (referenced tables first). */
export async function tablesInRestoreOrder(db: Db, only?: string[]): Promise<string[]> {
  const names = Object.keys(DATA_TABLES).filter((t) => !only || only.includes(t));
  const r = await db.execute(sql`
    select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent
    from pg_constraint c where c.contype = 'f' and c.connamespace = 'public'::regnamespace`);
  const parents = new Map<string, Set<string>>(names.map((n) => [n, new Set()]));
  for (const row of r.rows) {
    const child = String(row.child).replaceAll('"', '');
    const parent = String(row.parent).replaceAll('"', '');
    if (child !== parent && parents.has(child) && parents.has(parent)) parents.get(child)!.add(parent);
  }
  const ordered: string[] = [];
  const visit = (n: string, seen: Set<string>) => {
    if (ordered.includes(n) || seen.has(n)) return;
    seen.add(n);
    for (const p of parents.get(n)!) visit(p, seen);
    ordered.push(n);
  };
  for (const n of names) visit(n, new Set());
  return ordered;
}

/** Where uploaded files are and how to list them (the media storage, local or S3). */
export interface MediaListing {
  location: string;
  list(): AsyncIterable<{ path: string; size: number }>;
}

/** The stored files (paths and sizes): the media a backup names but does not hold. */
export async function mediaManifest(media: MediaListing | undefined) {
  const files: { path: string; size: number }[] = [];
  for await (const f of media?.list() ?? []) files.push(f);
  return {
    root: media?.location ?? 'DATA_DIR/uploads',
    files,
    total_bytes: files.reduce((n, f) => n + f.size, 0),
  };
}

export interface BackupOptions {
  kind: 'full' | 'table';
  tables: string[];
  media?: MediaListing;
}

/** The backup as chunks of text, read from one snapshot; the client is released when iteration ends. */
export async function* backupChunks(db: Db, opts: BackupOptions): AsyncGenerator<string> {
  const columns = new Map<string, string>();
  for (const t of opts.tables) columns.set(t, columnList(await tableColumns(db, t)));
  const client = await (db as Db & { $client: pg.Pool }).$client.connect();
  const hash = createHash('sha256');
  const counts: Record<string, number> = {};
  try {
    await client.query('begin isolation level repeatable read read only');
    const meta = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      kind: opts.kind,
      created_at: new Date().toISOString(),
      tables: opts.tables,
    };
    yield `{"backup":${JSON.stringify(meta)},\n"data":{\n`;
    for (const [i, table] of opts.tables.entries()) {
      yield `${i ? ',' : ''}${JSON.stringify(table)}:[\n`;
      counts[table] = 0;
      await client.query(
        `declare backup_rows no scroll cursor for select row_to_json(t)::text as j from (select ${columns.get(table)} from ${quoteIdent(table)}) t`,
      );
      for (;;) {
        const { rows } = await client.query<{ j: string }>(`fetch ${BATCH} from backup_rows`);
        if (!rows.length) break;
        let chunk = '';
        for (const r of rows) {
          hash.update(`${r.j}\n`);
          chunk += `${counts[table] ? ',' : ''}${r.j}\n`;
          counts[table]++;
        }
        yield chunk;
      }
      await client.query('close backup_rows');
      yield ']\n';
    }
    const manifest = {
      row_counts: counts,
      checksum: hash.digest('hex'),
      media: await mediaManifest(opts.media),
    };
    yield `},\n"manifest":${JSON.stringify(manifest)}}\n`;
  } finally {
    await client.query('rollback').catch(() => {});
    client.release();
  }
}

/** `{table or full_database}_backup_{YYYY-MM-DD}.json` (the spec's download name), the date in Manila. */
export function backupFileName(table: string | null, at = new Date()): string {
  const day = at.toLocaleDateString('en-CA', { timeZone: 'Asia/Manila' });
  return `${table ?? 'full_database'}_backup_${day}.json`;
}
