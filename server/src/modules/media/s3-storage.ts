/**
 * Stored files in an S3-compatible bucket (AWS S3, MinIO, Ceph, R2…), so several instances
 * share them: a lecture uploaded through one plays through another. Same contract as the
 * local storage (storage.ts): content checked by magic bytes while it streams, a refused file
 * leaves nothing behind, and nothing is held whole in memory (multipart parts of 8 MiB, two
 * in flight). Reads are presigned GETs the browser follows (media.routes), so ranges of a
 * video never pass through the app.
 */
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PassThrough, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { publicOrigin, type S3Location } from './s3-url';
import { type ByteRange, Inspector, KEY_PATTERN, newKey, type Storage } from './storage';

/** Presigned GETs live this long: enough to start playback, too short to share usefully. */
export const PRESIGN_SECONDS = 300;
const PART_BYTES = 8 * 1024 * 1024;

const isNotFound = (err: unknown) => {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NotFound' || e.name === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404;
};

/** `credentials`: tests only; otherwise the SDK's default chain (environment, profile, role). */
export function createS3Storage(loc: S3Location, credentials?: Credentials): Storage {
  const client = s3Client(loc, credentials);
  // Signing needs no request: a client for the public address only signs URLs.
  const signer = loc.publicEndpoint
    ? s3Client({ ...loc, endpoint: loc.publicEndpoint }, credentials)
    : client;
  const objectKey = (key: string) => {
    if (!KEY_PATTERN.test(key)) throw new Error(`Invalid storage key: ${key}`);
    return loc.prefix + key;
  };
  const Bucket = loc.bucket;
  const removeObject = (Key: string) => client.send(new DeleteObjectCommand({ Bucket, Key }));

  async function put(input: Readable, options: Parameters<Storage['put']>[1]) {
    const inspector = new Inspector(options);
    const body = new PassThrough();
    const feeding = pipeline(input, inspector, body);
    // Observed below; without this an early refusal would be an unhandled rejection.
    feeding.catch(() => {});
    await Promise.race([inspector.ready, feeding]);
    const type = inspector.type!;
    const key = newKey(options.area, type);
    const upload = new Upload({
      client,
      params: { Bucket, Key: objectKey(key), Body: body, ContentType: type.mime },
      partSize: PART_BYTES,
      queueSize: 2,
      leavePartsOnError: false,
    });
    try {
      await Promise.all([upload.done(), feeding]);
    } catch (err) {
      body.destroy(err as Error); // a failed upload stops reading: unblock the feeding pipeline
      const refused = await feeding.then(
        () => null,
        (e: unknown) => e,
      );
      await upload.abort().catch(() => {});
      // A small file goes up in one PUT that may have completed before the refusal.
      await removeObject(objectKey(key)).catch(() => {});
      throw refused ?? err;
    }
    return { key, size: inspector.size, mime: type.mime, ext: type.ext };
  }

  function createReadStream(key: string, range?: ByteRange): Readable {
    const out = new PassThrough({ highWaterMark: 64 * 1024 });
    const Range = range && `bytes=${range.start}-${range.end}`;
    client
      .send(new GetObjectCommand({ Bucket, Key: objectKey(key), ...(Range && { Range }) }))
      .then((res) => pipeline(res.Body as Readable, out))
      .catch((err: Error) => out.destroy(err));
    return out;
  }

  return {
    location: `s3://${Bucket}/${loc.prefix}`,
    publicOrigin: publicOrigin(loc),
    put,
    putFile: (filePath, options) => put(fs.createReadStream(filePath), options),
    createReadStream,
    async stat(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: objectKey(key) }));
        return { size: head.ContentLength ?? 0, mtime: head.LastModified ?? new Date(0) };
      } catch (err) {
        if (isNotFound(err)) return null;
        throw err;
      }
    },
    async delete(key) {
      await removeObject(objectKey(key));
    },
    async withLocalFile(key, use) {
      const dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'crimreview-s3-'));
      try {
        const file = path.join(dir, path.basename(key));
        await pipeline(createReadStream(key), fs.createWriteStream(file, { mode: 0o600 }));
        return await use(file);
      } finally {
        await fsp.rm(dir, { recursive: true, force: true });
      }
    },
    async *list() {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: loc.prefix || undefined, ContinuationToken }),
        );
        for (const o of page.Contents ?? [])
          if (o.Key) yield { path: o.Key.slice(loc.prefix.length), size: o.Size ?? 0 };
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    presignGet(key, options) {
      const command = new GetObjectCommand({
        Bucket,
        Key: objectKey(key),
        ResponseContentType: options.contentType,
        ...(options.contentDisposition && { ResponseContentDisposition: options.contentDisposition }),
      });
      return getSignedUrl(signer, command, { expiresIn: PRESIGN_SECONDS });
    },
  };
}

interface Credentials {
  accessKeyId: string;
  secretAccessKey: string;
}

export function s3Client(loc: S3Location, credentials?: Credentials): S3Client {
  return new S3Client({
    region: loc.region,
    ...(credentials && { credentials }),
    ...(loc.endpoint && { endpoint: loc.endpoint }),
    forcePathStyle: loc.forcePathStyle,
    // Checksums only where S3 requires them: several S3-compatible servers refuse the newer defaults.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}
