import { toIso } from '@core/rules/time';
import type { Settings, updateSettingsBodySchema } from '@core/schemas/settings';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client';
import { recordAudit } from '../audit/audit.service';
import * as q from './settings.queries';

/**
 * Settings an administrator edits in the console: the GCash number and account name learners
 * pay to, the Contact Sales address of /pricing, and the next CLE dates learners may pick as their
 * exam date (stored as one comma-separated value). Stored in the database so a change needs
 * no deploy; every change is audited with the old and new values.
 */

const KEYS = ['gcash_number', 'gcash_account_name', 'sales_email', 'cle_dates'] as const;
type Key = (typeof KEYS)[number];

/** Until an administrator sets it, Contact Sales writes to this address. */
export const DEFAULT_SALES_EMAIL = 'sales@crimreview.ph';

export async function getSettings(db: Executor): Promise<Settings> {
  const rows = await q.readSettings(db, KEYS);
  const value = (k: Key) => rows.find((r) => r.key === k)?.value ?? null;
  const times = rows.map((r) => r.updatedAt.getTime());
  return {
    gcash_number: value('gcash_number'),
    gcash_account_name: value('gcash_account_name'),
    sales_email: value('sales_email') ?? DEFAULT_SALES_EMAIL,
    cle_dates: value('cle_dates')?.split(',').filter(Boolean) ?? [],
    updated_at: times.length ? toIso(new Date(Math.max(...times))) : null,
  };
}

/** The GCash account learners pay to, or null while it is not fully set. */
export async function gcashAccount(db: Executor): Promise<{ number: string; name: string } | null> {
  const s = await getSettings(db);
  return s.gcash_number && s.gcash_account_name
    ? { number: s.gcash_number, name: s.gcash_account_name }
    : null;
}

/** The CLE dates from `today` (YYYY-MM-DD, Manila) on: what the exam-date picker offers. */
export async function upcomingCleDates(db: Executor, today: string): Promise<string[]> {
  return (await getSettings(db)).cle_dates.filter((d) => d >= today);
}

export async function updateSettings(
  db: Db,
  adminId: string,
  body: z.infer<typeof updateSettingsBodySchema>,
): Promise<Settings> {
  const { cle_dates, ...texts } = body;
  const changes: Partial<Record<Key, string>> = Object.fromEntries(
    Object.entries(texts).filter((e): e is [Key, string] => typeof e[1] === 'string'),
  );
  if (cle_dates) changes.cle_dates = [...new Set(cle_dates)].sort().join(',');
  await db.transaction(async (tx) => {
    const before = await getSettings(tx);
    await q.writeSettings(tx, changes as Record<string, string>, adminId);
    await recordAudit(tx, {
      actorId: adminId,
      action: 'settings.update',
      target: { type: 'settings', id: Object.keys(changes).sort().join(',') },
      details: {
        before: Object.fromEntries(Object.keys(changes).map((k) => [k, before[k as Key]])),
        after: changes,
      },
    });
  });
  return getSettings(db);
}
