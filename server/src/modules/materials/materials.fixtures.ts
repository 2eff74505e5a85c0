/** Test data for study materials (used by the *.test.ts files of several modules). */
import { Readable } from 'node:stream';
import type { Db } from '../../db/client';
import type { Storage } from '../media/storage';
import { ingestMaterial } from './material-files';

export async function addMaterial(
  db: Db,
  storage: Storage,
  content: Buffer,
  meta: { boardArea?: string; subjectIndex?: number | null; title?: string; fileName?: string } = {},
) {
  return ingestMaterial({ db, storage }, Readable.from([content]), {
    boardArea: meta.boardArea ?? 'criminal-law',
    subjectIndex: meta.subjectIndex === undefined ? 1 : meta.subjectIndex,
    title: meta.title ?? 'Revised Penal Code Book 1 reviewer',
    description: 'Felonies, circumstances, penalties',
    fileName: meta.fileName ?? 'rpc-book-1.pdf',
  });
}
