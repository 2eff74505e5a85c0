import type { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { z } from 'zod';
import { HttpError, ValidationError } from '../../lib/http-errors';
import { SIZE_LIMITS } from './files';
import { type Storage, StorageError, type StoredFile } from './storage';

/** One file field of a form: how it is stored, and what to answer when it is refused. */
export interface UploadField {
  store(storage: Storage, stream: Readable, fileName: string): Promise<StoredFile>;
  /** The 415 text when the content is not of an accepted type. */
  badType: string;
  /** A 422 text for an empty file; default a 400 'The file is empty'. */
  empty?: string;
}

export interface ReceivedUpload {
  fields: Record<string, string>;
  files: Record<string, StoredFile & { fileName: string }>;
}

/**
 * multipart/form-data for every upload route, registered once. The per-file limits are the
 * storage's (SIZE_LIMITS); busboy's limit sits just above the largest, so storage refuses first.
 */
export const multipartSupport = fp(async (app) => {
  await app.register(multipart, {
    limits: { fileSize: SIZE_LIMITS.video + 1, files: 2, fields: 20, fieldSize: 10_000, parts: 30 },
  });
});

function refusal(err: unknown, field: UploadField): unknown {
  if (!(err instanceof StorageError)) return err;
  if (err.code === 'too_large') return new HttpError(413, err.message);
  if (err.code === 'bad_type') return new HttpError(415, field.badType);
  if (err.code === 'empty' && field.empty) return new HttpError(422, field.empty);
  return new HttpError(400, err.message);
}

/**
 * Reads a multipart request in any part order: text fields are collected, each expected file
 * streams straight into storage, unexpected files are drained. On failure every file stored
 * so far is deleted.
 */
export async function receiveUpload(
  req: FastifyRequest,
  storage: Storage,
  expected: Record<string, UploadField>,
): Promise<ReceivedUpload> {
  const received: ReceivedUpload = { fields: {}, files: {} };
  let current: UploadField | undefined;
  try {
    for await (const part of req.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') received.fields[part.fieldname] = part.value;
        continue;
      }
      current = expected[part.fieldname];
      if (!current || received.files[part.fieldname]) {
        part.file.resume();
        continue;
      }
      const stored = await current.store(storage, part.file, part.filename);
      received.files[part.fieldname] = { ...stored, fileName: part.filename };
    }
    return received;
  } catch (err) {
    await discardUpload(storage, received);
    throw current ? refusal(err, current) : err;
  }
}

export async function discardUpload(storage: Storage, upload: ReceivedUpload): Promise<void> {
  await Promise.all(Object.values(upload.files).map((f) => storage.delete(f.key)));
}

/** Runs `use` on a received upload; if it fails, the upload's files are deleted. */
export async function withUpload<T>(
  storage: Storage,
  upload: ReceivedUpload,
  use: (upload: ReceivedUpload) => Promise<T>,
): Promise<T> {
  try {
    return await use(upload);
  } catch (err) {
    await discardUpload(storage, upload);
    throw err;
  }
}

/** The text fields of a form through their zod schema; errors in the 422 list shape. */
export function formFields<T>(schema: z.ZodType<T>, upload: ReceivedUpload): T {
  const parsed = schema.safeParse(upload.fields);
  if (parsed.success) return parsed.data;
  throw new ValidationError(
    parsed.error.issues.map((i) => ({ loc: ['body', ...i.path.map(String)], msg: i.message })),
  );
}
