import type { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { z } from 'zod';
import { BODY_CUT_OFF, bodyCutOff, HttpError, ValidationError } from '../../lib/http-errors';
import { refuseNul } from '../../plugins/text-input';
import { SIZE_LIMITS } from './files';
import { type Storage, StorageError, type StorageErrorCode, type StoredFile } from './storage';

/** A stored file; an image may come with its thumbnail (deleted with it when refused). */
export type UploadedFile = StoredFile & { fileName: string; thumbnail?: StoredFile };

/** One file field of a form: how it is stored, and what to answer when it is refused. */
export interface UploadField {
  store(
    storage: Storage,
    stream: Readable,
    fileName: string,
  ): Promise<StoredFile & { thumbnail?: StoredFile }>;
  /** The 415 text when the content is not of an accepted type. */
  badType: string;
  /** A 422 text for an empty file; default a 400 'The file is empty'. */
  empty?: string;
  /** The 413 text; default the storage's ('File is larger than 5 MB'). */
  tooLarge?: string;
  /** A repeated field (`images` × n): up to this many files, received in `lists`. */
  max?: number;
  /** The 422 text when more than `max` files come. */
  tooMany?: string;
  /** A refusal naming the file ('a.txt is not an image'), instead of the texts above. */
  refusal?: (code: StorageErrorCode, fileName: string) => string | undefined;
}

export interface ReceivedUpload {
  fields: Record<string, string>;
  files: Record<string, UploadedFile>;
  /** The files of repeated fields, in the order sent. */
  lists: Record<string, UploadedFile[]>;
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

function refusal(err: unknown, field: UploadField, fileName: string): unknown {
  if ((err as NodeJS.ErrnoException).code === 'ENOSPC')
    return new HttpError(507, 'Server storage full. Please contact administrator.');
  if (!(err instanceof StorageError)) return err;
  const named = field.refusal?.(err.code, fileName);
  if (named)
    return new HttpError(err.code === 'too_large' ? 413 : err.code === 'bad_type' ? 415 : 422, named);
  if (err.code === 'too_large') return new HttpError(413, field.tooLarge ?? err.message);
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
  const received: ReceivedUpload = { fields: {}, files: {}, lists: {} };
  let current: UploadField | undefined;
  let fileName = '';
  // One more file than the fields allow, so an extra one is seen (and refused) rather than cut off.
  const files = Object.values(expected).reduce((n, f) => n + (f.max ?? 1), 1);
  try {
    for await (const part of req.parts({ limits: { files } })) {
      // PostgreSQL cannot store U+0000: a NUL in a field, its name or a file name is a 422 here.
      refuseNul({ [part.fieldname]: part.type === 'field' ? part.value : part.filename }, 'body');
      if (part.type === 'field') {
        if (typeof part.value === 'string') received.fields[part.fieldname] = part.value;
        continue;
      }
      current = expected[part.fieldname];
      fileName = part.filename;
      if (current?.max && !received.lists[part.fieldname]) received.lists[part.fieldname] = [];
      const list = current?.max ? (received.lists[part.fieldname] ?? null) : null;
      if (current && list && list.length >= (current.max ?? 1)) {
        part.file.resume();
        throw new HttpError(422, current.tooMany ?? `At most ${current.max} files`);
      }
      if (!current || (!list && received.files[part.fieldname])) {
        part.file.resume();
        continue;
      }
      const stored = { ...(await current.store(storage, part.file, part.filename)), fileName };
      if (list) list.push(stored);
      else received.files[part.fieldname] = stored;
    }
    return received;
  } catch (err) {
    await discardUpload(storage, received);
    // A body that stops mid-form (a dropped connection): the client's fault, not the file's.
    if (bodyCutOff(err)) throw new HttpError(400, BODY_CUT_OFF);
    throw current ? refusal(err, current, fileName) : err;
  }
}

export async function discardUpload(storage: Storage, upload: ReceivedUpload): Promise<void> {
  const all = [...Object.values(upload.files), ...Object.values(upload.lists).flat()];
  const keys = all.flatMap((f) => (f.thumbnail ? [f.key, f.thumbnail.key] : [f.key]));
  await Promise.all(keys.map((key) => storage.delete(key)));
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
