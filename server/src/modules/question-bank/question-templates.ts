/**
 * GET /templates/download-template/{boardArea}/{subjectIndex}: the bulk-upload sheet of one
 * subject, as CSV (admin spec §7) or .xlsx: the header and two example rows. The header carries
 * board_area, subject and subject_index, so the same file works in the top-level upload and in
 * the subject's own. Every text cell is formula-escaped (core/rules/csv.ts).
 */
import { escapeFormula, toCsv } from '@core/rules/csv';
import ExcelJS from 'exceljs';
import type { Db } from '../../db/client';
import { ValidationError } from '../../lib/http-errors';
import { getCatalog, subjectName } from '../catalog/catalog.service';

export const TEMPLATE_COLUMNS = [
  'question',
  'option_a',
  'option_b',
  'option_c',
  'option_d',
  'correct_answer',
  'board_area',
  'subject',
  'subject_index',
  'difficulty_level',
  'explanation',
  'points',
] as const;

export interface Template {
  fileName: string;
  contentType: string;
  body: Buffer;
}

function exampleRows(area: string, subject: string, index: number): (string | number)[][] {
  return [
    [
      `Example (basic): which statement about ${subject} is correct?`,
      'The correct statement',
      'A wrong statement',
      'Another wrong statement',
      'A third wrong statement',
      'A',
      area,
      subject,
      index,
      'basic',
      'Why A is right, with the law or page it comes from',
      1,
    ],
    [
      `Example (intermediate): apply a rule of ${subject} to a case`,
      'Option one',
      'Option two',
      'Option three',
      'Option four',
      'C',
      area,
      subject,
      index,
      'intermediate',
      '',
      2,
    ],
  ];
}

export async function questionTemplate(
  db: Db,
  area: string,
  index: number,
  format: 'csv' | 'xlsx',
): Promise<Template> {
  const subject = subjectName(await getCatalog(db), area, index);
  if (!subject)
    throw new ValidationError([{ loc: ['path', 'subjectIndex'], msg: `Unknown subject for ${area}` }]);
  const rows = [[...TEMPLATE_COLUMNS], ...exampleRows(area, subject, index)];
  const base = `questions-${area}-${index}`;
  if (format === 'csv') {
    return {
      fileName: `${base}.csv`,
      contentType: 'text/csv; charset=utf-8',
      body: Buffer.from(toCsv(rows)),
    };
  }
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Questions');
  for (const r of rows) sheet.addRow(r.map((v) => (typeof v === 'string' ? escapeFormula(v) : v)));
  sheet.getRow(1).font = { bold: true };
  return {
    fileName: `${base}.xlsx`,
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    body: Buffer.from(await book.xlsx.writeBuffer()),
  };
}
