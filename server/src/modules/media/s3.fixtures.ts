/** An S3-compatible server for tests (s3rver, in process, on a free port of 127.0.0.1). */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { createS3Storage, s3Client } from './s3-storage';
import { parseS3Url } from './s3-url';

/** s3rver's fixed test credentials. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export async function startTestS3(bucket = 'media') {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'crimreview-s3rver-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const url = `s3://${bucket}?endpoint=http://127.0.0.1:${port}&region=us-east-1`;
  const loc = parseS3Url(url);
  /** A storage on this bucket, as one instance of the app has it. */
  const storage = () => createS3Storage(loc, CREDENTIALS);
  const client = s3Client(loc, CREDENTIALS);
  return {
    url,
    storage,
    /** Every key in the bucket. */
    async keys(): Promise<string[]> {
      const page = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (page.Contents ?? []).map((o) => o.Key ?? '').sort();
    },
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
