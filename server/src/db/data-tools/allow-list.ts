/**
 * The one list of what the database viewer shows and a backup holds (decisions.md "Data
 * tools"): tables by name, minus the columns that are secrets. A table not listed here is
 * neither shown nor backed up; a restore refuses to run while a table of the database is in
 * neither list (data-tools.test.ts checks every table is classified).
 */

import { sql } from 'drizzle-orm';
import type { Executor } from '../client';

export const BACKUP_FORMAT = 'crimreview-backup';
export const BACKUP_VERSION = 1;

export interface TableRule {
  /** Columns never shown nor backed up. */
  secret?: string[];
  /** On restore, the SQL value of a secret NOT NULL column (`r` is the restored row). */
  fill?: Record<string, string>;
}

/** Restored accounts keep the password of the account with the same email, else none (reset needed). */
const KEPT_PASSWORD = `coalesce((select k.h from restore_kept_passwords k where k.e = lower(r.email)), '!restored')`;

export const DATA_TABLES: Record<string, TableRule> = {
  users: { secret: ['password_hash'], fill: { password_hash: KEPT_PASSWORD } },
  review_centers: {},
  board_areas: {},
  subjects: {},
  difficulty_levels: {},
  plans: {},
  verification_requests: {},
  notifications: {},
  newsfeed_posts: {},
  newsfeed_comments: {},
  courses: {},
  videos: {},
  study_materials: {},
  questions: {},
  study_sessions: {},
  video_progress: {},
  test_access: {},
  board_area_access: {},
  test_attempts: {},
  attempt_answers: {},
  attempt_results: {},
  mock_exams: {},
  mock_exam_sittings: {},
  payments: {},
  settings: {},
  review_cards: {},
  deck_exam_dates: {},
  question_reports: {},
  audit_log: {},
  // A queued mail's body may hold a reset link.
  mail_log: { secret: ['body_text', 'body_html'] },
};

/** Tables deliberately left out, and why. */
export const NOT_BACKED_UP: Record<string, string> = {
  sessions: 'bearer token hashes; sessions of accounts that still exist survive a restore',
  password_reset_tokens: 'reset token hashes; outstanding links end with a restore',
  login_failures: 'short-lived sign-in throttling',
  rate_limits: 'short-lived request counters',
};

/** A second guard: a column with such a name is never shown, whatever the list says. */
const SECRET_NAME = /password|token|secret/i;

export const isDataTable = (name: string) => Object.hasOwn(DATA_TABLES, name);

/** The public tables of the database (drizzle's own bookkeeping lives in another schema). */
export async function databaseTables(db: Executor): Promise<string[]> {
  const r = await db.execute(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  return r.rows.map((x) => String(x.name));
}

/** Tables of the database in neither list (a restore refuses while there are any). */
export async function unclassifiedTables(db: Executor): Promise<string[]> {
  return (await databaseTables(db)).filter((t) => !isDataTable(t) && !Object.hasOwn(NOT_BACKED_UP, t));
}

export interface ColumnInfo {
  name: string;
  serial: boolean;
}

/** A table's columns in order, with the secret ones removed (`all` keeps them, for restore). */
export async function tableColumns(db: Executor, table: string, all = false): Promise<ColumnInfo[]> {
  const r = await db.execute(sql`
    select column_name as name,
      (column_default like 'nextval(%' or is_identity = 'YES') as serial
    from information_schema.columns
    where table_schema = 'public' and table_name = ${table}
    order by ordinal_position`);
  const secret = new Set(DATA_TABLES[table]?.secret ?? []);
  return r.rows
    .map((x) => ({ name: String(x.name), serial: x.serial === true }))
    .filter((c) => all || (!secret.has(c.name) && !SECRET_NAME.test(c.name)));
}

/** `"a", "b"` for a select list (names come from the catalog, quoted anyway). */
export const columnList = (cols: ColumnInfo[]) =>
  cols.map((c) => `"${c.name.replaceAll('"', '""')}"`).join(', ');
export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;
