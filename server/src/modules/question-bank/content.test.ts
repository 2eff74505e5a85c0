/**
 * Guards the demo question bank (content/questions/*.csv): every row goes through the
 * admin import path, every one of the 108 tests has at least 5 questions, the correct
 * letters are balanced, no question stem appears twice, and seeding twice adds nothing.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/db';
import { questionFiles, type SeedQuestionsReport, seedDemoQuestions } from './seed-questions';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const contentDir = path.join(root, 'content');
const files = questionFiles(contentDir);

describe.skipIf(files.length === 0)('demo question bank (content/questions)', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let report: SeedQuestionsReport;

  beforeAll(async () => {
    database = await createTestDatabase();
    report = await seedDemoQuestions(database.db, contentDir);
    return () => database.close();
  });

  it('holds the six board-area files and imports every row without an error', () => {
    expect(files.map((f) => path.basename(f))).toEqual([
      'correctional-administration.csv',
      'criminal-investigation.csv',
      'criminal-law.csv',
      'criminal-sociology.csv',
      'criminalistics.csv',
      'law-enforcement.csv',
    ]);
    const errors = report.files.flatMap((f) => f.errors.map((e) => `${f.file} row ${e.row}: ${e.error}`));
    expect(errors).toEqual([]);
    expect(report.imported).toBeGreaterThanOrEqual(540);
  });

  it('gives each of the 108 tests at least 5 questions', async () => {
    const { rows } = await database.pool.query(`
      select s.board_area_id || '-' || s.subject_index || '-' || d.id as test_id, count(q.id)::int as n
      from subjects s cross join difficulty_levels d
      left join questions q on q.board_area_id = s.board_area_id and q.subject_index = s.subject_index
        and q.difficulty = d.id
      group by 1 order by 1`);
    expect(rows).toHaveLength(108);
    expect(rows.filter((r) => r.n < 5)).toEqual([]);
  });

  it('balances the correct letters: each between 20% and 30%', async () => {
    const { rows } = await database.pool.query(
      'select correct_answer, count(*)::int as n from questions group by 1 order by 1',
    );
    const total = rows.reduce((s, r) => s + r.n, 0);
    expect(rows.map((r) => r.correct_answer)).toEqual(['A', 'B', 'C', 'D']);
    for (const r of rows) {
      const share = r.n / total;
      expect(share, `${r.correct_answer}: ${(share * 100).toFixed(1)}%`).toBeGreaterThanOrEqual(0.2);
      expect(share, `${r.correct_answer}: ${(share * 100).toFixed(1)}%`).toBeLessThanOrEqual(0.3);
    }
  });

  it('has no duplicate question stems anywhere in the bank', async () => {
    const { rows } = await database.pool.query(`
      select lower(regexp_replace(trim(question), '\\s+', ' ', 'g')) as stem, count(*)::int as n
      from questions group by 1 having count(*) > 1`);
    expect(rows).toEqual([]);
  });

  it('has four distinct options per question', async () => {
    const { rows } = await database.pool.query(`
      select question from questions
      where cardinality(array(select distinct lower(trim(o)) from unnest(array[option_a, option_b, option_c, option_d]) o)) < 4`);
    expect(rows).toEqual([]);
  });

  it('is idempotent: seeding again skips every row', async () => {
    const again = await seedDemoQuestions(database.db, contentDir);
    expect(again.imported).toBe(0);
    expect(again.errors).toBe(0);
    expect(again.skipped).toBe(report.imported);
  });
});
