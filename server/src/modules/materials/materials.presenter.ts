import { toIso } from '@core/rules/time';
import type { StudyMaterial } from '@core/schemas/materials';
import type { MediaUrls } from '../media/media.service';
import type { MaterialRow } from './materials.queries';

/** A study material for one viewer; `stats` (administrators): last access and total study time. */
export function presentMaterial(
  m: MaterialRow,
  subject: string | null,
  urls: MediaUrls,
  stats?: { totalStudySeconds: number },
): StudyMaterial {
  return {
    id: m.id,
    _id: m.id,
    title: m.title,
    description: m.description,
    board_area: m.boardAreaId,
    subject,
    subject_index: m.subjectIndex,
    file_name: m.fileName,
    file_size: m.fileSize,
    mime_type: m.mimeType,
    is_pdf: m.mimeType === 'application/pdf',
    upload_date: toIso(m.createdAt),
    view_url: urls.material(m.id, false),
    download_url: urls.material(m.id, true),
    ...(stats && { last_accessed: toIso(m.lastAccessedAt), total_study_time: stats.totalStudySeconds }),
  };
}
