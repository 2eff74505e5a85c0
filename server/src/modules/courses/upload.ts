import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/http-errors';
import { type Storage, StorageError, type StoredFile } from '../../plugins/storage';

export type FileHandler = (stream: Readable, fileName: string) => Promise<StoredFile>;

export interface ReceivedUpload {
  fields: Record<string, string>;
  files: Record<string, StoredFile & { fileName: string }>;
}

/** A storage refusal as the HTTP error a client should see. */
export function storageHttpError(err: unknown, typeMessage: string): unknown {
  if (!(err instanceof StorageError)) return err;
  if (err.code === 'too_large') return new HttpError(413, err.message);
  if (err.code === 'bad_type') return new HttpError(415, typeMessage);
  return new HttpError(400, err.message);
}

/**
 * Reads a multipart request in any part order: text fields are collected, each expected
 * file streams straight into storage through its handler, unexpected files are drained.
 * On failure every file stored so far is deleted.
 */
export async function receiveUpload(
  req: FastifyRequest,
  storage: Storage,
  handlers: Record<string, FileHandler>,
  typeMessage: string,
): Promise<ReceivedUpload> {
  const received: ReceivedUpload = { fields: {}, files: {} };
  try {
    for await (const part of req.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') received.fields[part.fieldname] = part.value;
        continue;
      }
      const handler = handlers[part.fieldname];
      if (!handler || received.files[part.fieldname]) {
        part.file.resume();
        continue;
      }
      const stored = await handler(part.file, part.filename);
      received.files[part.fieldname] = { ...stored, fileName: part.filename };
    }
    return received;
  } catch (err) {
    await discardUpload(storage, received);
    throw storageHttpError(err, typeMessage);
  }
}

export async function discardUpload(storage: Storage, upload: ReceivedUpload): Promise<void> {
  await Promise.all(Object.values(upload.files).map((f) => storage.delete(f.key)));
}
