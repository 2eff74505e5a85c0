/**
 * The question bank's linter (content/lint) in the test suite: every finding, with its file
 * and line, fails the run. The unit tests below pin what each rule counts.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  formatFinding,
  type Item,
  keyIsLongest,
  lintBank,
  lintFile,
  lintItem,
  nearDuplicates,
  stemWordsOnlyInKey,
} from './lint/question-lint';

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'questions');

const item = (over: Partial<Item> = {}): Item => ({
  file: 'x.csv',
  line: 2,
  question: 'Which article of the Revised Penal Code defines felonies?',
  options: ['Article 1', 'Article 4', 'Article 6', 'Article 3'],
  key: 'D',
  boardArea: 'criminal-law',
  subject: 'Criminal Law Book 1',
  difficulty: 'basic',
  explanation:
    'Art. 3 defines felonies as acts and omissions punishable by law; Art. 4 covers criminal liability and impossible crimes.',
  citation: 'RPC Art. 3',
  topic: 'Felonies',
  ...over,
});

describe('question linter rules', () => {
  it('accepts a well-formed item', () => {
    expect(lintItem(item())).toEqual([]);
  });

  it('names the rule for a short explanation, a missing citation and an all-of-the-above option', () => {
    const rules = lintItem(
      item({
        explanation: 'Art. 3.',
        citation: '',
        options: ['Article 1', 'Article 4', 'All of the above', 'Article 3'],
      }),
    ).map((f) => f.rule);
    expect(rules).toEqual(['options', 'explanation', 'citation']);
  });

  it('finds a key that is strictly the longest option, not a tie', () => {
    expect(keyIsLongest(item({ options: ['a', 'bb', 'cc', 'dddd'], key: 'D' }))).toBe(true);
    expect(keyIsLongest(item({ options: ['a', 'bbbb', 'cc', 'dddd'], key: 'D' }))).toBe(false);
  });

  it('finds a stem word that only the key repeats', () => {
    const cued = item({
      question: 'Which patrol method relies on bicycles for mobility?',
      options: ['Foot patrol', 'Bicycle mobility patrol', 'Marine patrol', 'Air patrol'],
      key: 'B',
    });
    expect(stemWordsOnlyInKey(cued)).toEqual(['mobility']);
    expect(stemWordsOnlyInKey(item())).toEqual([]);
  });

  it('counts items per test against the default test size', () => {
    const counts = lintFile('x.csv', [item()]).filter((f) => f.rule === 'count');
    expect(counts).toHaveLength(18);
    expect(counts[0]?.message).toBe('Criminal Law Book 1 / basic: 1 items (a test needs 15)');
  });

  it('reports near-duplicate stems unless the pair is allowed with a reason', () => {
    const a = item({ line: 2, question: 'The Revised Penal Code took effect on what date in 1932?' });
    const b = item({ line: 9, question: 'On what date in 1932 did the Revised Penal Code take effect?' });
    expect(nearDuplicates([a, b]).map(formatFinding)).toEqual([
      expect.stringMatching(/^x\.csv:2 \[near-duplicate\] stem overlaps x\.csv:9/),
    ]);
    expect(nearDuplicates([a, b], [{ a: 'x.csv:2', b: 'x.csv:9', reason: 'one asks the year' }])).toEqual([]);
  });
});

describe('the question bank (content/questions)', () => {
  it('passes the linter', () => {
    const { findings } = lintBank(dir);
    expect(findings.map(formatFinding)).toEqual([]);
  });
});
