/**
 * Memory of a large upload into object storage (issue 17): a 300 MB MP4-looking stream goes
 * through the S3 storage's put (magic-byte check, multipart Upload of 8 MiB parts) to s3rver
 * in a child process, then is read back whole; prints the time and this process's peak RSS
 * above its start. Usage: node --import tsx bench/s3-upload.ts [MB]
 */
import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { createS3Storage } from '../server/src/modules/media/s3-storage';
import { parseS3Url } from '../server/src/modules/media/s3-url';

const mb = Number(process.argv[2] ?? 300);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'crimreview-bench-s3-'));
const script = path.join(dir, 's3rver.mjs');
fs.writeFileSync(
  script,
  `import S3rver from ${JSON.stringify(path.resolve('node_modules/s3rver/lib/s3rver.js'))};
const s = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: ${JSON.stringify(dir)}, configureBuckets: [{ name: 'media', configs: [] }] });
const { port } = await s.run();
process.send(port);`,
);
const child = fork(script);
const port = await new Promise<number>((resolve) => child.once('message', (p) => resolve(p as number)));
const loc = parseS3Url(`s3://media?endpoint=http://127.0.0.1:${port}`);
const storage = createS3Storage(loc, { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' });

/** An ftyp box, then 1 MiB blocks of a pattern, produced as they are read. */
function source(total: number): Readable {
  const block = Buffer.alloc(1024 * 1024, 7);
  block.write('\0\0\0\x18ftypmp42\0\0\0\0mp42isom', 0, 'latin1');
  let sent = 0;
  return new Readable({
    read() {
      if (sent >= total) return this.push(null);
      sent += block.length;
      this.push(Buffer.from(block));
    },
  });
}

const base = process.memoryUsage().rss;
let peak = base;
const sampler = setInterval(() => {
  peak = Math.max(peak, process.memoryUsage().rss);
}, 20);
const t0 = Date.now();
const stored = await storage.put(source(mb * 1024 * 1024), {
  area: 'videos',
  maxBytes: 600 * 1024 * 1024,
  accept: () => true,
});
const putMs = Date.now() - t0;
let read = 0;
const t1 = Date.now();
for await (const chunk of storage.createReadStream(stored.key)) read += (chunk as Buffer).length;
const readMs = Date.now() - t1;
clearInterval(sampler);
await storage.delete(stored.key);
console.log(
  `${mb} MB: put ${putMs} ms, read back ${read === stored.size ? 'complete' : `INCOMPLETE ${read}`} in ${readMs} ms, peak RSS +${Math.round((peak - base) / 1048576)} MB`,
);
child.kill();
fs.rmSync(dir, { recursive: true, force: true });
