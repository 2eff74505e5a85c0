import type { StudyMaterial, UploadMaterialFields } from '@core/schemas/materials';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { notFound, ValidationError } from '../../lib/http-errors';
import type { MediaSigner } from '../../lib/signed-url';
import type { Storage, StoredFile } from '../../plugins/storage';
import { requireArea, requireCourseAccess } from './access';
import { subjectIndexByName } from './courses.queries';
import { resolveBoardArea } from './courses.service';
import { isUuid } from './ids';
import { finishMaterial } from './ingest';
import * as q from './materials.queries';
import { type MediaUrls, mediaUrlsFor } from './media-urls';
import { MATERIAL_NOT_FOUND } from './tracking.service';

export interface MaterialsDeps {
  db: Db;
  storage: Storage;
  signer: MediaSigner;
}

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

/**
 * GET /study-materials/: learners see the materials of the areas they may access;
 * administrators see all, with last access and total study time (admin spec §3).
 */
export async function listMaterialsFor(
  deps: MaterialsDeps,
  user: UserRow,
  filter: { board_area?: string; subject?: string },
): Promise<StudyMaterial[]> {
  const scope = await requireCourseAccess(deps.db, user);
  const isAdmin = user.role === 'admin';
  let boardArea: string | undefined;
  let subjectIndex: number | undefined;
  if (filter.board_area) {
    boardArea = await resolveBoardArea(deps.db, filter.board_area);
    requireArea(scope, boardArea);
    if (filter.subject) {
      const index = await subjectIndexByName(deps.db, boardArea, filter.subject);
      if (index === null) return [];
      subjectIndex = index;
    }
  }
  const rows = await q.listMaterials(deps.db, {
    boardArea,
    subjectIndex,
    deniedAreas: scope.deniedAreas,
    withStats: isAdmin,
  });
  const urls = mediaUrlsFor(deps.signer, user.id);
  return rows
    .filter((m) => !filter.subject || boardArea || m.subject?.toLowerCase() === filter.subject.toLowerCase())
    .map((m) => presentMaterial(m, urls, isAdmin));
}

function presentMaterial(m: q.MaterialWithStats, urls: MediaUrls, withStats: boolean): StudyMaterial {
  return {
    id: m.id,
    _id: m.id,
    title: m.title,
    description: m.description,
    board_area: m.boardAreaId,
    subject: m.subject,
    subject_index: m.subjectIndex,
    file_name: m.fileName,
    file_size: m.fileSize,
    mime_type: m.mimeType,
    is_pdf: m.mimeType === 'application/pdf',
    upload_date: iso(m.createdAt)!,
    view_url: urls.material(m.id, false),
    download_url: urls.material(m.id, true),
    ...(withStats && { last_accessed: iso(m.lastAccessedAt), total_study_time: m.totalStudySeconds }),
  };
}

/** POST /study-materials/upload, once the file is in storage. */
export async function createMaterial(
  deps: MaterialsDeps,
  admin: UserRow,
  fields: UploadMaterialFields,
  file: StoredFile & { fileName: string },
): Promise<StudyMaterial> {
  const place = await placeOf(deps.db, fields);
  const row = await finishMaterial(deps.db, deps.storage, file, {
    ...place,
    title: fields.title,
    description: fields.description,
    fileName: file.fileName,
    uploadedBy: admin.id,
  });
  const [created] = await q.listMaterials(deps.db, { id: row.id, withStats: true });
  return presentMaterial(created!, mediaUrlsFor(deps.signer, admin.id), true);
}

/** Board area and subject index of an upload's fields (aliases accepted; unknown subject → 422). */
export async function placeOf(
  db: Db,
  fields: { board_area: string; subject?: string | null },
): Promise<{ boardArea: string; subjectIndex: number | null }> {
  const boardArea = await resolveBoardArea(db, fields.board_area);
  if (!fields.subject) return { boardArea, subjectIndex: null };
  const subjectIndex = await subjectIndexByName(db, boardArea, fields.subject);
  if (subjectIndex === null) {
    throw new ValidationError([{ loc: ['body', 'subject'], msg: `Unknown subject for ${boardArea}` }]);
  }
  return { boardArea, subjectIndex };
}

export async function deleteMaterial(deps: MaterialsDeps, id: string): Promise<void> {
  const row = isUuid(id) ? await q.deleteMaterial(deps.db, id) : null;
  if (!row) throw notFound(MATERIAL_NOT_FOUND);
  await deps.storage.delete(row.fileKey);
}
