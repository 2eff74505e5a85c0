/** Rows of a question sheet (.csv or .xlsx), read as a stream; header names normalised. */
import { Readable } from 'node:stream';
import { parse as csvParser } from 'csv-parse';
import ExcelJS from 'exceljs';
import { HttpError } from '../../lib/http-errors';

export const MAX_IMPORT_ROWS = 5000;
const ACCEPTED_EXTENSIONS = ['.csv', '.xlsx', '.xls'];

export const invalidFile = (msg: string) => new HttpError(422, msg);
const tooManyRows = () => invalidFile(`A file may hold at most ${MAX_IMPORT_ROWS} questions`);

export type Row = Record<string, string>;

function headerKey(h: string): string {
  return h
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
}

/** The first `n` bytes of a stream, and a stream of all of it (the head included). */
async function peek(stream: Readable, n: number): Promise<{ head: Buffer; all: Readable }> {
  const it = stream[Symbol.asyncIterator]();
  const chunks: Buffer[] = [];
  let length = 0;
  while (length < n) {
    const next = await it.next();
    if (next.done) break;
    chunks.push(Buffer.from(next.value));
    length += next.value.length;
  }
  const head = Buffer.concat(chunks);
  async function* rest() {
    yield head;
    for (let next = await it.next(); !next.done; next = await it.next()) yield Buffer.from(next.value);
  }
  return { head, all: Readable.from(rest()) };
}

/** Refuses a stream with a NUL byte: binary content under a spreadsheet's name. */
async function* textOnly(stream: Readable) {
  for await (const chunk of stream) {
    if ((chunk as Buffer).includes(0)) throw invalidFile('The file is not a readable spreadsheet');
    yield chunk as Buffer;
  }
}

async function readCsvRows(stream: Readable): Promise<Row[]> {
  const parser = csvParser({
    bom: true,
    columns: (header: string[]) => header.map(headerKey),
    skip_empty_lines: true,
    trim: true,
    relax_column_count: true,
  });
  stream.on('error', (err) => parser.destroy(err));
  const rows: Row[] = [];
  try {
    for await (const record of stream.pipe(parser)) {
      if (rows.length === MAX_IMPORT_ROWS) throw tooManyRows();
      rows.push(record as Row);
    }
  } catch (err) {
    stream.destroy();
    if (err instanceof HttpError) throw err;
    throw invalidFile(`The CSV file could not be read: ${(err as Error).message}`);
  }
  return rows;
}

/** The first worksheet of an .xlsx, read as a stream; row 1 holds the headers. */
async function readXlsxRows(stream: Readable): Promise<Row[]> {
  const headers: string[] = [];
  const rows: Row[] = [];
  try {
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(stream, {
      sharedStrings: 'cache',
      styles: 'ignore',
      hyperlinks: 'ignore',
      worksheets: 'emit',
    });
    for await (const sheet of reader) {
      for await (const row of sheet) {
        const cells: string[] = [];
        row.eachCell({ includeEmpty: true }, (cell, col) => {
          cells[col - 1] = (cell.text ?? '').trim();
        });
        if (headers.length === 0) {
          headers.push(...Array.from(cells, (c) => headerKey(c ?? '')));
          continue;
        }
        const record: Row = {};
        headers.forEach((h, i) => {
          if (h) record[h] = cells[i] ?? '';
        });
        if (!Object.values(record).some((v) => v)) continue;
        if (rows.length === MAX_IMPORT_ROWS) throw tooManyRows();
        rows.push(record);
      }
      break;
    }
  } catch (err) {
    stream.destroy();
    if (err instanceof HttpError) throw err;
    throw invalidFile('The Excel file could not be read; save it as .xlsx or .csv and try again');
  }
  return rows;
}

const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0]);

/** Rows of a .csv, .xlsx or .xls file; a legacy binary .xls is refused with a clear message. */
export async function readQuestionRows(fileName: string, source: Readable): Promise<Row[]> {
  const ext = fileName.toLowerCase().match(/\.[a-z]+$/)?.[0] ?? '';
  if (!ACCEPTED_EXTENSIONS.includes(ext)) {
    source.destroy();
    throw invalidFile('Please select a CSV or Excel file (.csv, .xlsx, .xls)');
  }
  const { head, all } = await peek(source, 4);
  if (head.subarray(0, 4).equals(ZIP)) return readXlsxRows(all);
  if (head.subarray(0, 4).equals(OLE)) {
    all.destroy();
    throw invalidFile('Old binary .xls files are not supported; save the sheet as .xlsx or .csv');
  }
  return readCsvRows(ext === '.csv' ? all : Readable.from(textOnly(all)));
}
