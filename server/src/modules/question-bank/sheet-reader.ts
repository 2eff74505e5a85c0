/**
 * Rows of a question sheet (.csv or .xlsx), handed on one by one as they are read; header names
 * normalised. Bounded: at most MAX_IMPORT_ROWS rows, cells cut at MAX_CELL_CHARS (the caller
 * reports the real length), an .xlsx within the limits of xlsx-reader.ts.
 */
import { Readable } from 'node:stream';
import { unescapeFormula } from '@core/rules/csv';
import { parse as csvParser } from 'csv-parse';
import { HttpError } from '../../lib/http-errors';
import { SIZE_LIMITS } from '../media/media.service';
import { type Cell, MAX_CELL_CHARS, MAX_IMPORT_ROWS, readXlsx, tooManyRows } from './xlsx-reader';

export { MAX_CELL_CHARS, MAX_IMPORT_ROWS } from './xlsx-reader';

const ACCEPTED_EXTENSIONS = ['.csv', '.xlsx', '.xls'];

export const invalidFile = (msg: string) => new HttpError(422, msg);

export interface SheetRow {
  /** Row number as the spreadsheet shows it (the header is row 1). */
  row: number;
  cells: Record<string, string>;
  /** Why the row cannot be read (a cell longer than MAX_CELL_CHARS, whose text is cut; a NUL). */
  problem?: string;
}
export type OnRow = (row: SheetRow) => void | Promise<void>;

function headerKey(h: string): string {
  return h
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
}

/** Builds rows from header + cells, skipping blank rows and counting the rest. */
function rowMaker(onRow: OnRow) {
  let headers: string[] | null = null;
  let count = 0;
  return async (row: number, cells: Cell[]) => {
    if (!headers) {
      if (cells.some((c) => c?.text.trim())) headers = Array.from(cells, (c) => headerKey(c?.text ?? ''));
      return;
    }
    const record: Record<string, string> = {};
    let problem: string | undefined;
    headers.forEach((h, i) => {
      if (!h) return;
      const cell = cells[i];
      record[h] = unescapeFormula((cell?.text ?? '').trim());
      if (!cell || problem) return;
      if (cell.length > MAX_CELL_CHARS)
        problem = `${h}: the cell holds ${cell.length} characters; at most ${MAX_CELL_CHARS}`;
      else if (cell.text.includes('\0')) problem = `${h}: the cell holds a NUL character`;
    });
    if (!Object.values(record).some((v) => v)) return;
    if (++count > MAX_IMPORT_ROWS) throw tooManyRows();
    await onRow({ row, cells: record, problem });
  };
}

async function readCsv(stream: Readable, onRow: OnRow): Promise<void> {
  const parser = csvParser({ bom: true, skip_empty_lines: false, relax_column_count: true });
  stream.on('error', (err) => parser.destroy(err));
  const make = rowMaker(onRow);
  let line = 0;
  try {
    for await (const record of stream.pipe(parser)) {
      line++;
      const cells = (record as string[]).map((text) => ({
        text: text.slice(0, MAX_CELL_CHARS),
        length: text.length,
      }));
      await make(line, cells);
    }
  } catch (err) {
    stream.destroy();
    if (err instanceof HttpError) throw err;
    throw invalidFile('The CSV file could not be read; check its quotes and save it again');
  }
}

async function readAll(stream: Readable, max: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > max) {
      stream.destroy();
      throw new HttpError(413, 'The file is too large');
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0]);

/** Reads a .csv, .xlsx or .xls file row by row; a legacy binary .xls is refused with a clear message. */
export async function readQuestionRows(fileName: string, source: Readable, onRow: OnRow): Promise<void> {
  const ext = fileName.toLowerCase().match(/\.[a-z]+$/)?.[0] ?? '';
  if (!ACCEPTED_EXTENSIONS.includes(ext)) {
    source.destroy();
    throw invalidFile('Please select a CSV or Excel file (.csv, .xlsx, .xls)');
  }
  // Sheets are at most SIZE_LIMITS.import bytes (checked on upload): the zip is read in memory.
  const file = await readAll(source, SIZE_LIMITS.import);
  const head = file.subarray(0, 4);
  if (head.equals(OLE))
    throw invalidFile('Old binary .xls files are not supported; save the sheet as .xlsx or .csv');
  if (head.equals(ZIP)) return readXlsx(file, rowMaker(onRow));
  if (ext !== '.csv' && file.includes(0)) throw invalidFile('The file is not a readable spreadsheet');
  return readCsv(Readable.from([file]), onRow);
}
