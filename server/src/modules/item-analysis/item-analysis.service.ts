/**
 * Item analysis for administrators (issue 18 item 5): per question and per test, from the
 * sums practice aggregates in SQL over graded attempts; the statistics themselves are the pure
 * rule of core/rules/item-stats.ts. Sorting and paging run here over one row per question
 * (a few thousand at most), after the one aggregate.
 */

import { toCsv } from '@core/rules/csv';
import { itemStats, MIN_RESPONSES } from '@core/rules/item-stats';
import type {
  ItemList,
  ItemRow,
  ItemStatsOut,
  itemExportQuery,
  itemListQuery,
  TestAnalysisList,
} from '@core/schemas/item-analysis';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import { isUuid } from '../../lib/ids';
import { catalogTests, getCatalog } from '../catalog/catalog.service';
import * as practice from '../practice/practice.service';
import { findQuestions } from '../question-bank/question-bank.service';
import {
  CSV_HEADER,
  csvRow,
  NO_RESPONSES,
  presentItem,
  presentStats,
  presentUnanswered,
} from './item-analysis.presenter';

type Filter = Pick<z.infer<typeof itemListQuery>, 'test_id' | 'flagged' | 'sort' | 'order'>;

const sortValue: Record<Filter['sort'], (s: ItemStatsOut) => number | null> = {
  responses: (s) => s.responses,
  facility: (s) => s.facility,
  discrimination: (s) => s.discrimination,
  flags: (s) => (s.sufficient ? s.flags.length : null),
};

/**
 * The aggregate reads every graded answer (200,000 in the bench: bench/readiness-items.ts), and
 * an administrator sorts, pages, filters and exports the same figures in a row; so each
 * database's tallies are kept TALLY_CACHE_MS per filter. The figures are that much behind the
 * latest graded attempts, which no item statistic over 30 or more responses notices.
 */
export const TALLY_CACHE_MS = 30_000;
const tallyCache = new WeakMap<object, Map<string, { at: number; rows: Promise<practice.TallyRow[]> }>>();

function cachedTallies(db: Executor, testId: string | undefined): Promise<practice.TallyRow[]> {
  const perDb = tallyCache.get(db) ?? new Map();
  tallyCache.set(db, perDb);
  const key = testId ?? '';
  const hit = perDb.get(key);
  if (hit && Date.now() - hit.at < TALLY_CACHE_MS) return hit.rows;
  const rows = practice.itemTallies(db, { testId });
  perDb.set(key, { at: Date.now(), rows });
  rows.catch(() => perDb.delete(key)); // a failed read is not kept
  return rows;
}

/** Every analysed question of the filter, sorted; below the floor (or without a figure) last. */
async function sortedTallies(db: Executor, f: Filter) {
  const tallies = await cachedTallies(db, f.test_id);
  const rows = tallies
    .map((t) => ({ t, stats: itemStats(t) }))
    .filter((r) => !f.flagged || (r.stats.sufficient && r.stats.flags.length > 0));
  const value = sortValue[f.sort];
  const dir = f.order === 'asc' ? 1 : -1;
  const keyed = rows.map((r) => ({ ...r, v: value(presentStats(r.stats)) }));
  keyed.sort((a, b) => {
    if (a.v === null || b.v === null) return a.v === b.v ? b.t.n - a.t.n : a.v === null ? 1 : -1;
    return (a.v - b.v) * dir || b.t.n - a.t.n || a.t.questionId.localeCompare(b.t.questionId);
  });
  return keyed;
}

async function withQuestions(
  db: Executor,
  rows: Awaited<ReturnType<typeof sortedTallies>>,
): Promise<ItemRow[]> {
  const questions = new Map(
    (
      await findQuestions(
        db,
        rows.map((r) => r.t.questionId),
      )
    ).map((q) => [q.id, q]),
  );
  return rows.map((r) => presentItem(r.t, questions.get(r.t.questionId), r.stats));
}

export async function listItems(db: Db, query: z.infer<typeof itemListQuery>): Promise<ItemList> {
  const rows = await sortedTallies(db, query);
  const page = rows.slice((query.page - 1) * query.limit, query.page * query.limit);
  return {
    items: await withQuestions(db, page),
    total: rows.length,
    page: query.page,
    limit: query.limit,
    min_responses: MIN_RESPONSES,
  };
}

/** One question's analysis (404 for a question no graded attempt drew and the bank does not hold). */
export async function itemOf(db: Db, questionId: string): Promise<ItemRow> {
  if (!isUuid(questionId)) throw notFound('Question not found');
  const [tally] = await practice.itemTallies(db, { questionIds: [questionId] });
  const [question] = await findQuestions(db, [questionId]);
  if (tally) return presentItem(tally, question);
  if (!question) throw notFound('Question not found');
  return presentUnanswered(question);
}

/** Statistics of several questions (the question reports' list), keyed by id. */
export async function statsOf(db: Executor, questionIds: string[]): Promise<Map<string, ItemStatsOut>> {
  if (questionIds.length === 0) return new Map();
  const tallies = await practice.itemTallies(db, { questionIds });
  const found = new Map(tallies.map((t) => [t.questionId, presentStats(itemStats(t))]));
  return new Map(questionIds.map((id) => [id, found.get(id) ?? NO_RESPONSES]));
}

/** The whole filtered, sorted list as CSV (every cell escaped by toCsv). */
export async function exportItems(db: Db, query: z.infer<typeof itemExportQuery>): Promise<string> {
  const rows = await withQuestions(db, await sortedTallies(db, query));
  return toCsv([CSV_HEADER, ...rows.map(csvRow)]);
}

/** Per practice test: attempts, learners, mean score, and how many of its items are analysed and flagged. */
export async function testAnalysis(db: Db): Promise<TestAnalysisList> {
  const [catalog, totals, tallies] = await Promise.all([
    getCatalog(db),
    practice.testTotals(db),
    cachedTallies(db, undefined),
  ]);
  const items = new Map<string, { items: number; analysed: number; flagged: number }>();
  for (const t of tallies) {
    const s = itemStats(t);
    const c = items.get(t.testId) ?? { items: 0, analysed: 0, flagged: 0 };
    c.items += 1;
    if (s.sufficient) c.analysed += 1;
    if (s.sufficient && s.flags.length > 0) c.flagged += 1;
    items.set(t.testId, c);
  }
  const titles = new Map(
    catalogTests(catalog).map((t) => [
      t.test_id,
      { title: `${t.subject} — ${t.difficulty_label}`, area: t.board_area },
    ]),
  );
  return {
    tests: totals
      .map((t) => {
        const c = items.get(t.testId) ?? { items: 0, analysed: 0, flagged: 0 };
        const title = titles.get(t.testId);
        return {
          test_id: t.testId,
          title: title?.title ?? t.testId,
          board_area: title?.area ?? '',
          attempts: t.attempts,
          learners: t.learners,
          average_score: t.averageScore,
          items: c.items,
          items_analysed: c.analysed,
          items_flagged: c.flagged,
        };
      })
      .sort((a, b) => b.items_flagged - a.items_flagged || b.attempts - a.attempts),
    min_responses: MIN_RESPONSES,
  };
}
