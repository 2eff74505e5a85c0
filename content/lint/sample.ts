/**
 * npm run sample:content [-- --seed 2026 --n 30]: a reproducible random sample of the question
 * bank for a reviewer to check against its citations (method in content/REVIEW.md). Prints
 * each item with file and line, key, explanation and citation.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { type Item, readItems } from './question-lint';

const { values } = parseArgs({
  options: { seed: { type: 'string', default: '2026' }, n: { type: 'string', default: '30' } },
});
const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../questions');

/** mulberry32: a small, well-known seeded generator, so the same seed gives the same sample. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function sample(items: Item[], n: number, seed: number): Item[] {
  const next = random(seed);
  const pool = [...items];
  // Partial Fisher–Yates: the first n of a uniform shuffle.
  for (let i = 0; i < Math.min(n, pool.length); i++) {
    const j = i + Math.floor(next() * (pool.length - i));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, n);
}

const files = fs
  .readdirSync(dir)
  .filter((f) => f.endsWith('.csv'))
  .sort();
const items = files.flatMap((f) => readItems(path.join(dir, f)));
for (const [i, item] of sample(items, Number(values.n), Number(values.seed)).entries()) {
  console.log(`\n#${i + 1} ${item.file}:${item.line} (${item.subject}, ${item.difficulty})`);
  console.log(item.question);
  for (const [k, o] of item.options.entries()) console.log(`  ${'ABCD'[k]}. ${o}`);
  console.log(`key: ${item.key}\nexplanation: ${item.explanation}\ncitation: ${item.citation}`);
}
