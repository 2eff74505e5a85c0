import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { type Readable, Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileTypeFromBuffer } from 'file-type';

/**
 * Files under DATA_DIR/uploads behind a small interface (design.md §2), so object storage
 * can replace it later. Keys are generated here (`area/uuid.ext`), never taken from a
 * client; content is checked by magic bytes, limited in size, streamed to a temporary file
 * and moved into place only when complete.
 */

/** `parts`: a chunk of a resumable upload, until the chunk store takes it (media/chunks.ts). */
export const STORAGE_AREAS = [
  'videos',
  'thumbnails',
  'materials',
  'images',
  'imports',
  'captions',
  'parts',
  'renditions',
] as const;
export type StorageArea = (typeof STORAGE_AREAS)[number];

export interface DetectedType {
  ext: string;
  mime: string;
}

export interface PutOptions {
  area: StorageArea;
  maxBytes: number;
  /** Decides on the type found by magic bytes (undefined: no known signature) and the first bytes. */
  accept: (type: DetectedType | undefined, head: Buffer) => boolean;
  /** Type recorded when `accept` took content without a known signature (e.g. plain text). */
  fallback?: DetectedType;
}

export interface StoredFile {
  key: string;
  size: number;
  mime: string;
  ext: string;
}

export interface FileStat {
  size: number;
  mtime: Date;
}

export interface ByteRange {
  start: number;
  /** Inclusive. */
  end: number;
}

export interface Storage {
  put(input: Readable, options: PutOptions): Promise<StoredFile>;
  putFile(filePath: string, options: PutOptions): Promise<StoredFile>;
  createReadStream(key: string, range?: ByteRange): Readable;
  stat(key: string): Promise<FileStat | null>;
  delete(key: string): Promise<void>;
  /** Local path of a stored file, for tools such as ffprobe. */
  localPath(key: string): string;
}

export type StorageErrorCode = 'too_large' | 'bad_type' | 'empty';

export class StorageError extends Error {
  constructor(
    readonly code: StorageErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/** Bytes file-type needs to recognise every format it knows. */
const SNIFF_BYTES = 4100;
const KEY_PATTERN = new RegExp(`^(${STORAGE_AREAS.join('|')})/[0-9a-f-]{36}\\.[a-z0-9]{1,8}$`);

/** Buffers the head, checks its type, then passes everything through while counting bytes. */
class Inspector extends Transform {
  private head: Buffer[] = [];
  private headLength = 0;
  private decided = false;
  size = 0;
  type: DetectedType | undefined;

  constructor(private readonly options: PutOptions) {
    super();
  }

  override _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback): void {
    this.size += chunk.length;
    if (this.size > this.options.maxBytes) {
      done(new StorageError('too_large', `File is larger than ${formatBytes(this.options.maxBytes)}`));
      return;
    }
    if (this.decided) {
      done(null, chunk);
      return;
    }
    this.head.push(chunk);
    this.headLength += chunk.length;
    if (this.headLength < SNIFF_BYTES) {
      done();
      return;
    }
    this.decide().then(() => done(), done);
  }

  override _flush(done: TransformCallback): void {
    if (this.decided) {
      done();
      return;
    }
    if (this.headLength === 0) {
      done(new StorageError('empty', 'The file is empty'));
      return;
    }
    this.decide().then(() => done(), done);
  }

  private async decide(): Promise<void> {
    const head = Buffer.concat(this.head);
    const found = await fileTypeFromBuffer(head);
    const type = found ? { ext: found.ext, mime: found.mime } : undefined;
    if (!this.options.accept(type, head)) {
      throw new StorageError(
        'bad_type',
        type ? `Files of type ${type.mime} are not allowed` : 'Unknown file type',
      );
    }
    this.type = type ?? this.options.fallback ?? { ext: 'bin', mime: 'application/octet-stream' };
    this.decided = true;
    this.head = [];
    this.push(head);
  }
}

export function formatBytes(n: number): string {
  return n >= 1024 * 1024 ? `${Math.round(n / (1024 * 1024))} MB` : `${Math.round(n / 1024)} KB`;
}

export function createLocalStorage(root: string): Storage {
  const tmpDir = path.join(root, 'tmp');

  function localPath(key: string): string {
    if (!KEY_PATTERN.test(key)) throw new Error(`Invalid storage key: ${key}`);
    return path.join(root, key);
  }

  async function put(input: Readable, options: PutOptions): Promise<StoredFile> {
    await fsp.mkdir(tmpDir, { recursive: true });
    await fsp.mkdir(path.join(root, options.area), { recursive: true });
    const tmp = path.join(tmpDir, randomUUID());
    const inspector = new Inspector(options);
    const out = fs.createWriteStream(tmp, { flags: 'wx', mode: 0o640 });
    try {
      await pipeline(input, inspector, out);
      const type = inspector.type!;
      const key = `${options.area}/${randomUUID()}.${type.ext.toLowerCase().replace(/[^a-z0-9]/g, '')}`;
      await fsp.rename(tmp, localPath(key));
      return { key, size: inspector.size, mime: type.mime, ext: type.ext };
    } catch (err) {
      // pipeline rejects as soon as a stream fails, possibly before the file was even opened:
      // removing it then would let the pending open create it again afterwards.
      if (!out.closed) await once(out, 'close').catch(() => {});
      await fsp.rm(tmp, { force: true });
      throw err;
    }
  }

  return {
    put,
    putFile: (filePath, options) => put(fs.createReadStream(filePath), options),
    createReadStream(key, range) {
      return fs.createReadStream(localPath(key), {
        ...(range && { start: range.start, end: range.end }),
        // 64 KiB reads: 256 KiB and 1 MiB gave no more throughput and more memory per reader.
        highWaterMark: 64 * 1024,
      });
    },
    async stat(key) {
      try {
        const s = await fsp.stat(localPath(key));
        return s.isFile() ? { size: s.size, mtime: s.mtime } : null;
      } catch {
        return null;
      }
    },
    async delete(key) {
      await fsp.rm(localPath(key), { force: true });
    },
    localPath,
  };
}
