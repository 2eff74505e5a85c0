import { type Item, keyIsLongest, stemWordsOnlyInKey } from './question-lint';

const pct = (n: number, d: number) => `${d ? ((n / d) * 100).toFixed(1) : '0.0'}%`;

/** The bank's figures per board area and difficulty, for the linter's output and REVIEW.md. */
export function bankFigures(items: Item[]): string {
  const lines: string[] = [];
  const areas = [...new Set(items.map((i) => i.boardArea))];
  const levels = ['basic', 'intermediate', 'advanced'];
  lines.push(`${'area'.padEnd(29)}${levels.map((l) => l.padStart(14)).join('')}${'total'.padStart(8)}`);
  for (const area of areas) {
    const inArea = items.filter((i) => i.boardArea === area);
    const counts = levels.map((l) => String(inArea.filter((i) => i.difficulty === l).length).padStart(14));
    lines.push(`${area.padEnd(29)}${counts.join('')}${String(inArea.length).padStart(8)}`);
  }
  const letters = ['A', 'B', 'C', 'D'].map(
    (k) => `${k} ${pct(items.filter((i) => i.key === k).length, items.length)}`,
  );
  lines.push(`total ${items.length}; keys ${letters.join(', ')}`);
  const longest = levels.map((l) => {
    const g = items.filter((i) => i.difficulty === l);
    return `${l} ${pct(g.filter(keyIsLongest).length, g.length)}`;
  });
  lines.push(
    `key is the single longest option: ${pct(items.filter(keyIsLongest).length, items.length)} (${longest.join(', ')})`,
  );
  lines.push(
    `stem word shared only with the key: ${pct(items.filter((i) => stemWordsOnlyInKey(i).length > 0).length, items.length)}`,
  );
  return lines.join('\n');
}
