/**
 * Chunks of resumable uploads, kept on disk (DATA_DIR/upload-parts/<upload>/<index>) until the
 * last one arrives, so a dropped connection resumes where it stopped and a 500 MB file never
 * sits in memory. An upload is a directory named by a hash of who sent it and the client's id
 * for the file; its mtime is the last activity, which the sweep job reads. A finished upload
 * leaves `<upload>.done` (the lecture's id) until the sweep, so a client whose connection dropped
 * while the last chunk was being assembled learns from the status that it is done.
 */
import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { JobDefinition } from '../jobs/jobs.service';
import { createLocalStorage, type LocalStorage } from './storage';

/** An upload taken for assembly: its chunks in order, then gone. */
export interface ClaimedUpload {
  /** The chunks 0..total-1 as one stream, read one file at a time. */
  stream(): Readable;
  remove(): Promise<void>;
}

export interface ChunkStore {
  /**
   * Where a chunk is received before `add` moves it in: always local disk, even when the
   * files live in object storage (only the assembled video goes there).
   */
  incoming: LocalStorage;
  /** The chunk indexes held for an upload, ascending. */
  received(upload: string): Promise<number[]>;
  /**
   * Moves a received file in as chunk `index` (a resent chunk replaces the earlier copy); a
   * chunk of a finished upload starts it again (the same file sent once more on purpose).
   */
  add(upload: string, index: number, file: string): Promise<number[]>;
  /** The path of a held chunk. */
  chunkPath(upload: string, index: number): string;
  /**
   * Takes a complete upload for assembly. Only one caller wins (an atomic rename); null when
   * it is gone, taken by another request, or incomplete.
   */
  claim(upload: string, total: number): Promise<ClaimedUpload | null>;
  discard(upload: string): Promise<void>;
  /** Records the lecture an upload became (kept until the sweep), for a client whose answer was lost. */
  markDone(upload: string, videoId: string): Promise<void>;
  /** The lecture a finished upload became, or null. */
  doneAs(upload: string): Promise<string | null>;
  /** Deletes uploads (and stray parts) with no activity for `maxAgeMs`; returns how many. */
  sweep(maxAgeMs: number, now?: number): Promise<number>;
}

/** An upload's directory name: the same sender and file id always name the same upload. */
export function uploadKey(userId: string, clientId: string, totalChunks: number): string {
  return createHash('sha256').update(`${userId}\0${clientId}\0${totalChunks}`).digest('hex').slice(0, 40);
}

const UPLOAD_NAME = /^[0-9a-f]{40}$/;

async function moveFile(from: string, to: string): Promise<void> {
  try {
    await fsp.rename(from, to);
  } catch (err) {
    // Storage on another file system than DATA_DIR: copy, then remove the source.
    if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
    await fsp.copyFile(from, to);
    await fsp.rm(from, { force: true });
  }
}

async function indexesIn(dir: string): Promise<number[]> {
  try {
    const names = await fsp.readdir(dir);
    return names
      .filter((n) => /^\d+$/.test(n))
      .map(Number)
      .sort((a, b) => a - b);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
}

/** Deletes the entries of `dir` last changed before `before` (ms); returns how many. */
async function removeOlder(dir: string, before: number): Promise<number> {
  let names: string[];
  try {
    names = await fsp.readdir(dir);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw err;
  }
  let removed = 0;
  for (const name of names) {
    const entry = path.join(dir, name);
    const stat = await fsp.stat(entry).catch(() => null);
    if (!stat || stat.mtimeMs >= before) continue;
    await fsp.rm(entry, { recursive: true, force: true });
    removed++;
  }
  return removed;
}

/**
 * `strays`: folders whose files the sweep also deletes when old, i.e. storage's `parts` area,
 * where a chunk waits only for milliseconds unless the process died before taking it.
 */
export function createChunkStore(root: string, incoming: LocalStorage, strays: string[] = []): ChunkStore {
  const dirOf = (upload: string) => {
    if (!UPLOAD_NAME.test(upload)) throw new Error(`Invalid upload key: ${upload}`);
    return path.join(root, upload);
  };

  return {
    incoming,
    received: (upload) => indexesIn(dirOf(upload)),
    async add(upload, index, file) {
      const dir = dirOf(upload);
      await fsp.rm(`${dir}.done`, { force: true });
      await fsp.mkdir(dir, { recursive: true, mode: 0o750 });
      await moveFile(file, path.join(dir, String(index)));
      return indexesIn(dir);
    },
    chunkPath: (upload, index) => path.join(dirOf(upload), String(index)),
    async claim(upload, total) {
      const taken = `${dirOf(upload)}.assembling-${randomUUID()}`;
      try {
        await fsp.rename(dirOf(upload), taken);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
      const held = await indexesIn(taken);
      if (held.length < total || held[total - 1] !== total - 1) {
        // A request raced ahead of its chunks: put them back for the next one.
        await fsp.rename(taken, dirOf(upload)).catch(() => fsp.rm(taken, { recursive: true, force: true }));
        return null;
      }
      return {
        stream: () =>
          Readable.from(
            (async function* () {
              for (let i = 0; i < total; i++) yield* fs.createReadStream(path.join(taken, String(i)));
            })(),
            { objectMode: false },
          ),
        remove: () => fsp.rm(taken, { recursive: true, force: true }),
      };
    },
    async discard(upload) {
      await fsp.rm(dirOf(upload), { recursive: true, force: true });
      await fsp.rm(`${dirOf(upload)}.done`, { force: true });
    },
    async markDone(upload, videoId) {
      await fsp.mkdir(root, { recursive: true, mode: 0o750 });
      await fsp.writeFile(`${dirOf(upload)}.done`, videoId, { mode: 0o640 });
    },
    async doneAs(upload) {
      try {
        return (await fsp.readFile(`${dirOf(upload)}.done`, 'utf8')).trim() || null;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async sweep(maxAgeMs, now = Date.now()) {
      let removed = 0;
      for (const dir of [root, ...strays]) removed += await removeOlder(dir, now - maxAgeMs);
      return removed;
    },
  };
}

/** Where the chunk store of a data directory lives (the app and the sweep job agree on it). */
export const chunkStoreIn = (dataDir: string) =>
  createChunkStore(path.join(dataDir, 'upload-parts'), createLocalStorage(path.join(dataDir, 'uploads')), [
    path.join(dataDir, 'uploads', 'parts'),
  ]);

/** Partial uploads untouched this long are abandoned. */
export const ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000;

/** `media.sweep-upload-parts`: hourly, once across instances, deletes abandoned partial uploads. */
export function chunkSweepJob(chunks: ChunkStore, log: { info(msg: string): void }): JobDefinition {
  return {
    name: 'media.sweep-upload-parts',
    cron: '41 * * * *',
    policy: 'singleton',
    retryLimit: 1,
    expireInSeconds: 600,
    async handler() {
      const n = await chunks.sweep(ABANDONED_AFTER_MS);
      if (n > 0) log.info(`upload sweep: removed ${n} abandoned partial upload(s)`);
    },
  };
}
