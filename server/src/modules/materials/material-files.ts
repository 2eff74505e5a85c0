/** Study-material files into storage and their rows (uploads, the demo seed, tests). */
import type { Executor } from '../../db/client';
import {
  cleanFileName,
  type Source,
  type Storage,
  type StoredFile,
  storeMaterial,
} from '../media/media.service';
import * as q from './materials.queries';

export interface MaterialMeta {
  boardArea: string;
  subjectIndex: number | null;
  title: string;
  description: string;
  fileName: string;
  uploadedBy?: string | null;
}

/** Records a study material already in storage (deleting the file if that fails). */
export async function finishMaterial(db: Executor, storage: Storage, file: StoredFile, meta: MaterialMeta) {
  try {
    return await q.insertMaterial(db, {
      boardAreaId: meta.boardArea,
      subjectIndex: meta.subjectIndex,
      title: meta.title,
      description: meta.description,
      fileKey: file.key,
      fileName: cleanFileName(meta.fileName),
      fileSize: file.size,
      mimeType: file.mime,
      uploadedBy: meta.uploadedBy ?? null,
    });
  } catch (err) {
    await storage.delete(file.key);
    throw err;
  }
}

/** Copies a study material into storage and records it (demo seed, tests). */
export async function ingestMaterial(
  deps: { db: Executor; storage: Storage },
  source: Source,
  meta: MaterialMeta,
) {
  const file = await storeMaterial(deps.storage, source, meta.fileName);
  return finishMaterial(deps.db, deps.storage, file, meta);
}
