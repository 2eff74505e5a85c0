import { AREA_FLOOR, assessReadiness, PASSING_AVERAGE } from '@core/rules/readiness';
import type { Readiness } from '@core/schemas/readiness';
import type { Db } from '../../db/client';
import { requirePlanFeature } from '../access/access.service';
import { getCatalog } from '../catalog/catalog.service';
import * as practice from '../practice/practice.service';
import type { UserRow } from '../users/users.service';
import { presentReadiness } from './readiness.presenter';

/** GET /readiness: the learner's own practice results read against the CLE passing rule. */
export async function readinessOf(db: Db, user: UserRow, now = new Date()): Promise<Readiness> {
  requirePlanFeature(user, 'readiness', now);
  const userId = user.id;
  const [catalog, attempts] = await Promise.all([getCatalog(db), practice.gradedAttemptCounts(db, userId)]);
  const areas = catalog.board_areas.map((a) => ({ id: a.id, weight: a.weight }));
  const titles = new Map(catalog.board_areas.map((a) => [a.id, a.title]));
  return {
    ...presentReadiness(assessReadiness(attempts, areas, now), titles),
    passing_average: PASSING_AVERAGE,
    area_floor: AREA_FLOOR,
  };
}
