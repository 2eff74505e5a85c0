/**
 * The first worksheet of an .xlsx, read within fixed bounds (issue 10 item 1: a 4.4 MB file
 * whose shared strings unpacked to 4.5 GB took the process down). The zip directory is read
 * first and refused when the parts claim too much; each part is then inflated as a stream
 * that stops the moment it passes its stated size, and parsed by SAX as it arrives. Cells
 * keep at most MAX_CELL_CHARS (their real length is reported), rows stop at MAX_IMPORT_ROWS.
 */
import { StringDecoder } from 'node:string_decoder';
import zlib from 'node:zlib';
import { SaxesParser } from 'saxes';
import { HttpError } from '../../lib/http-errors';

export const MAX_IMPORT_ROWS = 20_000;
export const MAX_CELL_CHARS = 20_000;
/** Sum of the unpacked sizes the zip directory states for all its parts. */
const MAX_UNPACKED_BYTES = 100 * 1024 * 1024;
const MAX_PARTS = 2000;

const refuse = (msg: string) => new HttpError(422, msg);
const TOO_BIG = 'The Excel file unpacks to more than 100 MB; save it again as .xlsx or .csv with fewer rows';
const LIAR = 'The Excel file is damaged: a part unpacks to more than its stated size';
const UNREADABLE = 'The Excel file could not be read; save it as .xlsx or .csv and try again';
export const tooManyRows = () => refuse(`A file may hold at most ${MAX_IMPORT_ROWS} rows`);

/** A cell's text, cut at MAX_CELL_CHARS, with its real length. */
export interface Cell {
  text: string;
  length: number;
}

interface Entry {
  method: number;
  compressed: number;
  size: number;
  offset: number;
}

/** The zip's central directory: name → entry; refused when the stated sizes are too large. */
function readDirectory(file: Buffer): Map<string, Entry> {
  const from = Math.max(0, file.length - 65_557);
  let end = -1;
  for (let i = file.length - 22; i >= from; i--) {
    if (file.readUInt32LE(i) === 0x06054b50) {
      end = i;
      break;
    }
  }
  if (end < 0) throw refuse(UNREADABLE);
  const count = file.readUInt16LE(end + 10);
  let p = file.readUInt32LE(end + 16);
  if (count > MAX_PARTS) throw refuse(TOO_BIG);
  const entries = new Map<string, Entry>();
  let total = 0;
  for (let i = 0; i < count; i++) {
    if (p + 46 > file.length || file.readUInt32LE(p) !== 0x02014b50) throw refuse(UNREADABLE);
    const nameLength = file.readUInt16LE(p + 28);
    const entry = {
      method: file.readUInt16LE(p + 10),
      compressed: file.readUInt32LE(p + 20),
      size: file.readUInt32LE(p + 24),
      offset: file.readUInt32LE(p + 42),
    };
    total += entry.size;
    if (total > MAX_UNPACKED_BYTES) throw refuse(TOO_BIG);
    entries.set(file.toString('utf8', p + 46, p + 46 + nameLength), entry);
    p += 46 + nameLength + file.readUInt16LE(p + 30) + file.readUInt16LE(p + 32);
  }
  return entries;
}

/** Inflates one part chunk by chunk into `onText`, stopping once past its stated size. */
async function streamPart(
  file: Buffer,
  entry: Entry,
  onText: (s: string) => void | Promise<void>,
): Promise<void> {
  const at = entry.offset;
  if (at + 30 > file.length || file.readUInt32LE(at) !== 0x04034b50) throw refuse(UNREADABLE);
  const start = at + 30 + file.readUInt16LE(at + 26) + file.readUInt16LE(at + 28);
  const data = file.subarray(start, start + entry.compressed);
  const decoder = new StringDecoder('utf8');
  if (entry.method === 0) {
    if (data.length > entry.size) throw refuse(LIAR);
    await onText(decoder.write(data) + decoder.end());
    return;
  }
  if (entry.method !== 8) throw refuse(UNREADABLE);
  const inflate = zlib.createInflateRaw();
  inflate.end(data);
  let seen = 0;
  try {
    for await (const chunk of inflate as AsyncIterable<Buffer>) {
      seen += chunk.length;
      if (seen > entry.size) throw refuse(LIAR);
      await onText(decoder.write(chunk));
    }
  } catch (err) {
    inflate.destroy();
    throw err instanceof HttpError ? err : refuse(UNREADABLE);
  }
  await onText(decoder.end());
}

/** Runs a SAX parser over a part; `handlers` see tags and text. */
async function parsePart(
  file: Buffer,
  entry: Entry | undefined,
  on: {
    open: (name: string, attrs: Record<string, string>) => void;
    close?: (name: string) => void;
    text?: (t: string) => void;
    /** Called after each parsed chunk (the rows found in it are handed on there). */
    drain?: () => Promise<void>;
  },
): Promise<void> {
  if (!entry) return;
  const parser = new SaxesParser({ xmlns: false });
  parser.on('opentag', (tag) => on.open(local(tag.name), tag.attributes as Record<string, string>));
  if (on.close) {
    const close = on.close;
    parser.on('closetag', (tag) => close(local(tag.name)));
  }
  if (on.text) {
    parser.on('text', on.text);
    parser.on('cdata', on.text);
  }
  let failed: unknown = null;
  parser.on('error', (err) => {
    failed = err;
  });
  await streamPart(file, entry, async (s) => {
    if (s) parser.write(s);
    if (failed) throw refuse(UNREADABLE);
    await on.drain?.();
  });
  parser.close();
  if (failed) throw refuse(UNREADABLE);
  await on.drain?.();
}

const local = (name: string) => name.slice(name.indexOf(':') + 1);

/** Appends text to a cell, keeping at most MAX_CELL_CHARS. */
function append(cell: Cell, s: string) {
  if (cell.text.length < MAX_CELL_CHARS) cell.text += s.slice(0, MAX_CELL_CHARS - cell.text.length);
  cell.length += s.length;
}

/** Path of the first worksheet, from workbook.xml and its relationships. */
async function firstSheetPath(file: Buffer, parts: Map<string, Entry>): Promise<string> {
  let rid = '';
  await parsePart(file, parts.get('xl/workbook.xml'), {
    open: (name, a) => {
      if (name === 'sheet' && !rid) rid = a['r:id'] ?? '';
    },
  });
  let target = '';
  await parsePart(file, parts.get('xl/_rels/workbook.xml.rels'), {
    open: (name, a) => {
      if (name === 'Relationship' && a.Id === rid) target = a.Target ?? '';
    },
  });
  if (!target) return [...parts.keys()].find((k) => /^xl\/worksheets\/[^/]+\.xml$/.test(k)) ?? '';
  return target.startsWith('/') ? target.slice(1) : `xl/${target}`;
}

const columnIndex = (ref: string) => {
  let n = 0;
  for (const ch of ref.replace(/\d+$/, '')) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n - 1;
};

/** Columns past this are ignored: a question sheet has about a dozen. */
const MAX_COLUMNS = 64;

/**
 * Every row of the first worksheet as (row number, cells by column), in order, handed on after
 * each inflated chunk; `onRow` may be async (the caller yields to the event loop there).
 */
export async function readXlsx(
  file: Buffer,
  onRow: (rowNumber: number, cells: Cell[]) => void | Promise<void>,
): Promise<void> {
  const parts = readDirectory(file);
  const shared: Cell[] = [];
  let si: Cell | null = null;
  let inT = 0; // inside a <t> that is not phonetic (<rPh>) text
  let inPhonetic = false;
  await parsePart(file, parts.get('xl/sharedStrings.xml'), {
    open: (name) => {
      if (name === 'si') si = { text: '', length: 0 };
      else if (name === 'rPh') inPhonetic = true;
      else if (name === 't' && !inPhonetic) inT++;
    },
    close: (name) => {
      if (name === 'si' && si) shared.push(si);
      else if (name === 'rPh') inPhonetic = false;
      else if (name === 't' && !inPhonetic) inT--;
    },
    text: (s) => {
      if (si && inT > 0) append(si, s);
    },
  });

  const sheet = parts.get(await firstSheetPath(file, parts));
  if (!sheet) throw refuse(UNREADABLE);
  const pending: [number, Cell[]][] = [];
  let rows = 0;
  let rowNumber = 0;
  let cells: Cell[] = [];
  let cell: { col: number; type: string; value: Cell } | null = null;
  let inValue = false;
  await parsePart(file, sheet, {
    open: (name, a) => {
      if (name === 'row') {
        if (++rows > MAX_IMPORT_ROWS + 1) throw tooManyRows();
        rowNumber = a.r ? Number(a.r) : rowNumber + 1;
        cells = [];
      } else if (name === 'c') {
        const col = a.r ? columnIndex(a.r) : cells.length;
        cell = { col, type: a.t ?? 'n', value: { text: '', length: 0 } };
      } else if (cell && (name === 'v' || (name === 't' && !inPhonetic))) inValue = true;
      else if (name === 'rPh') inPhonetic = true;
    },
    close: (name) => {
      if (name === 'v' || name === 't') inValue = false;
      else if (name === 'rPh') inPhonetic = false;
      else if (name === 'c' && cell) {
        const value =
          cell.type === 's' ? (shared[Number(cell.value.text)] ?? { text: '', length: 0 }) : cell.value;
        if (cell.col >= 0 && cell.col < MAX_COLUMNS) cells[cell.col] = value;
        cell = null;
      } else if (name === 'row') pending.push([rowNumber, cells]);
    },
    text: (s) => {
      if (cell && inValue) append(cell.value, s);
    },
    drain: async () => {
      for (const [n, c] of pending.splice(0)) await onRow(n, c);
    },
  });
}
