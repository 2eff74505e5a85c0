import { PERCENTILE_FLOOR, type Percentile, percentileAmong } from '@core/rules/percentile';
import type { PercentileGroup, PercentileReport } from '@core/schemas/readiness';
import type { Db } from '../../db/client';
import { requirePlanFeature } from '../access/access.service';
import * as practice from '../practice/practice.service';
import * as users from '../users/users.service';

/**
 * GET /readiness/percentile: where the learner's average stands among the learners of their
 * review center and among all learners (those with a graded test), behind the privacy floor of
 * core/rules/percentile.ts. Nobody else's figure leaves this function.
 */
export async function percentileOf(db: Db, me: users.UserRow, now = new Date()): Promise<PercentileReport> {
  requirePlanFeature(me, 'percentile', now);
  const userId = me.id;
  const center = me.reviewCenter?.trim() || null;
  const [averages, learners, inCenter] = await Promise.all([
    practice.averageScores(db),
    users.learnerIds(db),
    center ? users.learnerIdsInCenter(db, center) : Promise.resolve([]),
  ]);
  const own = averages.get(userId) ?? null;
  // the learner counts in their own groups even when an account of another role asks
  const among = (ids: string[]) =>
    [...new Set([...ids, userId])].flatMap((id) => {
      const a = averages.get(id);
      return a === undefined ? [] : [a];
    });
  return {
    average: own,
    review_center: center,
    center: center
      ? group(percentileAmong(own, among(inCenter)))
      : { shown: false, percentile: null, learners: null, reason: own === null ? 'no_average' : 'no_center' },
    all: group(percentileAmong(own, among(learners))),
    floor: PERCENTILE_FLOOR,
  };
}

function group(p: Percentile): PercentileGroup {
  return p.shown
    ? { shown: true, percentile: p.percentile, learners: p.learners, reason: null }
    : { shown: false, percentile: null, learners: null, reason: p.reason };
}
