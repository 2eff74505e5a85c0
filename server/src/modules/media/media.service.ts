/**
 * Media: files of every kind (lecture videos, thumbnails, study materials, and next post
 * images and payment screenshots) behind one storage interface, uploads streamed into it,
 * and short-lived signed URLs to read them. The modules that own a kind of file say who may
 * read it (a MediaResolver); this module checks the signature and streams the bytes.
 */
import path from 'node:path';
import { forbidden, notFound } from '../../lib/http-errors';
import { isUuid } from '../../lib/ids';
import type { SessionUser, UserRow } from '../users/users.service';
import { parseS3Url } from './s3-url';
import type { MediaKind, MediaSigner, SignedQuery } from './signed-url';
import { createLocalStorage, type FileStat, type Storage } from './storage';

export { type ChunkStore, chunkStoreIn, chunkSweepJob, uploadKey } from './chunks';
export { ffmpegAvailable, LITE, probeVideo, renderLiteRendition, renderThumbnail } from './ffmpeg';
export {
  cleanFileName,
  looksLikeVideo,
  SIZE_LIMITS,
  type Source,
  storeCaptions,
  storeImage,
  storeImageWithThumbnail,
  storeImport,
  storeJpeg,
  storeMaterial,
  storePart,
  storeRendition,
  storeVideo,
} from './files';
export { parseS3Url } from './s3-url';
export type { MediaKind, MediaSigner } from './signed-url';
export {
  createLocalStorage,
  type LocalStorage,
  type Storage,
  StorageError,
  type StoredFile,
} from './storage';
export {
  formFields,
  type ReceivedUpload,
  receiveUpload,
  type UploadedFile,
  type UploadField,
  withUpload,
} from './upload';

/**
 * The storage STORAGE_URL names: an S3-compatible bucket, or DATA_DIR/uploads when unset.
 * The AWS SDK is loaded only for a bucket.
 */
export async function storageFor(storageUrl: string | undefined, dataDir: string): Promise<Storage> {
  if (!storageUrl) return createLocalStorage(path.join(dataDir, 'uploads'));
  const { createS3Storage } = await import('./s3-storage');
  return createS3Storage(parseS3Url(storageUrl));
}

/**
 * Signed URLs for one viewer: every media URL in a response is bound to the session that
 * asked (request.user.sessionId), so ending that session ends its URLs.
 */
export interface MediaUrls {
  video(id: string): string;
  thumbnail(id: string): string;
  material(id: string, download: boolean): string;
  postImage(id: string): string;
  captions(id: string): string;
  /** The lecture's data-saver rendition. */
  rendition(id: string): string;
}

export function mediaUrlsFor(signer: MediaSigner, viewer: SessionUser): MediaUrls {
  const s = viewer.sessionId;
  return {
    video: (id) => signer.url('videos', id, s),
    thumbnail: (id) => signer.url('thumbnails', id, s),
    material: (id, download) => signer.url('materials', id, s, download ? { download: '1' } : {}),
    postImage: (id) => signer.url('post-images', id, s),
    captions: (id) => signer.url('captions', id, s),
    rendition: (id) => signer.url('renditions', id, s),
  };
}

/** The stored file behind a media id, as its owning module answers for one user. */
export interface MediaFile {
  key: string | null;
  mime: string;
  /** For study materials: inline for a PDF being viewed, attachment otherwise. */
  disposition?: { type: 'inline' | 'attachment'; fileName: string };
}

/** Checks the user's access to one file of its kind (403/404) and says where it is. */
export type MediaResolver = (user: UserRow, id: string, query: { download?: string }) => Promise<MediaFile>;

export interface MediaDeps {
  storage: Storage;
  signer: MediaSigner;
  resolvers: Record<MediaKind, MediaResolver>;
  /**
   * The user of a live session, or null once it ended (the auth service's sessionUser, given
   * by app.ts: this module sits below auth in the module hierarchy). One primary-key lookup
   * per fetch, measured in bench/media-range.ts.
   */
  sessionUser(sessionId: string): Promise<UserRow | null>;
}

export const LINK_INVALID = 'This media link is invalid or has expired';

/**
 * The file behind a signed media URL. Refused (403) when the signature is forged or expired,
 * when the session it was issued under has ended, or when its user may no longer read the
 * file; 404 when it is gone.
 */
export async function openSignedMedia(
  deps: MediaDeps,
  kind: MediaKind,
  id: string,
  query: Partial<SignedQuery> & { download?: string },
): Promise<MediaFile & { key: string; stat: FileStat }> {
  if (!isUuid(id)) throw notFound('Media not found');
  const sessionId = deps.signer.verify(kind, id, query);
  const user = sessionId && isUuid(sessionId) ? await deps.sessionUser(sessionId) : null;
  if (!user) throw forbidden(LINK_INVALID);
  const file = await deps.resolvers[kind](user, id, query);
  const stat = file.key ? await deps.storage.stat(file.key) : null;
  if (!file.key || !stat) throw notFound('Media not found');
  return { ...file, key: file.key, stat };
}
