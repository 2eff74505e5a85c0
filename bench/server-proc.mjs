// Helpers of the benchmarks that start the real server: find its node process, read its RSS,
// write a large source file that file-type reads as MP4, report the summary, clean up.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const MB = 1024 * 1024;

/** The first 24 bytes of an MP4 (an ftyp box): what the upload's content check reads. */
const MP4_HEAD = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypisom\0\0\x02\0isomiso2', 'latin1'),
]);

/** `size` bytes that read as MP4: the ftyp box, then a repeating pattern. */
export function mp4Bytes(size) {
  const data = Buffer.alloc(size);
  for (let i = 0; i < size; i++) data[i] = i % 251;
  MP4_HEAD.copy(data, 0);
  return data;
}

/** A file of `size` bytes: an MP4 signature (an ftyp box) followed by incompressible bytes. */
export function writeMp4Source(file, size) {
  const fd = fs.openSync(file, 'w');
  const block = Buffer.alloc(4 * MB);
  let written = 0;
  while (written < size) {
    crypto.randomFillSync(block);
    if (written === 0) MP4_HEAD.copy(block, 0);
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

/** Prints the summary, writes it to bench/results/<name>.json, exit code 1 unless it passed. */
export function reportSummary(root, name, summary) {
  console.log(JSON.stringify(summary, null, 2));
  fs.mkdirSync(path.join(root, 'bench', 'results'), { recursive: true });
  fs.writeFileSync(
    path.join(root, 'bench', 'results', `${name}.json`),
    `${JSON.stringify(summary, null, 2)}\n`,
  );
  process.exitCode = summary.pass ? 0 : 1;
}

/** A bench that threw: the error and the server's last log lines, exit code 1. */
export function reportFailure(err, server) {
  console.error(err);
  if (server) console.error(server.tailLog());
  process.exitCode = 1;
}

/** Stops a server started by startServer (by its process group) and removes its data dir. */
export async function removeServer(server) {
  await server?.stop();
  if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
}
