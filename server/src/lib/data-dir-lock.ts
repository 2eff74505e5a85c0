import fs from 'node:fs';
import path from 'node:path';
import { isAlive } from '../db/embedded';

export class DataDirInUseError extends Error {}

/**
 * One server per DATA_DIR: a pid file created exclusively. A pid file whose process is gone
 * (a server killed with SIGKILL) is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'server.pid');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => {
        try {
          if (fs.readFileSync(file, 'utf8').trim() === String(process.pid)) fs.rmSync(file);
        } catch {
          /* already gone */
        }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number(fs.readFileSync(file, 'utf8').trim());
      if (pid && isAlive(pid)) {
        throw new DataDirInUseError(
          `Another CrimReview server (pid ${pid}) is already using the data directory ${dataDir}. Stop it first, or set DATA_DIR to another directory.`,
        );
      }
      fs.rmSync(file, { force: true });
    }
  }
  throw new DataDirInUseError(`Could not lock the data directory ${dataDir}`);
}
