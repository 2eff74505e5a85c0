import type { Db } from '../../db/client';
import { forbidden, notFound } from '../../lib/http-errors';
import type { MediaKind, MediaSigner, SignedQuery } from '../../lib/signed-url';
import type { FileStat, Storage } from '../../plugins/storage';
import { requireArea, requireCourseAccess } from './access';
import { findUserById, getVideo } from './courses.queries';
import { isUuid } from './ids';
import { getMaterial } from './materials.queries';

export interface MediaDeps {
  db: Db;
  storage: Storage;
  signer: MediaSigner;
}

export interface MediaFile {
  key: string;
  mime: string;
  stat: FileStat;
  /** Set for study materials: inline for a PDF being viewed, attachment otherwise. */
  disposition?: { type: 'inline' | 'attachment'; fileName: string };
}

export const LINK_INVALID = 'This media link is invalid or has expired';

/**
 * The file behind a signed media URL. Refused (403) when the signature is forged or
 * expired, or when the user it was issued to no longer has course access to its area.
 */
export async function resolveMedia(
  deps: MediaDeps,
  kind: MediaKind,
  id: string,
  query: Partial<SignedQuery> & { download?: string },
): Promise<MediaFile> {
  if (!isUuid(id)) throw notFound('Media not found');
  const userId = deps.signer.verify(kind, id, query);
  if (!userId) throw forbidden(LINK_INVALID);
  const user = await findUserById(deps.db, userId);
  if (!user) throw forbidden(LINK_INVALID);
  const scope = await requireCourseAccess(deps.db, user);

  let key: string | null;
  let mime: string;
  let disposition: MediaFile['disposition'];
  if (kind === 'materials') {
    const material = await getMaterial(deps.db, id);
    if (!material) throw notFound('Study material not found');
    requireArea(scope, material.boardAreaId);
    key = material.fileKey;
    mime = material.mimeType;
    const inline = mime === 'application/pdf' && query.download !== '1';
    disposition = { type: inline ? 'inline' : 'attachment', fileName: material.fileName };
  } else {
    const video = await getVideo(deps.db, id);
    if (!video) throw notFound('Video not found');
    requireArea(scope, video.boardAreaId);
    key = kind === 'videos' ? video.fileKey : video.thumbnailKey;
    mime = kind === 'videos' ? (video.mimeType ?? 'video/mp4') : 'image/jpeg';
    if (kind === 'thumbnails' && key?.endsWith('.png')) mime = 'image/png';
    if (kind === 'thumbnails' && key?.endsWith('.webp')) mime = 'image/webp';
  }
  if (!key) throw notFound('Media not found');
  const stat = await deps.storage.stat(key);
  if (!stat) throw notFound('Media not found');
  return { key, mime, stat, disposition };
}

/** Content-Disposition with an ASCII fallback and the UTF-8 name (RFC 6266). */
export function contentDisposition(d: NonNullable<MediaFile['disposition']>): string {
  const ascii = d.fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${d.type}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(d.fileName)}`;
}
