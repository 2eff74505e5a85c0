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
// **bold** and *italic* inline.

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

const COLORS = { text: '#1d2733', heading: '#12315c', accent: '#c98a12', muted: '#5b6878', rule: '#c9d3df' };
const SIZE = { body: 9.5, h1: 18, h2: 13, h3: 11, footer: 8 };
const MARGIN = 50;

// ---------------------------------------------------------------- markdown
function parseMarkdown(src) {
  const blocks = [];
  let para = null;
  let item = null;
  const flush = () => {
    if (para) blocks.push({ type: 'p', text: para.join(' ') });
    if (item) blocks.push(item);
    para = null;
    item = null;
  };
  for (const raw of src.replace(/\r\n/g, '\n').split('\n')) {
    const line = raw.trimEnd();
    if (!line.trim()) {
      flush();
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

// "**bold**" and "*italic*" -> [{text, bold, italic}]
function inlineRuns(text) {
  const runs = [];
  const re = /(\*\*\*([^*]+)\*\*\*|\*\*([^*]+)\*\*|\*([^*\s][^*]*)\*)/g;
  let last = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    if (m.index > last) runs.push({ text: text.slice(last, m.index) });
    if (m[2]) runs.push({ text: m[2], bold: true, italic: true });
    else if (m[3]) runs.push({ text: m[3], bold: true });
    else runs.push({ text: m[4], italic: true });
    last = re.lastIndex;
  }
  if (last < text.length) runs.push({ text: text.slice(last) });
  return runs.filter((r) => r.text.length);
}

function toLatin1(s) {
  return (
    s
      .replace(/₱/g, 'P')
      .replace(/[‘’]/g, "'")
      .replace(/[“”]/g, '"')
      .replace(/[–—]/g, '-')
      .replace(/…/g, '...')
      .replace(/•/g, '-')
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

function writeRuns(doc, runs, x, y, width, size, color, baseBold = false) {
  doc.fillColor(color).fontSize(size);
  runs.forEach((r, i) => {
    doc.font(fontName(baseBold || r.bold, r.italic));
    const opts = { width, continued: i < runs.length - 1, lineGap: 1.8 };
    if (i === 0) doc.text(fix(r.text), x, y, opts);
    else doc.text(fix(r.text), opts);
  });
}

function ensureSpace(doc, needed) {
  if (doc.y + needed > doc.page.height - doc.page.margins.bottom) doc.addPage();
}

function render(guide, blocks, outFile) {
  const doc = new PDFDocument({
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
  if (haveDejaVu)
    for (const [name, file] of Object.entries(FONTS)) doc.registerFont(name, path.join(FONT_DIR, file));
  const out = fs.createWriteStream(outFile);
  doc.pipe(out);

  const left = doc.page.margins.left;
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;

  for (const b of blocks) {
    if (b.type === 'h1') {
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
      ensureSpace(doc, 70);
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
      ensureSpace(doc, 50);
      doc.y += 3;
      doc
        .font(fontName(true))
        .fontSize(SIZE.h3)
        .fillColor(COLORS.heading)
        .text(fix(b.text), left, doc.y, { width });
      doc.y += 3;
    } else if (b.type === 'p') {
      ensureSpace(doc, 30);
      writeRuns(doc, inlineRuns(b.text), left, doc.y, width, SIZE.body, COLORS.text);
      doc.y += 5;
    } else if (b.type === 'li') {
      ensureSpace(doc, 14);
      const indent = 14 + b.level * 14;
      const y = doc.y;
      doc
        .font(fontName(true))
        .fontSize(SIZE.body)
        .fillColor(COLORS.accent)
        .text(fix(b.marker), left + b.level * 14 + 2, y, { width: indent, lineBreak: false });
      writeRuns(doc, inlineRuns(b.text), left + indent, y, width - indent, SIZE.body, COLORS.text);
      doc.y += 3;
    }
  }

  // footer with page numbers on every page
  const range = doc.bufferedPageRange();
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
    out.on('finish', () => resolve(range.count));
    out.on('error', reject);
  });
}

// ---------------------------------------------------------------- main
const guides = JSON.parse(fs.readFileSync(path.join(GUIDE_DIR, 'guides.json'), 'utf8'));
const only = new Set(process.argv.slice(2));
fs.mkdirSync(OUT_DIR, { recursive: true });
let failed = false;
for (const g of guides) {
  const id = g.file.replace(/\.pdf$/, '');
  if (only.size && !only.has(id)) continue;
  const mdFile = path.join(GUIDE_DIR, `${id}.md`);
  if (!fs.existsSync(mdFile)) {
    console.error(`error: ${mdFile} not found`);
    failed = true;
    continue;
  }
  const pages = await render(g, parseMarkdown(fs.readFileSync(mdFile, 'utf8')), path.join(OUT_DIR, g.file));
  const kb = Math.round(fs.statSync(path.join(OUT_DIR, g.file)).size / 1024);
  console.log(`${g.file}: ${pages} page(s), ${kb} KB`);
}
process.exit(failed ? 1 : 0);
