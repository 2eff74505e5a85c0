import { z } from 'zod';

export const detailSchema = z.object({ detail: z.string() });

export const paginationQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const idParam = z.object({ id: z.string().uuid() });

export const okSchema = z.object({ message: z.string() });

/** Ids in paths are checked by the services: a malformed id is an unknown one (404). */
export const idPathParam = z.object({ id: z.string().trim().min(1).max(64) });
export const boardAreaParam = z.object({ boardArea: z.string().trim().min(1).max(60) });
