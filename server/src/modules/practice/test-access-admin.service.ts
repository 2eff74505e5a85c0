/**
 * The administrators' test-access monitoring and bulk controls (admin spec §3 "Test access
 * monitoring", "Bulk access status", §4): practice knows the attempts, access stores the
 * locks and decides; this file joins the two for the screens.
 */
import { toIso } from '@core/rules/time';
import type {
  bulkAccessBodySchema,
  monitoringQuerySchema,
  monitoringTestSchema,
  TestAccessStatus,
} from '@core/schemas/access';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import {
  bulkSetTests,
  closedAreasOf,
  lastBulkActions,
  testAccessRowsOf,
  testStatusCounts,
  userIdsWithStatus,
} from '../access/access.service';
import { catalogTests, getCatalog } from '../catalog/catalog.service';
import { learnerIds, learnersPage, type UserRow, userOr404 } from '../users/users.service';
import { attemptFiguresOf, submittedPairs, usersWithSubmitted } from './test-access-admin.queries';

const LOCKED: TestAccessStatus[] = ['completed_locked', 'manually_locked'];
const intersect = (a: string[] | undefined, b: string[]) => (a ? a.filter((x) => b.includes(x)) : b);

/** GET /admin/test-access-control: figures over every learner, then one page of learners. */
export async function monitoring(db: Db, f: z.infer<typeof monitoringQuerySchema>) {
  const catalog = await getCatalog(db);
  const tests = catalogTests(catalog);
  const order = new Map(tests.map((t, i) => [t.test_id, i]));
  const areaTests = f.board_area
    ? tests.filter((t) => t.board_area === f.board_area).map((t) => t.test_id)
    : undefined;
  const learners = await learnerIds(db);
  const [counts, withCompleted, attention] = await Promise.all([
    testStatusCounts(db, learners),
    usersWithSubmitted(db, learners),
    userIdsWithStatus(db, { userIds: learners, statuses: LOCKED }),
  ]);
  const by: Record<TestAccessStatus, number> = {
    available: 0,
    completed_locked: 0,
    completed_open: 0,
    manually_locked: 0,
  };
  for (const c of counts) if (order.has(c.testId)) by[c.status] += c.n;

  let ids: string[] | undefined;
  if (f.needs_attention)
    ids = await userIdsWithStatus(db, { userIds: learners, statuses: LOCKED, testIds: areaTests });
  if (f.status && f.status !== 'available') {
    ids = intersect(
      ids,
      await userIdsWithStatus(db, { userIds: learners, statuses: [f.status], testIds: areaTests }),
    );
  }
  const page = await learnersPage(db, { ids, search: f.search || undefined, page: f.page, limit: f.limit });
  const pageIds = page.rows.map((u) => u.id);
  const [figures, rows, closed] = await Promise.all([
    attemptFiguresOf(db, pageIds),
    testAccessRowsOf(db, { userIds: pageIds }),
    closedAreasOf(db, pageIds),
  ]);

  type Test = z.infer<typeof monitoringTestSchema>;
  const perUser = new Map<string, Map<string, Test>>(pageIds.map((id) => [id, new Map()]));
  const entry = (userId: string, testId: string): Test | null => {
    const t = tests[order.get(testId) ?? -1];
    if (!t) return null;
    const mine = perUser.get(userId)!;
    let e = mine.get(testId);
    if (!e) {
      e = {
        test_id: testId,
        board_area: t.board_area,
        subject_index: t.subject_index,
        status: 'available',
        is_completed: false,
        is_locked: false,
        requires_action: false,
        difficulty_level: t.difficulty,
        attempts_count: 0,
        last_score: null,
        completion_date: null,
        auto_locked: false,
      };
      mine.set(testId, e);
    }
    return e;
  };
  for (const g of figures) {
    const e = entry(g.userId, g.testId);
    if (!e) continue;
    e.attempts_count = g.attempts;
    e.is_completed = g.attempts > 0;
    e.last_score = g.lastScore;
    e.completion_date = toIso(g.lastSubmittedAt);
  }
  for (const r of rows) {
    const e = entry(r.userId, r.testId);
    if (!e) continue;
    e.status = r.status;
    e.is_locked = LOCKED.includes(r.status);
    e.requires_action = e.is_locked;
    e.auto_locked = r.status === 'completed_locked';
  }
  const shown = (t: Test) =>
    (!f.board_area || t.board_area === f.board_area) &&
    (!f.status || t.status === f.status) &&
    (!f.needs_attention || t.requires_action);
  return {
    total_users: learners.length,
    total: page.total,
    page: f.page,
    limit: f.limit,
    statistics: {
      total_available:
        learners.length * tests.length - by.completed_locked - by.completed_open - by.manually_locked,
      total_completed_locked: by.completed_locked,
      total_completed_open: by.completed_open,
      total_manually_locked: by.manually_locked,
      users_with_completed_tests: withCompleted,
      users_needing_attention: attention.length,
      tests_requiring_action: by.completed_locked + by.manually_locked,
    },
    users: page.rows.map((u) => ({
      user_id: u.id,
      user_name: u.name,
      user_email: u.email,
      restricted_areas: closed.filter((c) => c.userId === u.id).map((c) => c.boardAreaId),
      tests: [...perUser.get(u.id)!.values()]
        .filter(shown)
        .sort((a, b) => order.get(a.test_id)! - order.get(b.test_id)!),
    })),
  };
}

const COLORS = { locked: 'red', unlocked: 'green', partial: 'yellow' } as const;

/** GET /admin/bulk-access-status: per board area, how many learner × test pairs an administrator locked. */
export async function bulkAccessStatus(db: Db) {
  const [catalog, learners, last] = await Promise.all([getCatalog(db), learnerIds(db), lastBulkActions(db)]);
  const locked = new Map<string, number>();
  for (const c of await testStatusCounts(db, learners)) {
    if (c.status === 'manually_locked') locked.set(c.testId, c.n);
  }
  const tests = catalogTests(catalog);
  return {
    board_areas: catalog.board_areas.map((a) => {
      const mine = tests.filter((t) => t.board_area === a.id);
      const lockedTests = mine.reduce((n, t) => n + (locked.get(t.test_id) ?? 0), 0);
      const total = mine.length * learners.length;
      const status: keyof typeof COLORS =
        lockedTests === 0 ? 'unlocked' : lockedTests >= total ? 'locked' : 'partial';
      return {
        board_area_id: a.id,
        title: a.title,
        icon: a.icon,
        status,
        status_color: COLORS[status],
        locked_tests: lockedTests,
        total_tests: total,
        total_users: learners.length,
        subjects: a.subjects.map((s) => ({
          subject_index: s.subject_index,
          name: s.name,
          locked_tests: mine
            .filter((t) => t.subject_index === s.subject_index)
            .reduce((n, t) => n + (locked.get(t.test_id) ?? 0), 0),
        })),
        last_action: last.get(a.id) ?? null,
      };
    }),
  };
}

/** POST /admin/bulk-test-access-control: an area, one of its subjects, or one learner's area. */
export async function bulkTestAccess(db: Db, admin: UserRow, body: z.infer<typeof bulkAccessBodySchema>) {
  const catalog = await getCatalog(db);
  const testIds = catalogTests(catalog)
    .filter(
      (t) =>
        t.board_area === body.board_area && (!body.subject_index || t.subject_index === body.subject_index),
    )
    .map((t) => t.test_id);
  const userIds = body.user_id ? [(await userOr404(db, body.user_id)).id] : await learnerIds(db);
  const completed =
    body.action === 'unlock' ? await submittedPairs(db, { userIds, testIds }) : new Set<string>();
  const scope = {
    board_area: body.board_area,
    subject_index: body.subject_index ?? null,
    user_id: body.user_id ?? null,
  };
  const affected = await bulkSetTests(db, admin, {
    action: body.action,
    userIds,
    testIds,
    completed,
    reason: body.admin_reason,
    scope,
  });
  return { message: `Bulk ${body.action} successful`, ...affected, ...scope };
}
