import { setupTestApp } from '../../../test/app';
import { buildAdmin, buildPaidLearner, type TestUser } from '../../../test/factories';
import { httpHelpers } from '../../../test/http';
import type { App } from '../../app';
import { buildPool } from '../question-bank/question-bank.fixtures';

/** Shared by test-access-admin.test.ts and test-access-monitoring.test.ts. */

export const AREA = 'criminalistics';
export const TEST = 'criminalistics-2-basic';

/** An administrator, pools in two areas and 50 paid learners named "Learner 00" to "Learner 49". */
export async function setupAccessAdmin() {
  const t = await setupTestApp();
  const admin = await buildAdmin(t.db);
  await buildPool(t.db, { boardArea: AREA, subjectIndex: 2, difficulty: 'basic', count: 8 });
  await buildPool(t.db, { boardArea: 'criminal-law', subjectIndex: 1, difficulty: 'basic', count: 8 });
  const learners: TestUser[] = [];
  for (let i = 0; i < 50; i++)
    learners.push(await buildPaidLearner(t.db, { name: `Learner ${String(i).padStart(2, '0')}` }));
  return { t, admin, learners };
}

export function accessAdminHelpers(app: () => App) {
  const { get, send, startTest, takeTest } = httpHelpers(app);
  return {
    get,
    send,
    startTest,
    takeTest: (learner: TestUser, testId = TEST) => takeTest(learner.headers, testId),
    statusOf: async (learner: TestUser, testId: string) =>
      (await get(`/api/user-tracking/test-eligibility/${testId}`, learner.headers)).json().status,
  };
}
