/** SQL fragments shared by query files (no table of their own). */
import { TIME_ZONE } from '@core/catalog';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/** The Asia/Manila calendar day (YYYY-MM-DD) of a timestamptz, as `manilaDay` computes it in core. */
export const manilaDaySql = (at: AnyColumn | SQL) =>
  sql<string>`to_char(${at} at time zone ${TIME_ZONE}, 'YYYY-MM-DD')`;

/** The Monday-based Asia/Manila week of a timestamptz. */
export const manilaWeekSql = (at: AnyColumn | SQL) =>
  sql`date_trunc('week', ${at} at time zone ${TIME_ZONE})`;

/**
 * Orders by a list of values (e.g. board areas in catalog order) without joining the table
 * that owns that order; values not in the list come last.
 */
export const positionIn = (column: AnyColumn, values: readonly string[]) =>
  sql`array_position(${`{${values.join(',')}}`}::text[], ${column}::text) nulls last`;

/**
 * `column = any(values)` with the values as ONE array parameter (ids of thousands of users
 * would exceed the protocol's parameter limit with `in (…)`). For uuids and ids without commas,
 * quotes or braces only (test ids, board-area ids).
 */
export const anyOf = (column: AnyColumn | SQL, values: readonly string[], type: 'uuid' | 'text') =>
  type === 'uuid'
    ? sql`${column} = any(${`{${values.join(',')}}`}::uuid[])`
    : sql`${column} = any(${`{${values.join(',')}}`}::text[])`;
