/** Study materials (guides, reviewers): learners read them, administrators upload and delete them. */
import { can } from '@core/rules/permissions';
import type { Catalog } from '@core/schemas/catalog';
import type { StudyMaterial, studyMaterialsQuerySchema } from '@core/schemas/materials';
import { uploadMaterialFieldsSchema } from '@core/schemas/materials';
import type { StartSessionBody } from '@core/schemas/tracking';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client';
import { notFound, ValidationError } from '../../lib/http-errors';
import { isUuid } from '../../lib/ids';
import { requireArea, requireCourseAccess, requireCourseArea } from '../access/access.service';
import { auditedDelete } from '../audit/audit.service';
import { areaOrder, getCatalog, placeOf, subjectIndexOf, subjectName } from '../catalog/catalog.service';
import { accessibleVideo } from '../courses/courses.service';
import {
  cleanFileName,
  formFields,
  type MediaResolver,
  type MediaSigner,
  mediaUrlsFor,
  type ReceivedUpload,
  type Storage,
  storeMaterial,
  type UploadField,
  withUpload,
} from '../media/media.service';
import * as tracking from '../tracking/tracking.service';
import type { SessionUser, UserRow } from '../users/users.service';
import { guideSections } from './guide-sections';
import { finishMaterial } from './material-files';
import { presentMaterial } from './materials.presenter';
import * as q from './materials.queries';

export interface MaterialsDeps {
  db: Db;
  storage: Storage;
  signer: MediaSigner;
}

export const MATERIAL_NOT_FOUND = 'Study material not found';

/** The `file` field of POST /study-materials/upload; every refusal names the file. */
export const MATERIAL_UPLOAD: Record<string, UploadField> = {
  file: {
    store: (storage, s, name) => storeMaterial(storage, s, name),
    badType: 'This type of file cannot be uploaded',
    refusal: (code, fileName) => {
      const name = cleanFileName(fileName);
      if (code === 'bad_type')
        return `${name} cannot be uploaded: a study material must be a PDF, an Office document, an image or plain text, and its content must match its extension`;
      if (code === 'too_large') return `${name} is larger than 100 MB`;
      return `${name} is empty`;
    },
  },
};

async function presentAll(
  deps: MaterialsDeps,
  catalog: Catalog,
  user: SessionUser,
  rows: q.MaterialRow[],
): Promise<StudyMaterial[]> {
  const urls = mediaUrlsFor(deps.signer, user);
  const withStats = can(user, 'content.manage');
  const seconds = withStats
    ? await tracking.studySecondsByMaterial(
        deps.db,
        rows.map((m) => m.id),
      )
    : null;
  return rows.map((m) =>
    presentMaterial(
      m,
      subjectName(catalog, m.boardAreaId, m.subjectIndex),
      urls,
      seconds ? { totalStudySeconds: seconds.get(m.id) ?? 0 } : undefined,
    ),
  );
}

/**
 * GET /study-materials/: learners see the materials of the areas they may access; content
 * managers see all, with last access and total study time (admin spec §3).
 */
export async function listMaterialsFor(
  deps: MaterialsDeps,
  user: SessionUser,
  filter: z.infer<typeof studyMaterialsQuerySchema>,
): Promise<StudyMaterial[]> {
  const catalog = await getCatalog(deps.db);
  const { scope, boardArea } = await requireCourseArea(deps.db, user, catalog, filter.board_area);
  let subjectIndex: number | undefined;
  if (boardArea && filter.subject) {
    const index = subjectIndexOf(catalog, boardArea, filter.subject);
    if (index === null) return [];
    subjectIndex = index;
  }
  const rows = await q.listMaterials(
    deps.db,
    { boardArea, subjectIndex, deniedAreas: scope.deniedAreas },
    areaOrder(catalog),
  );
  // A subject without an area: the subject's name decides, in whichever area.
  const wanted = !boardArea && filter.subject ? filter.subject.toLowerCase() : null;
  const kept = wanted
    ? rows.filter((m) => subjectName(catalog, m.boardAreaId, m.subjectIndex)?.toLowerCase() === wanted)
    : rows;
  return presentAll(deps, catalog, user, kept);
}

/** POST /study-materials/upload, once the file is in storage. */
export async function createMaterial(deps: MaterialsDeps, admin: SessionUser, upload: ReceivedUpload) {
  return withUpload(deps.storage, upload, async ({ files }) => {
    if (!files.file)
      throw new ValidationError([{ loc: ['body', 'file'], msg: 'Please fill all required fields' }]);
    const fields = formFields(uploadMaterialFieldsSchema, upload);
    const place = await placeOf(deps.db, fields);
    const row = await finishMaterial(deps.db, deps.storage, files.file, {
      ...place,
      title: fields.title,
      description: fields.description,
      fileName: files.file.fileName,
      uploadedBy: admin.id,
    });
    const [created] = await presentAll(deps, await getCatalog(deps.db), admin, [row]);
    return created!;
  });
}

/** DELETE /study-materials/{id}: the row, its file, and the audit entry. */
export async function deleteMaterial(deps: MaterialsDeps, admin: UserRow, id: string): Promise<void> {
  const row = isUuid(id)
    ? await auditedDelete(
        deps.db,
        (tx) => q.deleteMaterial(tx, id),
        (m) => ({
          actorId: admin.id,
          action: 'material.delete',
          target: { type: 'material', id },
          details: { title: m.title, board_area: m.boardAreaId },
        }),
      )
    : null;
  if (!row) throw notFound(MATERIAL_NOT_FOUND);
  await deps.storage.delete(row.fileKey);
}

/** The material, if it exists (404) and this user may read it (403). */
async function accessibleMaterial(db: Executor, user: UserRow, id: string): Promise<q.MaterialRow> {
  const scope = await requireCourseAccess(db, user);
  const material = isUuid(id) ? await q.getMaterial(db, id) : null;
  if (!material) throw notFound(MATERIAL_NOT_FOUND);
  requireArea(scope, material.boardAreaId);
  return material;
}

/** POST /study-materials/start-session: watching a video or reading a material. */
export async function startSession(db: Db, user: UserRow, body: StartSessionBody) {
  if (body.session_type === 'video') {
    const video = await accessibleVideo(db, user, body.video_id!);
    return tracking.startSession(db, user.id, { kind: 'video', videoId: video.id });
  }
  const material = await accessibleMaterial(db, user, body.material_id!);
  return db.transaction(async (tx) => {
    const started = await tracking.startSession(tx, user.id, { kind: 'material', materialId: material.id });
    await q.touchMaterial(tx, material.id);
    return started;
  });
}

/**
 * Who may read a material's file: whoever may read the material. PDFs and images open in the
 * browser unless downloaded; every other file is an attachment (and nosniff, set by helmet for
 * every answer, keeps the browser from guessing it is something it would run).
 */
export function materialMedia(db: Db): MediaResolver {
  return async (user, id, query) => {
    const m = await accessibleMaterial(db, user, id);
    const viewable = m.mimeType === 'application/pdf' || m.mimeType.startsWith('image/');
    const inline = viewable && query.download !== '1';
    return {
      key: m.fileKey,
      mime: m.mimeType,
      disposition: { type: inline ? 'inline' : 'attachment', fileName: m.fileName },
    };
  };
}

/** Title and board area of these materials. */
export const materialSummaries = q.materialSummaries;

export { ingestMaterial } from './material-files';
export { seedDemoGuides } from './seed-guides';

/** Every study material's title and place, with its section headings when it is a shipped guide. */
export async function studyGuides(db: Executor) {
  const sections = guideSections();
  const rows = await q.materialTitles(db);
  return rows.map((m) => ({ ...m, sections: sections.get(m.title) ?? [] }));
}
