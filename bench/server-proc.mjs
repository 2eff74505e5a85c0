// Helpers of the benchmarks that start the real server: find its node process, read its RSS,
// write a large source file that file-type reads as MP4.
import crypto from 'node:crypto';
import fs from 'node:fs';

const MB = 1024 * 1024;

/** A file of `size` bytes: an MP4 signature (an ftyp box) followed by incompressible bytes. */
export function writeMp4Source(file, size) {
  const fd = fs.openSync(file, 'w');
  const block = Buffer.alloc(4 * MB);
  let written = 0;
  while (written < size) {
    crypto.randomFillSync(block);
    if (written === 0) {
      Buffer.from([0, 0, 0, 0x18]).copy(block, 0);
      Buffer.from('ftypisom\0\0\x02\0isomiso2', 'latin1').copy(block, 4);
    }
    const n = Math.min(block.length, size - written);
    fs.writeSync(fd, block, 0, n);
    written += n;
  }
  fs.closeSync(fd);
}

/** The node process serving HTTP (npm → sh → node), found by its command line and DATA_DIR. */
export function serverPid(dataDir) {
  for (const pid of fs.readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      if (fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== 'node') continue;
      const argv = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      const env = fs.readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');
      if (argv.includes('server/src/main.ts') && env.includes(`DATA_DIR=${dataDir}`)) return Number(pid);
    } catch {
      // gone or not ours
    }
  }
  throw new Error('server process not found');
}

/** Resident set size of a process in MB (/proc/<pid>/status). */
export const rssMb = (pid) => {
  const m = fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return m ? Number(m[1]) / 1024 : Number.NaN;
};
