/**
 * Hand-built .xlsx files for the import limits (issue 10 item 1): a minimal workbook whose
 * parts are given as XML, zipped here so a test can make a part unpack to far more than it
 * weighs, or lie about its size in the zip headers.
 */
import zlib from 'node:zlib';

export interface ZipPart {
  name: string;
  /** The deflated bytes and the real unpacked size. */
  deflated: Buffer;
  size: number;
  /** Size written in the headers; default the real one. */
  declaredSize?: number;
}

export function part(name: string, xml: string): ZipPart {
  const data = Buffer.from(xml);
  return { name, deflated: zlib.deflateRawSync(data), size: data.length };
}

/**
 * A part made of `head`, `count` copies of `unit`, then `tail`. Built in a blink however large
 * it unpacks: one deflated block of repeated units ends with a full flush (no back references
 * across it), so the same compressed bytes can be repeated, then a final empty block.
 */
export function repeatedPart(name: string, head: string, unit: string, count: number, tail: string): ZipPart {
  const flush = { finishFlush: zlib.constants.Z_FULL_FLUSH, level: 9 };
  const perBlock = Math.max(1, Math.floor((1 << 20) / unit.length));
  const block = zlib.deflateRawSync(Buffer.from(unit.repeat(perBlock)), flush);
  const blocks = Math.floor(count / perBlock);
  const deflated = Buffer.concat([
    zlib.deflateRawSync(Buffer.from(head), flush),
    ...Array(blocks).fill(block),
    zlib.deflateRawSync(Buffer.from(unit.repeat(count - blocks * perBlock) + tail)),
  ]);
  return { name, deflated, size: head.length + unit.length * count + tail.length };
}

/** A zip archive (no data descriptors, CRC left 0: readers that check it are not the point). */
export function zip(parts: ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const p of parts) {
    const name = Buffer.from(p.name);
    const size = p.declaredSize ?? p.size;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(p.deflated.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(p.deflated.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, p.deflated);
    centrals.push(central, name);
    offset += 30 + name.length + p.deflated.length;
  }
  const cd = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end]);
}

const NS = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"';
const R_NS = 'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"';

/** The parts every workbook needs around its first sheet and its shared strings. */
export function workbookParts(): ZipPart[] {
  return [
    part(
      '[Content_Types].xml',
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/></Types>',
    ),
    part(
      'xl/workbook.xml',
      `<?xml version="1.0"?><workbook ${NS} ${R_NS}><sheets><sheet name="Questions" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    part(
      'xl/_rels/workbook.xml.rels',
      '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
    ),
  ];
}

export const SHEET_HEAD = `<?xml version="1.0"?><worksheet ${NS}><sheetData>`;
export const SHEET_TAIL = '</sheetData></worksheet>';
export const SST_HEAD = `<?xml version="1.0"?><sst ${NS}>`;

const COLS = 'ABCDEFGHIJKLMNOP';
/** A sheet row of inline strings. */
export function inlineRow(r: number, cells: string[]): string {
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return `<row r="${r}">${cells
    .map((c, i) => `<c r="${COLS[i]}${r}" t="inlineStr"><is><t>${esc(c)}</t></is></c>`)
    .join('')}</row>`;
}

export const HEADER_CELLS = [
  'question',
  'option_a',
  'option_b',
  'option_c',
  'option_d',
  'correct_answer',
  'board_area',
  'subject',
  'difficulty_level',
];
