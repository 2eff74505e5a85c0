/**
 * The database viewer, backups and restore (decisions.md "Data tools"). What is shown and
 * backed up is the allow-list of db/data-tools; this module adds pages, downloads, the
 * nightly job and the audit trail.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { randomBytes } from 'node:crypto';
import { RESTORE_CONFIRMATION } from '@core/schemas/data';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { columnList, DATA_TABLES, isDataTable, quoteIdent, tableColumns } from '../../db/data-tools/allow-list';
import { createLocalStorage } from '../media/media.service';
import { backupChunks, backupFileName, type MediaListing, tablesInRestoreOrder } from '../../db/data-tools/backup';
import { BackupRefused, restoreBackupFile } from '../../db/data-tools/restore';
import { HttpError, notFound, ValidationError } from '../../lib/http-errors';
import { recordAudit } from '../audit/audit.service';
import type { JobDefinition } from '../jobs/jobs.service';
import type { UserRow } from '../users/users.service';

const NOT_FOUND = 'Collection not found';

/** GET /admin/collections: every allow-listed table with its row count and shown columns. */
export async function listCollections(db: Db) {
  const collections = [];
  for (const name of Object.keys(DATA_TABLES).sort()) {
    const cols = await tableColumns(db, name);
    if (!cols.length) continue; // not created in this database
    const r = await db.execute(sql.raw(`select count(*)::int as n from ${quoteIdent(name)}`));
    collections.push({ name, count: Number(r.rows[0]?.n ?? 0), columns: cols.map((c) => c.name) });
  }
  return { collections };
}

/** GET /admin/collections/{name}: one page of rows as JSON, newest first. */
export async function collectionPage(db: Db, name: string, page: number, limit: number) {
  if (!isDataTable(name)) throw notFound(NOT_FOUND);
  const cols = await tableColumns(db, name);
  if (!cols.length) throw notFound(NOT_FOUND);
  const names = cols.map((c) => c.name);
  const order = names.includes('created_at') ? '"created_at" desc' : names.includes('id') ? '"id" desc' : 'ctid desc';
  const t = quoteIdent(name);
  const [rows, total] = await Promise.all([
    db.execute(
      sql.raw(
        `select row_to_json(x) as j from (select ${columnList(cols)} from ${t} order by ${order} limit ${limit} offset ${(page - 1) * limit}) x`,
      ),
    ),
    db.execute(sql.raw(`select count(*)::int as n from ${t}`)),
  ]);
  return {
    name,
    columns: names,
    documents: rows.rows.map((r) => r.j as Record<string, unknown>),
    total: Number(total.rows[0]?.n ?? 0),
    page,
    limit,
  };
}

/** A backup download: the stream, its file name, and the audit entry of who took it. */
export async function backupDownload(db: Db, admin: UserRow, table: string | null, media: MediaListing) {
  if (table !== null && (!isDataTable(table) || !(await tableColumns(db, table)).length)) throw notFound(NOT_FOUND);
  const tables = await tablesInRestoreOrder(db, table ? [table] : undefined);
  await recordAudit(db, {
    actorId: admin.id,
    action: 'data.export',
    target: { type: 'table', id: table ?? 'full_database' },
  });
  const chunks = backupChunks(db, { kind: table ? 'table' : 'full', tables, media });
  return { fileName: backupFileName(table), stream: Readable.from(chunks) };
}

const MAX_RESTORE_BYTES = 4 * 1024 ** 3;

/** POST /admin/backup/restore (multipart: `confirm` = RESTORE, `file`): streamed to disk, checked, restored. */
export async function restoreFromUpload(db: Db, admin: UserRow, req: FastifyRequest, dataDir: string) {
  const tmpDir = path.join(dataDir, 'tmp');
  fs.mkdirSync(tmpDir, { recursive: true });
  const file = path.join(tmpDir, `restore-${randomBytes(8).toString('hex')}.json`);
  let confirm = '';
  let received = false;
  try {
    for await (const part of req.parts({ limits: { fileSize: MAX_RESTORE_BYTES, files: 1 } })) {
      if (part.type === 'field') {
        if (part.fieldname === 'confirm') confirm = String(part.value);
      } else if (part.fieldname === 'file' && !received) {
        await pipeline(part.file, fs.createWriteStream(file));
        if (part.file.truncated) throw new HttpError(413, 'The backup file is too large');
        received = true;
      } else part.file.resume();
    }
    if (confirm.trim() !== RESTORE_CONFIRMATION) {
      throw new ValidationError([{ loc: ['body', 'confirm'], msg: `Type ${RESTORE_CONFIRMATION} to confirm the restore` }]);
    }
    if (!received) throw new ValidationError([{ loc: ['body', 'file'], msg: 'Please choose a backup file' }]);
    return await restoreFile(db, admin, file);
  } finally {
    fs.rmSync(file, { force: true });
  }
}

/** Restores a checked file in one transaction; a refused file is a 422 and changes nothing. */
export async function restoreFile(db: Db, admin: UserRow | null, file: string) {
  try {
    const verified = await restoreBackupFile(db, file, async (tx) => {
      if (admin) {
        await recordAudit(tx, { actorId: admin.id, action: 'data.restore', target: { type: 'database', id: 'full_database' } });
      }
    });
    return { message: 'Restore completed', backup_created_at: verified.created_at, row_counts: verified.row_counts };
  } catch (err) {
    if (err instanceof BackupRefused) throw new HttpError(422, err.message);
    throw err;
  }
}

export const KEEP_NIGHTLY = 7;

/** Writes a full backup into `dir` (via a temporary name), then keeps the newest KEEP_NIGHTLY. */
/** The files of the default storage (DATA_DIR/uploads), when no other storage is given. */
const localMedia = (dataDir: string): MediaListing => createLocalStorage(path.join(dataDir, 'uploads'));

export async function writeNightlyBackup(
  db: Db,
  dataDir: string,
  now = new Date(),
  media: MediaListing = localMedia(dataDir),
): Promise<string> {
  const dir = path.join(dataDir, 'backups');
  fs.mkdirSync(dir, { recursive: true });
  const target = path.join(dir, backupFileName(null, now));
  const tmp = `${target}.partial`;
  const tables = await tablesInRestoreOrder(db);
  await pipeline(
    Readable.from(backupChunks(db, { kind: 'full', tables, media })),
    fs.createWriteStream(tmp),
  );
  fs.renameSync(tmp, target);
  const old = fs
    .readdirSync(dir)
    .filter((f) => /^full_database_backup_\d{4}-\d{2}-\d{2}\.json$/.test(f))
    .sort()
    .reverse()
    .slice(KEEP_NIGHTLY);
  for (const f of old) fs.rmSync(path.join(dir, f), { force: true });
  return target;
}

/** Every night at 02:30 Manila, once across instances (pg-boss cron, singleton). */
export function nightlyBackupJob(
  db: Db,
  dataDir: string,
  log: { info(msg: string): void },
  media: MediaListing = localMedia(dataDir),
): JobDefinition {
  return {
    name: 'data.nightly-backup',
    cron: '30 2 * * *',
    policy: 'singleton',
    retryLimit: 2,
    expireInSeconds: 3600,
    handler: async () => {
      log.info(`nightly backup written to ${await writeNightlyBackup(db, dataDir, new Date(), media)}`);
    },
  };
}
