import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { storeImage } from './files';
import { tinyPdf } from './media.fixtures';
import { createLocalStorage, StorageError } from './storage';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'crimreview-images-'));
const storage = createLocalStorage(root);
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('images through sharp', () => {
  it('re-encodes an image in its own format, upright and without its metadata', async () => {
    const withExif = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#1e3a8a' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'Camera owner', ImageDescription: 'GPS and all' } })
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();

    const stored = await storeImage(storage, Readable.from([withExif]));
    expect(stored).toMatchObject({ mime: 'image/jpeg', ext: 'jpg' });
    expect(stored.key).toMatch(/^thumbnails\/.+\.jpg$/);
    const meta = await sharp(storage.localPath(stored.key)).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 40, height: 20 });
    expect(meta.exif).toBeUndefined();

    const png = await sharp({ create: { width: 8, height: 8, channels: 4, background: '#00000000' } })
      .png()
      .toBuffer();
    expect(await storeImage(storage, Readable.from([png]), 'images')).toMatchObject({ mime: 'image/png' });
  });

  it('refuses what is not a JPEG, PNG or WebP, and an image too large, storing nothing', async () => {
    await expect(storeImage(storage, Readable.from([tinyPdf()]))).rejects.toMatchObject({
      code: 'bad_type',
      message: 'Files of type application/pdf are not allowed',
    });
    const big = Buffer.alloc(5 * 1024 * 1024 + 1);
    await expect(storeImage(storage, Readable.from([big]))).rejects.toBeInstanceOf(StorageError);
    expect(fs.readdirSync(path.join(root, 'thumbnails'))).toHaveLength(1);
  });
});
