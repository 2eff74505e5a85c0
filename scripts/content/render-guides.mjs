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
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderBlocks } from './guide-blocks.mjs';
import { parseMarkdown } from './guide-markdown.mjs';
import { COLORS, fix, fontName, MARGIN, newDocument, SIZE } from './guide-style.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const GUIDE_DIR = path.join(ROOT, 'content', 'guides');
const OUT_DIR = path.join(ROOT, 'content', 'media', 'guides');

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
