import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { type Readable, Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileTypeFromBuffer } from 'file-type';

/**
 * Stored files behind a small interface (design.md §2): local disk under DATA_DIR/uploads by
 * default, or an S3-compatible bucket (s3-storage.ts) shared by several instances. Keys are
 * generated here (`area/uuid.ext`), never taken from a client; content is checked by magic
 * bytes and limited in size while it streams, and a file appears only once it is complete.
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

/** How a presigned download is answered: its type and, for a download, its disposition. */
export interface PresignOptions {
  contentType: string;
  contentDisposition?: string;
}

export interface Storage {
  /** Where the files are, as a backup manifest names it (`DATA_DIR/uploads`, `s3://bucket/`). */
  readonly location: string;
  put(input: Readable, options: PutOptions): Promise<StoredFile>;
  putFile(filePath: string, options: PutOptions): Promise<StoredFile>;
  createReadStream(key: string, range?: ByteRange): Readable;
  stat(key: string): Promise<FileStat | null>;
  delete(key: string): Promise<void>;
  /** Runs `use` on a local file holding the stored bytes (ffprobe, ffmpeg), removed afterwards. */
  withLocalFile<T>(key: string, use: (filePath: string) => Promise<T>): Promise<T>;
  /** Every stored file, for the backup manifest. */
  list(): AsyncIterable<{ path: string; size: number }>;
  /**
   * Object storage only: a short-lived URL the browser fetches the bytes from directly, and
   * the origin it is on (the page's CSP must allow it).
   */
  presignGet?(key: string, options: PresignOptions): Promise<string>;
  readonly publicOrigin?: string;
}

/** Local disk: a stored file also has a path (the chunk store moves parts by path). */
export interface LocalStorage extends Storage {
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
export const KEY_PATTERN = new RegExp(`^(${STORAGE_AREAS.join('|')})/[0-9a-f-]{36}\\.[a-z0-9]{1,8}$`);

/** Buffers the head, checks its type, then passes everything through while counting bytes. */
export class Inspector extends Transform {
  private head: Buffer[] = [];
  private headLength = 0;
  private decided = false;
  size = 0;
  type: DetectedType | undefined;
  /** Settles once the type is accepted (object storage needs the key's extension before it writes). */
  readonly ready: Promise<void>;
  private accepted!: () => void;

  constructor(private readonly options: PutOptions) {
    super();
    this.ready = new Promise((resolve) => {
      this.accepted = resolve;
    });
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
    this.accepted();
  }
}

export function formatBytes(n: number): string {
  return n >= 1024 * 1024 ? `${Math.round(n / (1024 * 1024))} MB` : `${Math.round(n / 1024)} KB`;
}

/** The key of a new file of this area and type. */
export const newKey = (area: StorageArea, type: DetectedType) =>
  `${area}/${randomUUID()}.${type.ext.toLowerCase().replace(/[^a-z0-9]/g, '')}`;

async function* walk(root: string, dir: string): AsyncGenerator<{ path: string; size: number }> {
  let entries: fs.Dirent[];
  try {
    entries = await fsp.readdir(dir, { withFileTypes: true });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw err;
  }
  for (const e of entries) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) yield* walk(root, p);
    else if (e.isFile()) yield { path: path.relative(root, p), size: (await fsp.stat(p)).size };
  }
}

export function createLocalStorage(root: string): LocalStorage {
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
      const key = newKey(options.area, type);
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
    location: 'DATA_DIR/uploads',
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
    withLocalFile: (key, use) => use(localPath(key)),
    list: () => walk(root, root),
    localPath,
  };
}
