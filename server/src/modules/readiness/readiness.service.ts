import { AREA_FLOOR, assessReadiness, PASSING_AVERAGE } from '@core/rules/readiness';
import type { Readiness } from '@core/schemas/readiness';
import type { Db } from '../../db/client';
import { getCatalog } from '../catalog/catalog.service';
import * as practice from '../practice/practice.service';
import { presentReadiness } from './readiness.presenter';

/** GET /readiness: the learner's own practice results read against the CLE passing rule. */
export async function readinessOf(db: Db, userId: string, now = new Date()): Promise<Readiness> {
  const [catalog, attempts] = await Promise.all([getCatalog(db), practice.gradedAttemptCounts(db, userId)]);
  const areas = catalog.board_areas.map((a) => ({ id: a.id, weight: a.weight }));
  const titles = new Map(catalog.board_areas.map((a) => [a.id, a.title]));
  return {
    ...presentReadiness(assessReadiness(attempts, areas, now), titles),
    passing_average: PASSING_AVERAGE,
    area_floor: AREA_FLOOR,
  };
}
