/**
 * Who may reach which content, beyond the role: the access policy of core/rules/access.ts
 * (subscription, trial, payment) and the per-user restrictions stored here (board areas
 * closed to a learner, test locks). Courses, materials, media and practice all ask here.
 */
import { BOARD_AREA_IDS, parseTestId } from '@core/catalog';
import {
  type AccessDecision,
  type AccessSubject,
  type Capability,
  decideAccess,
  type PlanFeature,
} from '@core/rules/access';
import { can } from '@core/rules/permissions';
import type { boardAreaAccessBodySchema, TestAccessStatus } from '@core/schemas/access';
import type { Catalog } from '@core/schemas/catalog';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client';
import { forbidden } from '../../lib/http-errors';
import { recordAudit } from '../audit/audit.service';
import { boardAreaIn } from '../catalog/catalog.service';
import { type UserRow, userOr404 } from '../users/users.service';
import { presentBoardAreaAccess } from './access.presenter';
import * as q from './access.queries';
import { restrictionsOf } from './access-cache';

export type { TestAccessRow } from './access.queries';
export { watchRestrictions } from './access-cache';
export { evaluateTest, MESSAGES, statusAfterAction, type TestState } from './test-access.rules';

export function accessSubjectOf(u: UserRow): AccessSubject {
  return {
    role: u.role,
    subscription: u.subscription,
    subscription_expires_at: u.subscriptionExpiresAt,
    is_verified: u.isVerified,
    payment_verified: u.paymentVerified,
  };
}

/** A plan feature outside the user's plan: 403 naming the plan to upgrade to (`upgrade_to`). */
export function requirePlanFeature(user: UserRow, feature: PlanFeature, now = new Date()): void {
  const decision = userMay(user, feature, now);
  if (!decision.allowed) throw forbidden(decision.reason, { upgrade_to: decision.upgradeTo });
}

/** decideAccess for a user row (the access policy of decisions.md). */
export function userMay(user: UserRow, capability: Capability, now = new Date()): AccessDecision {
  return decideAccess(accessSubjectOf(user), capability, now);
}

/** Of these users, those who may open the courses of a board area (plan or trial, area not closed). */
export async function usersWithAreaAccess(
  db: Executor,
  candidates: UserRow[],
  area: string,
): Promise<UserRow[]> {
  const denied = new Set(await q.usersDeniedArea(db, area));
  const now = new Date();
  return candidates.filter((u) => !denied.has(u.id) && userMay(u, 'courses', now).allowed);
}

/** What a user may see of the courses: all areas but those an administrator closed to them. */
export interface CourseScope {
  deniedAreas: string[];
  canSeeArea(area: string): boolean;
}

const ALL: CourseScope = { deniedAreas: [], canSeeArea: () => true };

/**
 * Course access (videos, materials, media): the policy's 403 first, then the board areas
 * closed to this user, which do not apply to those exempt (`access.exempt`).
 */
export async function requireCourseAccess(
  db: Executor,
  user: UserRow,
  now = new Date(),
): Promise<CourseScope> {
  const decision = userMay(user, 'courses', now);
  if (!decision.allowed) throw forbidden(decision.reason);
  const deniedAreas = can(user, 'access.exempt') ? new Set<string>() : await closedAreas(db, user.id);
  if (!deniedAreas.size) return ALL;
  return { deniedAreas: [...deniedAreas], canSeeArea: (area) => !deniedAreas.has(area) };
}

/**
 * Course access, and the board area a client named, if any: aliases accepted, 404 for an
 * unknown area, 403 for one closed to this user.
 */
export async function requireCourseArea(
  db: Executor,
  user: UserRow,
  catalog: Catalog,
  areaKey: string | undefined,
): Promise<{ scope: CourseScope; boardArea: string | undefined }> {
  const scope = await requireCourseAccess(db, user);
  const boardArea = areaKey ? boardAreaIn(catalog, areaKey) : undefined;
  if (boardArea) requireArea(scope, boardArea);
  return { scope, boardArea };
}

export const AREA_CLOSED_MESSAGE =
  'This board area is not available on your account. Please contact your administrator.';

export function requireArea(scope: CourseScope, area: string): void {
  if (!scope.canSeeArea(area)) throw forbidden(AREA_CLOSED_MESSAGE);
}

/** A user's recorded restrictions: test access rows by test id, and the areas closed to them. */
export interface Locks {
  tests: Map<string, Readonly<q.TestAccessRow>>;
  deniedAreas: Set<string>;
}

/** Board areas an administrator closed to this user; `area` narrows to one. */
async function closedAreas(db: Executor, userId: string, area?: string): Promise<Set<string>> {
  const rows = await q.boardAreaAccessRows(db, userId, area);
  return new Set(rows.filter((a) => !a.hasAccess).map((a) => a.boardAreaId));
}

/** The restrictions as recorded (administrators' screens); `testId` narrows to one test and its area. */
export async function recordedLocks(db: Executor, userId: string, testId?: string): Promise<Locks> {
  const { tests, deniedAreas } = await restrictionsOf(db, userId);
  if (testId === undefined) {
    return { tests: new Map(tests.map((t) => [t.testId, t])), deniedAreas: new Set(deniedAreas) };
  }
  const area = parseTestId(testId)?.boardArea;
  const row = tests.find((t) => t.testId === testId);
  return {
    tests: new Map(row ? [[testId, row]] : []),
    deniedAreas: new Set(deniedAreas.filter((a) => a === area)),
  };
}

/** The restrictions that apply to this user: none for those exempt (decisions.md: learners only). */
export async function locksFor(db: Executor, user: UserRow, testId?: string): Promise<Locks> {
  if (can(user, 'access.exempt')) return { tests: new Map(), deniedAreas: new Set() };
  return recordedLocks(db, user.id, testId);
}

/** Called in the grading transaction: the test locks until an administrator reopens it. */
export function recordCompletion(tx: Executor, userId: string, testId: string, score: number) {
  return q.lockAfterCompletion(tx, userId, testId, `Completed with a score of ${score}%`);
}

/** An administrator's lock or reopen of one learner's test, with its audit entry. */
export async function setTestStatus(
  db: Db,
  admin: UserRow,
  change: { userId: string; testId: string; status: TestAccessStatus; reason: string },
  /** More writes of the same event in the same transaction (the learner's notification). */
  alsoInTx?: (tx: Executor) => Promise<void>,
): Promise<void> {
  await db.transaction(async (tx) => {
    await q.upsertTestAccess(tx, { ...change, updatedBy: admin.id });
    await alsoInTx?.(tx);
    await recordAudit(tx, {
      actorId: admin.id,
      action: `test_access.${change.status}`,
      target: { type: 'user', id: change.userId },
      reason: change.reason,
      details: { test_id: change.testId },
    });
  });
}

export async function setBoardAreaAccess(
  db: Db,
  admin: UserRow,
  body: z.infer<typeof boardAreaAccessBodySchema>,
) {
  const user = await userOr404(db, body.user_id);
  await db.transaction(async (tx) => {
    await q.setBoardAreaAccess(tx, {
      userId: user.id,
      boardAreaId: body.board_area,
      hasAccess: body.has_access,
      updatedBy: admin.id,
    });
    await recordAudit(tx, {
      actorId: admin.id,
      action: body.has_access ? 'board_area_access.open' : 'board_area_access.close',
      target: { type: 'user', id: user.id },
      details: { board_area: body.board_area },
    });
  });
  return boardAreaAccessOf(db, user.id);
}

/** Every canonical board area → whether the user may take its tests (default: yes). */
export async function boardAreaAccessOf(db: Executor, userId: string) {
  await userOr404(db, userId);
  return presentBoardAreaAccess(userId, BOARD_AREA_IDS, await q.boardAreaAccessRows(db, userId));
}

/** Allow or restrict every board area of one learner at once, with one audit entry. */
export async function setAllBoardAreas(
  db: Db,
  admin: UserRow,
  body: { user_id: string; has_access: boolean },
) {
  const user = await userOr404(db, body.user_id);
  await db.transaction(async (tx) => {
    for (const area of BOARD_AREA_IDS) {
      await q.setBoardAreaAccess(tx, {
        userId: user.id,
        boardAreaId: area,
        hasAccess: body.has_access,
        updatedBy: admin.id,
      });
    }
    await recordAudit(tx, {
      actorId: admin.id,
      action: body.has_access ? 'board_area_access.open_all' : 'board_area_access.close_all',
      target: { type: 'user', id: user.id },
      details: { board_areas: BOARD_AREA_IDS },
    });
  });
  return boardAreaAccessOf(db, user.id);
}

/**
 * What stops a learner's open attempt on their next request (saves, resume): the board areas
 * closed to them and the tests an administrator locked. Nothing for those exempt.
 */
export async function restrictionsFor(db: Executor, user: UserRow) {
  if (can(user, 'access.exempt')) return { deniedAreas: [] as string[], lockedTests: [] as string[] };
  const { tests, deniedAreas } = await restrictionsOf(db, user.id);
  const lockedTests = tests.filter((t) => t.status === 'manually_locked').map((t) => t.testId);
  return { deniedAreas: [...deniedAreas], lockedTests };
}

export const testStatusCounts = q.statusCounts;
export const testAccessRowsOf = q.rowsOf;
export const closedAreasOf = q.closedAreasOf;
export const userIdsWithStatus = q.userIdsWith;

// Bulk locks and repairs of test access live in bulk-access.ts; this face exports them.
export { BULK_ACTIONS, bulkSetTests, lastBulkActions, repairTestAccess } from './bulk-access';
