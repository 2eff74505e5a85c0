// The markdown subset of the study guides (see render-guides.mjs for what it supports),
// parsed into blocks and inline runs for the PDF renderer.

// ---------------------------------------------------------------- markdown
const TABLE_SEP = /^\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$/;

function splitRow(line) {
  let s = line.trim();
  if (s.startsWith('|')) s = s.slice(1);
  if (s.endsWith('|') && !s.endsWith('\\|')) s = s.slice(0, -1);
  return s.split(/(?<!\\)\|/).map((c) => c.trim().replace(/\\\|/g, '|'));
}

export function parseMarkdown(src) {
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
export function inlineRuns(text) {
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

export const plainText = (text) =>
  inlineRuns(text)
    .map((r) => r.text)
    .join('');

export function toLatin1(s) {
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
