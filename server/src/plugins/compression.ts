import zlib from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Compresses API answers and pages of 1 KB or more for clients that accept it: learners are
 * on phones over slow prepaid data, and the 108-test list is 78 KB of JSON but 3 KB brotli'd.
 * Brotli at quality 4 and gzip at level 6 cost 0.16–0.23 ms on that list, less than writing
 * the 75 KB they save (bench/README.md). Types that do not compress (video, images, archives)
 * pass through; hashed assets come pre-compressed from the build (plugins/web.ts); the
 * notification stream writes to the raw socket and is never buffered.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
