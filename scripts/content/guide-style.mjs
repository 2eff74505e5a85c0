// Fonts, colours and sizes of the study-guide PDFs, and the pdfkit document they are drawn on.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
let PDFDocument;
try {
  PDFDocument = require('pdfkit');
} catch {
  console.error(
    'error: cannot load pdfkit. Install it outside the repo and point NODE_PATH at it:\n' +
      '  mkdir -p /tmp/guidetools && cd /tmp/guidetools && npm init -y && npm install pdfkit\n' +
      '  NODE_PATH=/tmp/guidetools/node_modules node scripts/content/render-guides.mjs',
  );
  process.exit(1);
}

const FONT_DIR = process.env.FONT_DIR || '/usr/share/fonts/truetype/dejavu';

const FONTS = {
  regular: 'DejaVuSans.ttf',
  bold: 'DejaVuSans-Bold.ttf',
  italic: 'DejaVuSans-Oblique.ttf',
  bolditalic: 'DejaVuSans-BoldOblique.ttf',
};
export const haveDejaVu = Object.values(FONTS).every((f) => fs.existsSync(path.join(FONT_DIR, f)));
if (!haveDejaVu) {
  console.warn(
    `warning: DejaVu fonts not found in ${FONT_DIR}; falling back to Helvetica ` +
      '(non-Latin-1 characters such as the peso sign are transliterated). apt-get install -y fonts-dejavu-core',
  );
}
export const fontData = haveDejaVu
  ? Object.fromEntries(
      Object.entries(FONTS).map(([name, file]) => [name, fs.readFileSync(path.join(FONT_DIR, file))]),
    )
  : {};

export const COLORS = {
  text: '#1d2733',
  heading: '#12315c',
  accent: '#c98a12',
  muted: '#5b6878',
  rule: '#c9d3df',
  boxFill: '#f3f6fa',
  boxBar: '#12315c',
  tableHead: '#e3eaf3',
  tableZebra: '#f7f9fc',
};
export const SIZE = { body: 9.5, h1: 18, h2: 13, h3: 11, footer: 8, table: 8.5 };
// The one-page last-week review sheet is set a little smaller.
export const COMPACT = { body: 8.8, table: 8 };
export const LINE_GAP = 1.8;
export const MARGIN = 50;
export const BOX_PAD = 8;
export const BOX_BAR = 3;
export const CELL_PAD = 3;

// ---------------------------------------------------------------- rendering
export function fontName(bold, italic) {
  if (!haveDejaVu)
    return bold
      ? italic
        ? 'Helvetica-BoldOblique'
        : 'Helvetica-Bold'
      : italic
        ? 'Helvetica-Oblique'
        : 'Helvetica';
  return bold ? (italic ? 'bolditalic' : 'bold') : italic ? 'italic' : 'regular';
}
export const fix = (s) => (haveDejaVu ? s : toLatin1(s));

export function newDocument(options) {
  const doc = new PDFDocument(options);
  if (haveDejaVu) for (const [name, data] of Object.entries(fontData)) doc.registerFont(name, data);
  return doc;
}
