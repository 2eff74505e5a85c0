/**
 * Which files may be study materials (issue 15): PDF, Office documents, images and plain
 * text, decided by their content. The name's extension must agree with what the content is,
 * so a `notes.pdf` that is an executable (or anything else) is refused rather than stored.
 */
import type { DetectedType } from './storage';

/**
 * Extensions a file may carry, per type found by magic bytes (file-type's `ext`). The upload
 * dialog offers the same list (MATERIAL_FILE_ACCEPT in core/schemas/materials.ts).
 */
const BY_SIGNATURE: Record<string, string[]> = {
  pdf: ['pdf'],
  jpg: ['jpg', 'jpeg'],
  png: ['png'],
  webp: ['webp'],
  gif: ['gif'],
  docx: ['docx'],
  xlsx: ['xlsx'],
  pptx: ['pptx'],
  // Word 97–2003, Excel 97–2003 and PowerPoint 97–2003 are all compound files.
  cfb: ['doc', 'xls', 'ppt'],
  odt: ['odt'],
  ods: ['ods'],
  odp: ['odp'],
  rtf: ['rtf'],
};

/** Files without a signature: plain text only, recorded with these types. */
export const TEXT_TYPES: Record<string, string> = { txt: 'text/plain', csv: 'text/csv', md: 'text/markdown' };

/**
 * Text has no NUL and no C0 control bytes besides tab, line feed, form feed, carriage return
 * and escape; UTF-8 and the single-byte encodings both pass, binaries do not.
 */
function looksLikeText(head: Buffer): boolean {
  for (const b of head) {
    if (b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0c && b !== 0x0d && b !== 0x1b) return false;
  }
  return true;
}

/** The storage's `accept` for a study material named with extension `ext` (lower case, no dot). */
export function acceptMaterial(ext: string) {
  return (type: DetectedType | undefined, head: Buffer): boolean =>
    type ? (BY_SIGNATURE[type.ext] ?? []).includes(ext) : ext in TEXT_TYPES && looksLikeText(head);
}
