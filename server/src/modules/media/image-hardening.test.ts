import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { storeImage, storeImageWithThumbnail, storeJpeg, storeMaterial } from './files';
import { createLocalStorage } from './storage';

/** issue 10 item 9: every stored image is decoded under a pixel limit, re-encoded, stripped. */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'crimreview-images-'));
const storage = createLocalStorage(dir);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const files = () =>
  fs.readdirSync(dir, { recursive: true }).filter((f) => fs.statSync(path.join(dir, String(f))).isFile());
const bytesOf = async (key: string) => Buffer.concat(await storage.createReadStream(key).toArray());

async function floodPng(): Promise<Buffer> {
  const png = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#fff' } })
    .png()
    .toBuffer();
  png.writeUInt32BE(30000, 16); // IHDR width
  png.writeUInt32BE(30000, 20); // IHDR height
  return png;
}

const jpegWithExif = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a6' } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Copyright: 'GPS-SECRET-CAMERA', Artist: 'GPS-SECRET-CAMERA' } } })
    .toBuffer();

const stores = {
  storeImage: (b: Buffer) => storeImage(storage, Readable.from([b])),
  storeImageWithThumbnail: (b: Buffer) => storeImageWithThumbnail(storage, Readable.from([b])),
  storeJpeg: (b: Buffer) => storeJpeg(storage, Readable.from([b]), 'thumbnails'),
  // An image kept as a study material (issue 15 opened materials to images).
  storeMaterial: (b: Buffer) =>
    storeMaterial(storage, Readable.from([b]), b[0] === 0x89 ? 'scan.png' : 'photo.jpg'),
};

describe.each(Object.entries(stores))('%s', (_name, store) => {
  it('refuses a 30000×30000 PNG header and keeps nothing', async () => {
    const before = files();
    await expect(store(await floodPng())).rejects.toThrow();
    expect(files()).toEqual(before);
  });

  it('re-encodes a JPEG without its EXIF', async () => {
    const input = await jpegWithExif();
    expect((await sharp(input).metadata()).exif).toBeDefined();
    expect(input.includes('GPS-SECRET-CAMERA')).toBe(true);
    const stored = await store(input);
    const output = await bytesOf(stored.key);
    expect(output.includes('GPS-SECRET-CAMERA')).toBe(false);
    expect((await sharp(output).metadata()).exif).toBeUndefined();
  });
});
