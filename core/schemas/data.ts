/** The database viewer and backups (admin spec §2.3 database/backup tabs, decisions.md "Data tools"). */
import { z } from 'zod';

export const collectionsResponseSchema = z.object({
  collections: z.array(z.object({ name: z.string(), count: z.number().int(), columns: z.array(z.string()) })),
});

export const collectionParam = z.object({ name: z.string().trim().min(1).max(64) });
export const collectionQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const collectionResponseSchema = z.object({
  name: z.string(),
  columns: z.array(z.string()),
  documents: z.array(z.record(z.string(), z.unknown())),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});

/** The typed confirmation a restore needs. */
export const RESTORE_CONFIRMATION = 'RESTORE';

export const restoreResponseSchema = z.object({
  message: z.string(),
  backup_created_at: z.string(),
  row_counts: z.record(z.string(), z.number().int()),
});
