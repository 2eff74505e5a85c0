/** Study materials (admin spec §3): learners read them, administrators upload and delete them. */
import { z } from 'zod';

/** Study material (admin spec §3). Learners get the same fields except the admin statistics. */
export const studyMaterialSchema = z.object({
  id: z.string(),
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  board_area: z.string(),
  subject: z.string().nullable(),
  subject_index: z.number().int().nullable(),
  file_name: z.string(),
  file_size: z.number().int(),
  mime_type: z.string(),
  /** PDFs open in the browser; other files are downloaded. */
  is_pdf: z.boolean(),
  upload_date: z.string(),
  view_url: z.string(),
  download_url: z.string(),
  last_accessed: z.string().nullable().optional(),
  total_study_time: z.number().int().optional(),
});
export type StudyMaterial = z.infer<typeof studyMaterialSchema>;

export const studyMaterialsQuerySchema = z.object({
  board_area: z.string().trim().max(60).optional(),
  subject: z.string().trim().max(200).optional(),
});

export const studyMaterialsResponseSchema = z.object({ materials: z.array(studyMaterialSchema) });

const REQUIRED = 'Please fill all required fields';
const requiredText = (max: number) => z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(max);

export const uploadMaterialFieldsSchema = z.object({
  title: requiredText(200),
  description: z.string().trim().max(5000).default(''),
  board_area: requiredText(60),
  subject: requiredText(200),
});
export type UploadMaterialFields = z.infer<typeof uploadMaterialFieldsSchema>;

/**
 * The file picker's filter in the upload dialog: PDF, Office documents, images, plain text.
 * The server decides by content (server/src/modules/media/material-types.ts).
 */
export const MATERIAL_FILE_ACCEPT =
  '.pdf,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.odt,.ods,.odp,.rtf,.jpg,.jpeg,.png,.webp,.gif,.txt,.csv,.md';
