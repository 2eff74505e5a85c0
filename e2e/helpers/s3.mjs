// An S3-compatible bucket for a test or bench run: s3rver in this process on a free port of
// 127.0.0.1, and the server's environment for it (STORAGE_URL and s3rver's fixed credentials).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export async function startS3(bucket = 'media') {
  const { default: S3rver } = await import('s3rver');
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'crimreview-s3-'));
  const s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await s3.run();
  return {
    url: `s3://${bucket} on http://127.0.0.1:${port}`,
    env: {
      STORAGE_URL: `s3://${bucket}?endpoint=http://127.0.0.1:${port}`,
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
    },
    async close() {
      await s3.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
