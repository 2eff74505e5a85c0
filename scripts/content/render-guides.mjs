// Render the study guides (content/guides/<area-id>.md) to PDF (content/media/guides/<area-id>.pdf).
//
// Run from the repository root:
//   NODE_PATH=/tmp/guidetools/node_modules node scripts/content/render-guides.mjs
// where pdfkit was installed outside the repo with:
//   mkdir -p /tmp/guidetools && cd /tmp/guidetools && npm init -y && npm install pdfkit
// pdfkit is resolved through CommonJS require, so it is found either via NODE_PATH
// or in the project's own node_modules (if the project ever adds pdfkit).
//
// Optional arguments: area ids to render (default: every entry of content/guides/guides.json).
// Fonts: DejaVu Sans from Debian's fonts-dejavu-core (FONT_DIR overrides the directory).
//
// Supported markdown subset: "# ", "## ", "### " headings; paragraphs (consecutive lines are
// joined); "- " bullet items and "1. " numbered items (continuation lines indented);
// **bold** and *italic* inline; pipe tables ("| a | b |" rows, the second line a "|---|---|"
// separator); boxes (consecutive lines starting with "> ", whose content may use any of the
// above, rendered as a shaded panel, used for worked examples); and "<!-- pagebreak -->" on a
// line of its own to start a new page. A "## " heading whose text starts with "Last-Week
// Review" switches to a slightly smaller font for the rest of the guide and is checked to fit on
// one page (a warning is printed otherwise).
//
// Guides are A4 with page numbers, 6-10 pages each, ending with the one-page review sheet. The
// script prints each guide's page count and the total size: keep the six PDFs under 2 MB.

import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const GUIDE_DIR = path.join(ROOT, 'content', 'guides');
const OUT_DIR = path.join(ROOT, 'content', 'media', 'guides');
const FONT_DIR = process.env.FONT_DIR || '/usr/share/fonts/truetype/dejavu';

const FONTS = {
  regular: 'DejaVuSans.ttf',
  bold: 'DejaVuSans-Bold.ttf',
  italic: 'DejaVuSans-Oblique.ttf',
  bolditalic: 'DejaVuSans-BoldOblique.ttf',
};
const haveDejaVu = Object.values(FONTS).every((f) => fs.existsSync(path.join(FONT_DIR, f)));
if (!haveDejaVu) {
  console.warn(
    `warning: DejaVu fonts not found in ${FONT_DIR}; falling back to Helvetica ` +
      '(non-Latin-1 characters such as the peso sign are transliterated). apt-get install -y fonts-dejavu-core',
  );
}
const fontData = haveDejaVu
  ? Object.fromEntries(
      Object.entries(FONTS).map(([name, file]) => [name, fs.readFileSync(path.join(FONT_DIR, file))]),
    )
  : {};

const COLORS = {
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
const SIZE = { body: 9.5, h1: 18, h2: 13, h3: 11, footer: 8, table: 8.5 };
// The one-page last-week review sheet is set a little smaller.
const COMPACT = { body: 8.8, table: 8 };
const LINE_GAP = 1.8;
const MARGIN = 50;
const BOX_PAD = 8;
const BOX_BAR = 3;
const CELL_PAD = 3;

// ---------------------------------------------------------------- markdown
const TABLE_SEP = /^\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$/;

function splitRow(line) {
  let s = line.trim();
  if (s.startsWith('|')) s = s.slice(1);
  if (s.endsWith('|') && !s.endsWith('\\|')) s = s.slice(0, -1);
  return s.split(/(?<!\\)\|/).map((c) => c.trim().replace(/\\\|/g, '|'));
}

function parseMarkdown(src) {
  const lines = src.replace(/\r\n/g, '\n').split('\n');
  const blocks = [];
  let para = null;
  let item = null;
  const flush = () => {
    if (para) blocks.push({ type: 'p', text: para.join(' ') });
    if (item) blocks.push(item);
    para = null;
    item = null;
  };
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i];
    const line = raw.trimEnd();
    if (!line.trim()) {
      flush();
      continue;
    }
    if (/^<!--\s*pagebreak\s*-->$/i.test(line.trim())) {
      flush();
      blocks.push({ type: 'pagebreak' });
      continue;
    }
    if (/^>/.test(line)) {
      flush();
      const inner = [];
      while (i < lines.length && /^>/.test(lines[i].trimEnd())) {
        inner.push(lines[i].trimEnd().replace(/^> ?/, ''));
        i++;
      }
      i--;
      blocks.push({ type: 'box', blocks: parseMarkdown(inner.join('\n')) });
      continue;
    }
    if (/^\|/.test(line.trim()) && i + 1 < lines.length && TABLE_SEP.test(lines[i + 1].trim())) {
      flush();
      const header = splitRow(line);
      const rows = [];
      i += 2;
      while (i < lines.length && /^\|/.test(lines[i].trim())) {
        const cells = splitRow(lines[i]);
        while (cells.length < header.length) cells.push('');
        rows.push(cells.slice(0, header.length));
        i++;
      }
      i--;
      blocks.push({ type: 'table', header, rows });
      continue;
    }
    const heading = line.match(/^(#{1,3})\s+(.*)$/);
    const bullet = line.match(/^(\s*)[-*]\s+(.*)$/);
    const numbered = line.match(/^(\s*)(\d+)\.\s+(.*)$/);
    if (heading) {
      flush();
      blocks.push({ type: `h${heading[1].length}`, text: heading[2].trim() });
    } else if (bullet) {
      flush();
      item = { type: 'li', level: bullet[1].length >= 2 ? 1 : 0, marker: '•', text: bullet[2].trim() };
    } else if (numbered) {
      flush();
      item = {
        type: 'li',
        level: numbered[1].length >= 2 ? 1 : 0,
        marker: `${numbered[2]}.`,
        text: numbered[3].trim(),
      };
    } else if (item && /^\s+/.test(raw)) {
      item.text += ` ${line.trim()}`;
    } else {
      if (item) flush();
      para = para ?? [];
      para.push(line.trim());
    }
  }
  flush();
  return blocks;
}

// "**bold**" and "*italic*", which may nest ("***Case*, G.R. No. 1**") -> [{text, bold, italic}].
// "**" toggles bold and a single "*" toggles italic.
function inlineRuns(text) {
  const runs = [];
  let bold = false;
  let italic = false;
  let buf = '';
  const push = () => {
    if (buf) runs.push({ text: buf, bold, italic });
    buf = '';
  };
  for (let i = 0; i < text.length; ) {
    if (text.startsWith('**', i)) {
      push();
      bold = !bold;
      i += 2;
    } else if (text[i] === '*') {
      push();
      italic = !italic;
      i += 1;
    } else {
      buf += text[i];
      i += 1;
    }
  }
  push();
  // Keep opening brackets with the word after them and closing punctuation with the word
  // before them, so that a line never breaks at a change of font inside "(*Case*);".
  for (let i = 0; i + 1 < runs.length; i++) {
    const open = runs[i].text.match(/[([“"']+$/);
    if (open) {
      runs[i].text = runs[i].text.slice(0, -open[0].length);
      runs[i + 1].text = open[0] + runs[i + 1].text;
    }
    const close = runs[i + 1].text.match(/^[)\]”"',.;:]+/);
    if (close) {
      runs[i + 1].text = runs[i + 1].text.slice(close[0].length);
      runs[i].text += close[0];
    }
  }
  return runs.filter((r) => r.text.length);
}

const plainText = (text) =>
  inlineRuns(text)
    .map((r) => r.text)
    .join('');

function toLatin1(s) {
  return (
    s
      .replace(/₱/g, 'P')
      .replace(/[‘’]/g, "'")
      .replace(/[“”]/g, '"')
      .replace(/[–—]/g, '-')
      .replace(/…/g, '...')
      .replace(/•/g, '-')
      .replace(/×/g, 'x')
      .replace(/√/g, 'sqrt')
      .replace(/[≈≥≤→]/g, (c) => ({ '≈': '~', '≥': '>=', '≤': '<=', '→': '->' })[c])
      // biome-ignore lint/suspicious/noControlCharactersInRegex: keep every Latin-1 character, control ones included
      .replace(/[^\x00-\xff]/g, '?')
  );
}

// ---------------------------------------------------------------- rendering
function fontName(bold, italic) {
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
const fix = (s) => (haveDejaVu ? s : toLatin1(s));

function newDocument(options) {
  const doc = new PDFDocument(options);
  if (haveDejaVu) for (const [name, data] of Object.entries(fontData)) doc.registerFont(name, data);
  return doc;
}

function writeRuns(doc, runs, x, y, width, size, color, baseBold = false) {
  doc.fillColor(color).fontSize(size);
  if (!runs.length) runs = [{ text: ' ' }];
  runs.forEach((r, i) => {
    doc.font(fontName(baseBold || r.bold, r.italic));
    const opts = { width, continued: i < runs.length - 1, lineGap: LINE_GAP };
    if (i === 0) doc.text(fix(r.text), x, y, opts);
    else doc.text(fix(r.text), opts);
  });
}

const bottomOf = (doc) => doc.page.height - doc.page.margins.bottom;

function ensureSpace(doc, ctx, needed) {
  if (ctx.noBreak) return;
  if (doc.y + needed > bottomOf(doc)) doc.addPage();
}

// Height of a cell's text when written with writeRuns (bold measured if any part is bold).
function textHeight(doc, text, width, size, bold) {
  doc.font(fontName(bold || /\*\*/.test(text))).fontSize(size);
  return doc.heightOfString(fix(plainText(text)) || ' ', { width, lineGap: LINE_GAP });
}

function columnWidths(doc, table, width, size) {
  const n = table.header.length;
  const natural = new Array(n).fill(0);
  const minimum = new Array(n).fill(0);
  const all = [table.header, ...table.rows];
  all.forEach((row, r) => {
    row.forEach((cell, c) => {
      const text = fix(plainText(cell)) || ' ';
      doc.font(fontName(r === 0 || /\*\*/.test(cell))).fontSize(size);
      natural[c] = Math.max(natural[c], doc.widthOfString(text) + 2 * CELL_PAD + 1);
      for (const word of text.split(/\s+/))
        minimum[c] = Math.max(minimum[c], doc.widthOfString(word) + 2 * CELL_PAD + 1);
    });
  });
  const sumNatural = natural.reduce((a, b) => a + b, 0);
  if (sumNatural <= width) return natural.map((w) => (w * width) / sumNatural);
  const sumMin = minimum.reduce((a, b) => a + b, 0);
  if (sumMin >= width) return minimum.map((w) => (w * width) / sumMin);
  const extra = natural.map((w, c) => w - minimum[c]);
  const sumExtra = extra.reduce((a, b) => a + b, 0);
  return minimum.map((w, c) => w + (extra[c] * (width - sumMin)) / sumExtra);
}

function renderTable(doc, ctx, table, left, width) {
  const size = ctx.compact ? COMPACT.table : SIZE.table;
  const widths = columnWidths(doc, table, width, size);
  const rowHeight = (row, header) =>
    Math.max(...row.map((cell, c) => textHeight(doc, cell, widths[c] - 2 * CELL_PAD, size, header))) +
    2 * CELL_PAD;
  const drawRow = (row, header, zebra) => {
    const h = rowHeight(row, header);
    const y = doc.y;
    if (header || zebra)
      doc
        .rect(left, y, width, h)
        .fill(header ? COLORS.tableHead : COLORS.tableZebra)
        .fillColor(COLORS.text);
    let x = left;
    row.forEach((cell, c) => {
      writeRuns(
        doc,
        inlineRuns(cell),
        x + CELL_PAD,
        y + CELL_PAD,
        widths[c] - 2 * CELL_PAD,
        size,
        header ? COLORS.heading : COLORS.text,
        header,
      );
      x += widths[c];
    });
    doc.lineWidth(0.5).strokeColor(COLORS.rule);
    doc.rect(left, y, width, h).stroke();
    x = left;
    for (let c = 0; c < widths.length - 1; c++) {
      x += widths[c];
      doc
        .moveTo(x, y)
        .lineTo(x, y + h)
        .stroke();
    }
    doc.y = y + h;
  };
  ensureSpace(
    doc,
    ctx,
    rowHeight(table.header, true) + (table.rows[0] ? rowHeight(table.rows[0], false) : 0),
  );
  drawRow(table.header, true, false);
  table.rows.forEach((row, r) => {
    if (!ctx.noBreak && doc.y + rowHeight(row, false) > bottomOf(doc)) {
      doc.addPage();
      drawRow(table.header, true, false);
    }
    drawRow(row, false, r % 2 === 1);
  });
  doc.x = left;
  doc.y += 6;
}

// Measure a box by rendering its content into a scratch document with a very tall page.
function measureBox(blocks, width, compact) {
  const scratch = newDocument({ size: [600, 100000], margins: { top: 0, bottom: 0, left: 0, right: 0 } });
  scratch.y = 0;
  renderBlocks(scratch, { noBreak: true, compact }, blocks, 0, width);
  return scratch.y;
}

function renderBox(doc, ctx, box, left, width) {
  const innerLeft = left + BOX_BAR + BOX_PAD;
  const innerWidth = width - BOX_BAR - 2 * BOX_PAD;
  const height = measureBox(box.blocks, innerWidth, ctx.compact) + 2 * BOX_PAD - 4;
  const pageRoom = bottomOf(doc) - doc.page.margins.top;
  if (!ctx.noBreak && doc.y + height > bottomOf(doc) && height <= pageRoom) doc.addPage();
  const fits = ctx.noBreak || doc.y + height <= bottomOf(doc);
  const y0 = doc.y;
  if (fits) {
    doc.rect(left, y0, width, height).fill(COLORS.boxFill);
    doc.rect(left, y0, BOX_BAR, height).fill(COLORS.boxBar);
  }
  doc.y = y0 + BOX_PAD;
  renderBlocks(doc, { ...ctx, noBreak: ctx.noBreak || fits }, box.blocks, innerLeft, innerWidth);
  if (!fits) {
    // Taller than a page: no fill, just a bar beside the part on the last page.
    console.warn('warning: a box is taller than one page; rendered without its panel');
  } else doc.y = y0 + height;
  doc.x = left;
  doc.y += 8;
}

function renderBlocks(doc, ctx, blocks, left, width) {
  for (const b of blocks) {
    const body = ctx.compact ? COMPACT.body : SIZE.body;
    if (b.type === 'pagebreak') {
      if (doc.y > doc.page.margins.top + 1) doc.addPage();
    } else if (b.type === 'h1') {
      doc
        .font(fontName(true))
        .fontSize(SIZE.h1)
        .fillColor(COLORS.heading)
        .text(fix(b.text), left, doc.y, { width });
      const y = doc.y + 3;
      doc
        .moveTo(left, y)
        .lineTo(left + width, y)
        .lineWidth(2)
        .strokeColor(COLORS.accent)
        .stroke();
      doc.y = y + 10;
    } else if (b.type === 'h2') {
      ensureSpace(doc, ctx, 70);
      if (ctx.onH2) ctx.onH2(b.text);
      doc.y += 8;
      doc
        .font(fontName(true))
        .fontSize(SIZE.h2)
        .fillColor(COLORS.heading)
        .text(fix(b.text), left, doc.y, { width });
      const y = doc.y + 1;
      doc
        .moveTo(left, y)
        .lineTo(left + width, y)
        .lineWidth(0.6)
        .strokeColor(COLORS.rule)
        .stroke();
      doc.y = y + 6;
    } else if (b.type === 'h3') {
      ensureSpace(doc, ctx, 50);
      doc.y += 3;
      doc
        .font(fontName(true))
        .fontSize(SIZE.h3)
        .fillColor(COLORS.heading)
        .text(fix(b.text), left, doc.y, { width });
      doc.y += 3;
    } else if (b.type === 'p') {
      ensureSpace(doc, ctx, 30);
      writeRuns(doc, inlineRuns(b.text), left, doc.y, width, body, COLORS.text);
      doc.y += ctx.compact ? 3 : 5;
    } else if (b.type === 'li') {
      ensureSpace(doc, ctx, 14);
      const indent = 14 + b.level * 14;
      const y = doc.y;
      doc
        .font(fontName(true))
        .fontSize(body)
        .fillColor(COLORS.accent)
        .text(fix(b.marker), left + b.level * 14 + 2, y, { width: indent, lineBreak: false });
      writeRuns(doc, inlineRuns(b.text), left + indent, y, width - indent, body, COLORS.text);
      doc.y += ctx.compact ? 2 : 3;
    } else if (b.type === 'table') {
      renderTable(doc, ctx, b, left, width);
    } else if (b.type === 'box') {
      renderBox(doc, ctx, b, left, width);
    }
  }
}

function render(guide, blocks, outFile) {
  const doc = newDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN + 2, left: MARGIN, right: MARGIN },
    bufferPages: true,
    info: {
      Title: guide.title,
      Author: 'CrimReview',
      Subject: guide.description,
      Keywords: `${guide.board_area}, CLE, criminology`,
    },
  });
  const out = fs.createWriteStream(outFile);
  doc.pipe(out);

  const left = doc.page.margins.left;
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  const currentPage = () => {
    const r = doc.bufferedPageRange();
    return r.start + r.count - 1;
  };
  let reviewStart = null;
  const ctx = {
    onH2: (text) => {
      if (/^last-week review/i.test(text)) {
        reviewStart = currentPage();
        ctx.compact = true;
      }
    },
  };
  renderBlocks(doc, ctx, blocks, left, width);
  const range = doc.bufferedPageRange();
  const reviewPages = reviewStart === null ? 0 : range.start + range.count - reviewStart;

  // footer with page numbers on every page
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = doc.page.height - MARGIN + 20;
    doc
      .moveTo(left, y - 6)
      .lineTo(left + width, y - 6)
      .lineWidth(0.5)
      .strokeColor(COLORS.rule)
      .stroke();
    doc
      .font(fontName(false))
      .fontSize(SIZE.footer)
      .fillColor(COLORS.muted)
      .text(fix(`CrimReview · ${guide.title}`), left, y, { width: width - 80, lineBreak: false });
    doc.text(`Page ${i + 1} of ${range.count}`, left + width - 80, y, {
      width: 80,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return new Promise((resolve, reject) => {
    out.on('finish', () => resolve({ pages: range.count, reviewPages }));
    out.on('error', reject);
  });
}

// ---------------------------------------------------------------- main
const guides = JSON.parse(fs.readFileSync(path.join(GUIDE_DIR, 'guides.json'), 'utf8'));
const only = new Set(process.argv.slice(2));
fs.mkdirSync(OUT_DIR, { recursive: true });
let failed = false;
let totalBytes = 0;
for (const g of guides) {
  const id = g.file.replace(/\.pdf$/, '');
  if (only.size && !only.has(id)) continue;
  const mdFile = path.join(GUIDE_DIR, `${id}.md`);
  if (!fs.existsSync(mdFile)) {
    console.error(`error: ${mdFile} not found`);
    failed = true;
    continue;
  }
  const { pages, reviewPages } = await render(
    g,
    parseMarkdown(fs.readFileSync(mdFile, 'utf8')),
    path.join(OUT_DIR, g.file),
  );
  const bytes = fs.statSync(path.join(OUT_DIR, g.file)).size;
  totalBytes += bytes;
  const review = reviewPages ? `, last-week review on ${reviewPages} page(s)` : '';
  console.log(`${g.file}: ${pages} page(s), ${Math.round(bytes / 1024)} KB${review}`);
  if (reviewPages > 1)
    console.warn(`warning: ${g.file}: the last-week review runs over ${reviewPages} pages`);
}
console.log(`total: ${Math.round(totalBytes / 1024)} KB`);
process.exit(failed ? 1 : 0);
