import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Compresses API answers and pages of 1 KB or more for clients that accept gzip: learners are
 * on phones over slow prepaid data, and the 108-test list is 72–78 KB of JSON but 2–5 KB gzipped.
 * Measured per call on that list (bench/route-profile.mjs, bench/README.md): gzip level 1 in one
 * synchronous call costs +0.3–0.4 ms of app CPU and writes the same size as level 6 (which
 * costs +0.7); brotli cost +1.5 ms and the library's stream path (its default above 8 KB on
 * two cores) +0.8 ms (gzip) to +5 ms (brotli), so neither is used. Types that do not compress
 * (video, images, archives) pass through; hashed assets come pre-compressed from the build
 * (plugins/web.ts); the notification stream writes to the raw socket and is never buffered.
 */
const THRESHOLD = 1024;

export async function registerCompression(app: FastifyInstance): Promise<void> {
  // A serialized answer is encoded to UTF-8 once, here: the compressor would otherwise measure
  // the string (Buffer.byteLength, a full pass over a two-byte string such as the tests list
  // with its em dashes: 9 % of that call's app CPU) and then encode it again to compress it.
  app.addHook('onSend', (_request, _reply, payload, done) => {
    done(null, typeof payload === 'string' && payload.length >= THRESHOLD ? Buffer.from(payload) : payload);
  });
  await app.register(compress, {
    threshold: THRESHOLD,
    encodings: ['gzip'],
    zlibOptions: { level: 1 },
    // Every buffered answer in one zlib call; only real streams (files) take the stream path.
    syncThreshold: 1024 * 1024,
  });
}
