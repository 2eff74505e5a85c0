/**
 * The content linter of the question bank (issue 16): reads the CSV files under
 * content/questions and reports every item or file that falls short, naming file and line.
 * Pure reading and counting, no database; `content/lint/cli.ts` runs it from the shell and
 * `content/questions.lint.test.ts` runs it in `npm test`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { BOARD_AREAS, DIFFICULTY_LEVELS } from '@core/catalog';
import { parse } from 'csv-parse/sync';

export interface Item {
  file: string;
  line: number;
  question: string;
  options: [string, string, string, string];
  key: string;
  boardArea: string;
  subject: string;
  difficulty: string;
  explanation: string;
  citation: string;
  topic: string;
}

export interface Finding {
  file: string;
  line?: number;
  rule: string;
  message: string;
}

export const LIMITS = {
  letterShare: [0.22, 0.28] as const,
  longestKeyShare: 0.3,
  stemKeyWordShare: 0.05,
  nearDuplicate: 0.6,
  minExplanation: 80,
};

const LETTERS = ['A', 'B', 'C', 'D'] as const;

export function readItems(file: string): Item[] {
  const text = fs.readFileSync(file, 'utf8');
  const records = parse(text, { bom: true, columns: true, skip_empty_lines: true, info: true }) as {
    record: Record<string, string>;
    info: { lines: number };
  }[];
  const name = path.basename(file);
  // info.lines is the line the record ends on; a record starts after the previous one ends.
  let previousEnd = 1;
  return records.map(({ record: r, info }) => {
    const line = previousEnd + 1;
    previousEnd = info.lines;
    return {
      file: name,
      line,
      question: (r.question ?? '').trim(),
      options: [r.option_a, r.option_b, r.option_c, r.option_d].map((o) =>
        (o ?? '').trim(),
      ) as Item['options'],
      key: (r.correct_answer ?? '').trim().toUpperCase(),
      boardArea: (r.board_area ?? '').trim(),
      subject: (r.subject ?? '').trim(),
      difficulty: (r.difficulty_level ?? '').trim(),
      explanation: (r.explanation ?? '').trim(),
      citation: (r.citation ?? '').trim(),
      topic: (r.topic ?? '').trim(),
    };
  });
}

const STOP = new Set(
  `about above after again against among another answer apply applies based because before being below
  between both called cannot case cases could does doing during each either every except first following
  found from given have having into itself known least less like made make many might more most much
  must never next other otherwise over same shall should since some such than that their them then there
  these they this those through under unless until upon used using what when where whether which while
  whom whose will with within without would your true false correct following statement statements best
  describes refers means called known person persons crime crimes criminal police under law laws
  section article republic philippine philippines`
    .split(/\s+/)
    .filter(Boolean),
);

/** Lower-case alphabetic words of at least five letters that carry meaning. */
export function contentWords(text: string): Set<string> {
  const words = text.toLowerCase().match(/[a-z]+/g) ?? [];
  return new Set(words.filter((w) => w.length >= 5 && !STOP.has(w)).map(stem));
}

/** A light stemmer: enough that 'investigation' and 'investigations' are one word. */
function stem(w: string): string {
  return w.replace(/(ies|es|s)$/, '').replace(/(ing|ed)$/, '');
}

/** Words of the stem found in the key and in no distractor (a cue that gives the key away). */
export function stemWordsOnlyInKey(item: Item): string[] {
  const keyIndex = LETTERS.indexOf(item.key as (typeof LETTERS)[number]);
  if (keyIndex < 0) return [];
  const stemWords = contentWords(item.question);
  const keyWords = contentWords(item.options[keyIndex]);
  const others = new Set(item.options.filter((_, i) => i !== keyIndex).flatMap((o) => [...contentWords(o)]));
  return [...stemWords].filter((w) => keyWords.has(w) && !others.has(w));
}

/** Whether the key is strictly longer than every distractor. */
export function keyIsLongest(item: Item): boolean {
  const keyIndex = LETTERS.indexOf(item.key as (typeof LETTERS)[number]);
  if (keyIndex < 0) return false;
  const len = item.options[keyIndex].length;
  return item.options.every((o, i) => i === keyIndex || o.length < len);
}

/** Word sets for the near-duplicate check: every word of two or more letters, lower case. */
function stemSet(text: string): Set<string> {
  return new Set((text.toLowerCase().match(/[a-z0-9]{2,}/g) ?? []).filter((w) => !STOP.has(w)));
}

export function overlap(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const w of a) if (b.has(w)) shared++;
  const union = a.size + b.size - shared;
  return union === 0 ? 0 : shared / union;
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const where = (i: Item) => `${i.file}:${i.line}`;

/** Checks that stand on one item alone. */
export function lintItem(item: Item): Finding[] {
  const out: Finding[] = [];
  const add = (rule: string, message: string) =>
    out.push({ file: item.file, line: item.line, rule, message });
  if (!item.question) add('stem', 'the question is empty');
  if (item.options.some((o) => !o)) add('options', 'every item needs four options');
  if (new Set(item.options.map((o) => o.toLowerCase())).size < 4) add('options', 'two options are the same');
  if (!LETTERS.includes(item.key as (typeof LETTERS)[number]))
    add('key', `correct_answer '${item.key}' is not A-D`);
  if (item.options.some((o) => /\b(all|none|both|neither) of the (above|foregoing|choices)\b/i.test(o)))
    add('options', "no 'all/none of the above' options");
  if (item.explanation.length < LIMITS.minExplanation)
    add(
      'explanation',
      `explanation of ${item.explanation.length} characters (at least ${LIMITS.minExplanation})`,
    );
  if (!item.citation) add('citation', 'the citation column is empty');
  if (!item.topic) add('topic', 'the topic column is empty');
  const area = BOARD_AREAS.find((a) => a.id === item.boardArea);
  if (!area) add('board_area', `unknown board area '${item.boardArea}'`);
  else if (!area.subjects.includes(item.subject))
    add('subject', `'${item.subject}' is not a subject of ${area.id}`);
  if (!DIFFICULTY_LEVELS.some((d) => d.id === item.difficulty))
    add('difficulty', `unknown difficulty '${item.difficulty}'`);
  return out;
}

/** Checks over one board-area file: counts per test, letters, longest key, cues. */
export function lintFile(file: string, items: Item[]): Finding[] {
  const out: Finding[] = items.flatMap(lintItem);
  const add = (rule: string, message: string) => out.push({ file, rule, message });
  const area = BOARD_AREAS.find((a) => items[0] && a.id === items[0].boardArea);
  if (area) {
    for (const subject of area.subjects) {
      for (const level of DIFFICULTY_LEVELS) {
        const n = items.filter((i) => i.subject === subject && i.difficulty === level.id).length;
        if (n < level.question_count)
          add('count', `${subject} / ${level.id}: ${n} items (a test needs ${level.question_count})`);
      }
    }
  }
  for (const letter of LETTERS) {
    const share = items.filter((i) => i.key === letter).length / Math.max(1, items.length);
    const [lo, hi] = LIMITS.letterShare;
    if (share < lo || share > hi)
      add('letters', `key ${letter} in ${pct(share)} of items (${pct(lo)}–${pct(hi)})`);
  }
  for (const level of [undefined, ...DIFFICULTY_LEVELS.map((d) => d.id)]) {
    const group = items.filter((i) => !level || i.difficulty === level);
    if (!group.length) continue;
    const longest = group.filter(keyIsLongest);
    const share = longest.length / group.length;
    if (share > LIMITS.longestKeyShare)
      add(
        'longest-key',
        `${level ?? 'all levels'}: the key is the single longest option in ${pct(share)} of items (at most ${pct(LIMITS.longestKeyShare)}); e.g. ${longest.slice(0, 5).map(where).join(', ')}`,
      );
  }
  const cued = items.filter((i) => stemWordsOnlyInKey(i).length > 0);
  const cueShare = cued.length / Math.max(1, items.length);
  if (cueShare > LIMITS.stemKeyWordShare)
    add(
      'stem-cue',
      `${pct(cueShare)} of items share a stem word only with the key (at most ${pct(LIMITS.stemKeyWordShare)}): ${cued
        .map((i) => `${where(i)} (${stemWordsOnlyInKey(i).join(', ')})`)
        .join('; ')}`,
    );
  return out;
}

export interface AllowedPair {
  a: string;
  b: string;
  reason: string;
}

/** Near-duplicate stems across every file (word-set overlap ≥ the limit), unless allowed. */
export function nearDuplicates(items: Item[], allowed: AllowedPair[] = []): Finding[] {
  const ok = new Set(
    allowed.filter((p) => p.reason.trim()).flatMap((p) => [`${p.a}|${p.b}`, `${p.b}|${p.a}`]),
  );
  const sets = items.map((i) => stemSet(i.question));
  // Prefix filtering: two sets with overlap ≥ t share a word among the rarest
  // |s| − ⌈t·|s|⌉ + 1 words of either, so only those words are indexed (exact, and fast).
  const frequency = new Map<string, number>();
  for (const s of sets) for (const w of s) frequency.set(w, (frequency.get(w) ?? 0) + 1);
  const prefixes = sets.map((s) => {
    const rare = [...s].sort((a, b) => frequency.get(a)! - frequency.get(b)! || a.localeCompare(b));
    return rare.slice(0, s.size - Math.ceil(LIMITS.nearDuplicate * s.size) + 1);
  });
  const byWord = new Map<string, number[]>();
  prefixes.forEach((p, n) => {
    for (const w of p) byWord.set(w, [...(byWord.get(w) ?? []), n]);
  });
  const out: Finding[] = [];
  for (let n = 0; n < items.length; n++) {
    const candidates = new Set<number>();
    for (const w of prefixes[n]!) for (const m of byWord.get(w)!) if (m > n) candidates.add(m);
    for (const m of candidates) {
      const score = overlap(sets[n]!, sets[m]!);
      if (score < LIMITS.nearDuplicate) continue;
      const a = items[n]!;
      const b = items[m]!;
      if (ok.has(`${where(a)}|${where(b)}`)) continue;
      out.push({
        file: a.file,
        line: a.line,
        rule: 'near-duplicate',
        message: `stem overlaps ${where(b)} by ${pct(score)}`,
      });
    }
  }
  return out;
}

export interface BankReport {
  items: Item[];
  findings: Finding[];
}

export function lintBank(dir: string): BankReport {
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.csv'))
    .sort();
  const items: Item[] = [];
  const findings: Finding[] = [];
  for (const f of files) {
    const fileItems = readItems(path.join(dir, f));
    items.push(...fileItems);
    findings.push(...lintFile(f, fileItems));
  }
  const allowedFile = path.join(dir, 'near-duplicates-allowed.json');
  const allowed: AllowedPair[] = fs.existsSync(allowedFile)
    ? JSON.parse(fs.readFileSync(allowedFile, 'utf8'))
    : [];
  findings.push(...nearDuplicates(items, allowed));
  return { items, findings };
}

export function formatFinding(f: Finding): string {
  return `${f.file}${f.line ? `:${f.line}` : ''} [${f.rule}] ${f.message}`;
}
