import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/db';
import type { Database } from '../client';
import { seed } from './index';

let database: Database;
let dataDir: string;
beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crimreview-seed-'));
});
afterAll(async () => {
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const TABLES = [
  'users',
  'review_centers',
  'newsfeed_posts',
  'questions',
  'courses',
  'videos',
  'study_materials',
  'test_attempts',
  'attempt_results',
  'study_sessions',
  'video_progress',
];

async function counts(): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const t of TABLES) {
    const { rows } = await database.pool.query(`select count(*)::int as n from ${t}`);
    out[t] = rows[0].n;
  }
  return out;
}

describe('demo seed', () => {
  it('loads every board area with lectures and guides, every test with questions, and adds nothing twice', async () => {
    const printed: string[] = [];
    const opts = { demo: true, dataDir, log: () => {}, print: (s: string) => printed.push(s) };
    await seed(database.db, opts);
    const first = await counts();
    expect(first.questions).toBeGreaterThanOrEqual(540);
    expect(first.courses).toBe(6);
    expect(first.videos).toBeGreaterThanOrEqual(18);
    expect(first.study_materials).toBeGreaterThanOrEqual(6);
    expect(first.review_centers).toBeGreaterThanOrEqual(3);
    expect(first.newsfeed_posts).toBe(1);
    expect(first.test_attempts).toBeGreaterThan(0);

    const perTest = await database.pool.query(
      'select count(*)::int as n from questions group by board_area_id, subject_index, difficulty',
    );
    expect(perTest.rows).toHaveLength(108);
    expect(Math.min(...perTest.rows.map((r) => r.n))).toBeGreaterThanOrEqual(5);
    const areas = await database.pool.query(
      'select count(distinct v.board_area_id)::int as videos, (select count(distinct board_area_id)::int from study_materials) as guides from videos v',
    );
    expect(areas.rows[0]).toEqual({ videos: 6, guides: 6 });

    const accounts = fs.readFileSync(path.join(dataDir, 'demo-accounts.txt'), 'utf8');
    expect(accounts).toMatch(/learner@crimreview\.local\s+\S{8,}/);
    expect(printed.join('\n')).toContain('learner@crimreview.local');

    printed.length = 0;
    await seed(database.db, opts);
    expect(await counts()).toEqual(first);
    expect(printed).toEqual([]); // passwords are printed once only
  }, 60_000);

  it('loads only the catalog when demo mode is off', async () => {
    const other = await createTestDatabase();
    try {
      await seed(other.db, { demo: false, dataDir, log: () => {}, print: () => {} });
      const { rows } = await other.pool.query(
        'select (select count(*)::int from questions) as q, (select count(*)::int from subjects) as s',
      );
      expect(rows[0]).toEqual({ q: 0, s: 36 });
    } finally {
      await other.close();
    }
  });
});
