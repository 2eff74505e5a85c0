/**
 * What may be stored, per kind of file: the size limits and magic-byte policies, and images
 * decoded and re-encoded through sharp. Every upload and every seeded file goes through here.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { CHUNK_BYTES } from '@core/schemas/courses';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { acceptMaterial, TEXT_TYPES } from './material-types';
import { type DetectedType, formatBytes, type Storage, StorageError, type StoredFile } from './storage';

export const SIZE_LIMITS = {
  video: 500 * 1024 * 1024,
  image: 5 * 1024 * 1024,
  material: 100 * 1024 * 1024,
  /** Question sheets (CSV or Excel). */
  import: 10 * 1024 * 1024,
  /** WebVTT captions of one lecture. */
  captions: 1024 * 1024,
} as const;

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
/** Decoding refuses images above this many pixels (decompression bombs). */
const MAX_IMAGE_PIXELS = 40_000_000;

export const accepts = {
  video: (t: DetectedType | undefined) =>
    !!t && ['video/mp4', 'video/webm', 'video/quicktime'].includes(t.mime),
  image: (t: DetectedType | undefined) => !!t && IMAGE_TYPES.includes(t.mime),
};

/** A stream, or the path of a local file (the demo seed). */
export type Source = Readable | string;

const streamOf = (s: Source): Readable => (typeof s === 'string' ? fs.createReadStream(s) : s);

export function storeVideo(storage: Storage, source: Source): Promise<StoredFile> {
  return storage.put(streamOf(source), {
    area: 'videos',
    maxBytes: SIZE_LIMITS.video,
    accept: accepts.video,
  });
}

/** One chunk of a resumable upload, any bytes: the assembled file is checked, not its parts. */
export function storePart(storage: Storage, source: Source): Promise<StoredFile> {
  return storage.put(streamOf(source), {
    area: 'parts',
    maxBytes: CHUNK_BYTES,
    accept: () => true,
    fallback: { ext: 'part', mime: 'application/octet-stream' },
  });
}

/** Whether a file starts as a video does (the first chunk of an upload, before the rest comes). */
export async function looksLikeVideo(filePath: string): Promise<boolean> {
  const handle = await fs.promises.open(filePath, 'r');
  try {
    const head = Buffer.alloc(4100);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    const found = await fileTypeFromBuffer(head.subarray(0, bytesRead));
    return accepts.video(found && { ext: found.ext, mime: found.mime });
  } finally {
    await handle.close();
  }
}

/** A data-saver rendition ffmpeg wrote to a local file (MP4 only, within the video limit). */
export function storeRendition(storage: Storage, file: string): Promise<StoredFile> {
  return storage.putFile(file, {
    area: 'renditions',
    maxBytes: SIZE_LIMITS.video,
    accept: (t) => t?.mime === 'video/mp4',
  });
}

async function readAtMost(stream: Readable, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) {
      stream.destroy();
      throw new StorageError('too_large', `File is larger than ${formatBytes(maxBytes)}`);
    }
    chunks.push(chunk as Buffer);
  }
  if (size === 0) throw new StorageError('empty', 'The file is empty');
  return Buffer.concat(chunks);
}

/** The bytes of an image (JPEG, PNG or WebP by magic bytes, at most 5 MB) and its format. */
async function readImage(source: Source) {
  const input = await readAtMost(streamOf(source), SIZE_LIMITS.image);
  const found = await fileTypeFromBuffer(input);
  if (!found || !IMAGE_TYPES.includes(found.mime)) {
    throw new StorageError(
      'bad_type',
      found ? `Files of type ${found.mime} are not allowed` : 'Unknown file type',
    );
  }
  return { input, format: found.ext === 'jpg' ? 'jpeg' : (found.ext as 'jpeg' | 'png' | 'webp') };
}

/** Decodes under the pixel limit (a pixel flood is refused, not decoded) and turns it upright. */
const decode = (input: Buffer) => sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS }).rotate();

async function encode(run: () => Promise<Buffer>): Promise<Buffer> {
  try {
    return await run();
  } catch {
    throw new StorageError('bad_type', 'The image could not be read');
  }
}

const putImage = (storage: Storage, output: Buffer, area: 'thumbnails' | 'images') =>
  storage.put(Readable.from([output]), { area, maxBytes: 2 * SIZE_LIMITS.image, accept: accepts.image });

/**
 * An image decoded with a pixel limit, turned upright and re-encoded in its own format, which
 * drops its metadata (EXIF, GPS). Images are at most 5 MB, so they are decoded in memory
 * (sharp needs the whole image anyway).
 */
export async function storeImage(
  storage: Storage,
  source: Source,
  area: 'thumbnails' | 'images' = 'thumbnails',
): Promise<StoredFile> {
  const { input, format } = await readImage(source);
  const output = await encode(() => decode(input).toFormat(format).toBuffer());
  return putImage(storage, output, area);
}

/**
 * A JPEG only (lecture thumbnails, course images: admin spec §5), checked and re-encoded as
 * storeImage does; `cover` resizes it to fill that box (the smart thumbnail's 320×180).
 */
export async function storeJpeg(
  storage: Storage,
  source: Source | Buffer,
  area: 'thumbnails' | 'images',
  cover?: { width: number; height: number },
): Promise<StoredFile> {
  const { input, format } = await readImage(Buffer.isBuffer(source) ? Readable.from([source]) : source);
  if (format !== 'jpeg') throw new StorageError('bad_type', 'Only JPG images are allowed');
  const image = () =>
    cover ? decode(input).resize(cover.width, cover.height, { fit: 'cover' }) : decode(input);
  return putImage(storage, await encode(() => image().jpeg().toBuffer()), area);
}

/** Longest sides of the two sizes of a post image. */
export const IMAGE_SIZES = { full: 2048, thumbnail: 480 } as const;

/**
 * The same checks as storeImage, then two WebP files without metadata: a full size (at most
 * 2048 px a side) and a thumbnail (480 px); both or neither are stored.
 */
export async function storeImageWithThumbnail(
  storage: Storage,
  source: Source,
): Promise<StoredFile & { thumbnail: StoredFile }> {
  const { input } = await readImage(source);
  const sized = (side: number) => () =>
    decode(input)
      .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  const [full, small] = [await encode(sized(IMAGE_SIZES.full)), await encode(sized(IMAGE_SIZES.thumbnail))];
  const stored = await putImage(storage, full, 'images');
  try {
    return { ...stored, thumbnail: await putImage(storage, small, 'images') };
  } catch (err) {
    await storage.delete(stored.key);
    throw err;
  }
}

/** A file name safe to show and to put in Content-Disposition. */
export function cleanFileName(name: string): string {
  const base = path
    .basename(name.replace(/\\/g, '/'))
    .replace(/[^\w.\- ()]+/g, '_')
    .trim();
  return (base || 'file').slice(0, 150);
}

/**
 * A study material (material-types.ts): its content must be a PDF, an Office document, an
 * image or plain text, and agree with `fileName`'s extension, which also types plain text.
 */
export async function storeMaterial(storage: Storage, source: Source, fileName: string): Promise<StoredFile> {
  const ext = path.extname(cleanFileName(fileName)).slice(1).toLowerCase();
  const textMime = TEXT_TYPES[ext];
  const stored = await storage.put(streamOf(source), {
    area: 'materials',
    maxBytes: SIZE_LIMITS.material,
    accept: acceptMaterial(ext),
    ...(textMime && { fallback: { ext, mime: textMime } }),
  });
  return stored.mime.startsWith('image/') ? cleanMaterialImage(storage, stored) : stored;
}

/** An image study material is at most this large (a phone photo or a scanned page). */
const MATERIAL_IMAGE_BYTES = 20 * 1024 * 1024;

/**
 * An image kept as a study material is an image like any other (issue 10 item 9): decoded
 * under the pixel limit (every frame of an animation) and re-encoded in its own format, which
 * drops its metadata; one that does not decode (a polyglot, a pixel flood) is refused.
 */
async function cleanMaterialImage(storage: Storage, stored: StoredFile): Promise<StoredFile> {
  try {
    const input = await readAtMost(storage.createReadStream(stored.key), MATERIAL_IMAGE_BYTES);
    const format = stored.mime.slice('image/'.length) as 'jpeg' | 'png' | 'webp' | 'gif';
    const output = await encode(() =>
      sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, animated: true })
        .rotate()
        .toFormat(format)
        .toBuffer(),
    );
    return await storage.put(Readable.from([output]), {
      area: 'materials',
      maxBytes: 2 * MATERIAL_IMAGE_BYTES,
      accept: (t) => t?.mime === stored.mime,
    });
  } finally {
    await storage.delete(stored.key);
  }
}

/** WebVTT captions: file-type knows the WEBVTT header; nothing else is taken. */
export function storeCaptions(storage: Storage, source: Source): Promise<StoredFile> {
  return storage.put(streamOf(source), {
    area: 'captions',
    maxBytes: SIZE_LIMITS.captions,
    accept: (t) => t?.mime === 'text/vtt',
    fallback: { ext: 'vtt', mime: 'text/vtt' },
  });
}

/** A sheet to import, kept only while it is read; its reader decides what it is. */
export function storeImport(storage: Storage, source: Source): Promise<StoredFile> {
  return storage.put(streamOf(source), {
    area: 'imports',
    maxBytes: SIZE_LIMITS.import,
    accept: () => true,
    fallback: { ext: 'txt', mime: 'text/plain' },
  });
}
