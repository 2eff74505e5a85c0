import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { forbidden } from '../../lib/http-errors';
import { deniedBoardAreas, userMay } from '../access/access.service';

/** What a user may see of the courses: all areas but those an administrator closed to them. */
export interface CourseScope {
  deniedAreas: string[];
  canSeeArea(area: string): boolean;
}

const ALL: CourseScope = { deniedAreas: [], canSeeArea: () => true };

/**
 * Course access (decisions.md): admin, active trial or active paid plan → allowed; else
 * 403 with the policy's message. Per-user board-area restrictions apply to learners only.
 */
export async function requireCourseAccess(db: Db, user: UserRow, now = new Date()): Promise<CourseScope> {
  const decision = userMay(user, 'courses', now);
  if (!decision.allowed) throw forbidden(decision.reason);
  if (user.role !== 'learner') return ALL;
  const denied = await deniedBoardAreas(db, user.id);
  if (!denied.length) return ALL;
  return { deniedAreas: denied, canSeeArea: (area) => !denied.includes(area) };
}

export const AREA_CLOSED_MESSAGE =
  'This board area is not available on your account. Please contact your administrator.';

export function requireArea(scope: CourseScope, area: string): void {
  if (!scope.canSeeArea(area)) throw forbidden(AREA_CLOSED_MESSAGE);
}
