import { inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { settings } from '../../db/schema/settings';

export type SettingRow = typeof settings.$inferSelect;

export function readSettings(db: Executor, keys: readonly string[]): Promise<SettingRow[]> {
  return db
    .select()
    .from(settings)
    .where(inArray(settings.key, [...keys]));
}

export async function writeSettings(
  db: Executor,
  values: Record<string, string>,
  updatedBy: string,
): Promise<void> {
  const rows = Object.entries(values).map(([key, value]) => ({ key, value, updatedBy }));
  if (!rows.length) return;
  await db
    .insert(settings)
    .values(rows)
    .onConflictDoUpdate({
      target: settings.key,
      set: { value: sql`excluded.value`, updatedBy, updatedAt: sql`now()` },
    });
}
