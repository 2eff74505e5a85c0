/**
 * Media: files of every kind (lecture videos, thumbnails, study materials, and next post
 * images and payment screenshots) behind one storage interface, uploads streamed into it,
 * and short-lived signed URLs to read them. The modules that own a kind of file say who may
 * read it (a MediaResolver); this module checks the signature and streams the bytes.
 */
import type { Db } from '../../db/client';
import { forbidden, notFound } from '../../lib/http-errors';
import { isUuid } from '../../lib/ids';
import { findUserById, type UserRow } from '../users/users.service';
import type { MediaKind, MediaSigner, SignedQuery } from './signed-url';
import type { FileStat, Storage } from './storage';

export { type ChunkStore, chunkStoreIn, chunkSweepJob, uploadKey } from './chunks';
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
  storeVideo,
} from './files';
export type { MediaKind, MediaSigner } from './signed-url';
export { createLocalStorage, type Storage, StorageError, type StoredFile } from './storage';
export {
  formFields,
  type ReceivedUpload,
  receiveUpload,
  type UploadedFile,
  type UploadField,
  withUpload,
} from './upload';
export { describeVideo } from './video-files';

/** Signed URLs for one viewer: every media URL in a response is bound to the user who asked. */
export interface MediaUrls {
  video(id: string): string;
  thumbnail(id: string): string;
  material(id: string, download: boolean): string;
  postImage(id: string): string;
  captions(id: string): string;
}

export function mediaUrlsFor(signer: MediaSigner, userId: string): MediaUrls {
  return {
    video: (id) => signer.url('videos', id, userId),
    thumbnail: (id) => signer.url('thumbnails', id, userId),
    material: (id, download) => signer.url('materials', id, userId, download ? { download: '1' } : {}),
    postImage: (id) => signer.url('post-images', id, userId),
    captions: (id) => signer.url('captions', id, userId),
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
  db: Db;
  storage: Storage;
  signer: MediaSigner;
  resolvers: Record<MediaKind, MediaResolver>;
}

export const LINK_INVALID = 'This media link is invalid or has expired';

/**
 * The file behind a signed media URL. Refused (403) when the signature is forged or expired,
 * or when the user it was issued to may no longer read it; 404 when it is gone.
 */
export async function openSignedMedia(
  deps: MediaDeps,
  kind: MediaKind,
  id: string,
  query: Partial<SignedQuery> & { download?: string },
): Promise<MediaFile & { key: string; stat: FileStat }> {
  if (!isUuid(id)) throw notFound('Media not found');
  const userId = deps.signer.verify(kind, id, query);
  const user = userId ? await findUserById(deps.db, userId) : null;
  if (!user) throw forbidden(LINK_INVALID);
  const file = await deps.resolvers[kind](user, id, query);
  const stat = file.key ? await deps.storage.stat(file.key) : null;
  if (!file.key || !stat) throw notFound('Media not found');
  return { ...file, key: file.key, stat };
}
