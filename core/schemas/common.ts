import { z } from 'zod';

export const detailSchema = z.object({ detail: z.string() });

/** `?page=&limit=` of every paginated list. */
export const paginationQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

/** What every paginated list answers beside its items. */
export const pageInfoSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});

/** `?limit=` of the lists that show only the latest items (no pages), with their own bounds. */
export const limitQuery = (max: number, fallback: number) =>
  z.object({ limit: z.coerce.number().int().min(1).max(max).default(fallback) });

export const idParam = z.object({ id: z.string().uuid() });

export const okSchema = z.object({ message: z.string() });

/** Ids in paths are checked by the services: a malformed id is an unknown one (404). */
export const idPathParam = z.object({ id: z.string().trim().min(1).max(64) });
export const boardAreaParam = z.object({ boardArea: z.string().trim().min(1).max(60) });
