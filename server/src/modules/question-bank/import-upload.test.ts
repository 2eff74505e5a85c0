import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestContext } from '../../../test/app';
import { buildAdmin } from '../../../test/factories';
import type { Storage } from '../media/media.service';
import { importUpload } from './question-bank.service';

let t: TestContext;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.app.close());

/**
 * A refused sheet (here by its name, before a byte is read) is removed only once its read
 * stream has let go of it. On disk, a stream destroyed while its open was still pending
 * opened the file after it was removed and raised ENOENT with nobody listening: an uncaught
 * exception in the server (seen once in upload-abuse.test.ts).
 */
describe('importUpload', () => {
  it('removes the uploaded sheet only after its read stream has closed', async () => {
    const events: string[] = [];
    const source = new Readable({
      // The open: it finishes later, as fs.ReadStream's may (a busy disk or thread pool).
      construct(callback) {
        setTimeout(() => {
          events.push('opened');
          callback();
        }, 300);
      },
      read() {
        this.push(null);
      },
    });
    const storage = {
      createReadStream: () => source,
      delete: async () => {
        events.push(source.closed ? 'deleted after close' : 'deleted while open');
      },
    } as unknown as Storage;
    const admin = await buildAdmin(t.db);
    const upload = {
      fields: {},
      files: {
        file: { key: 'imports/x.jpg', size: 10, mime: 'image/jpeg', ext: 'jpg', fileName: 'photo.jpg' },
      },
      lists: {},
    };
    await expect(importUpload({ db: t.db, storage }, admin.user, upload, false)).rejects.toThrow(
      /CSV or Excel/,
    );
    expect(events).toEqual(['opened', 'deleted after close']);
  });
});
