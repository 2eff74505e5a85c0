// Drawing the parsed blocks of a guide (paragraphs, lists, tables, boxes) onto a PDF page flow.
import { inlineRuns, plainText } from './guide-markdown.mjs';
import {
  BOX_BAR,
  BOX_PAD,
  CELL_PAD,
  COLORS,
  COMPACT,
  fix,
  fontName,
  LINE_GAP,
  newDocument,
  SIZE,
} from './guide-style.mjs';

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

export function renderBlocks(doc, ctx, blocks, left, width) {
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
