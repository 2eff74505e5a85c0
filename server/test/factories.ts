import { randomBytes } from 'node:crypto';
import type { Db } from '../src/db/client';
import type { UserRow } from '../src/db/schema';
import { resolveSession, startSession } from '../src/modules/auth/auth.service';
import { insertUser, type NewUser } from '../src/modules/users/users.service';

export const TEST_PASSWORD = 'Correct-Horse-42';

export interface TestUser {
  user: UserRow;
  token: string;
  /** The id of the session behind `token` (signed media URLs carry it). */
  sessionId: string;
  password: string;
  headers: { authorization: string };
}

const days = (n: number) => new Date(Date.now() + n * 86_400_000);

/** A user with a live session. Defaults: a learner on a fresh trial. */
export async function buildUser(db: Db, overrides: Partial<NewUser> = {}): Promise<TestUser> {
  const user = await insertUser(db, {
    email: `user-${randomBytes(5).toString('hex')}@example.com`,
    name: 'Test Learner',
    password: TEST_PASSWORD,
    ...overrides,
  });
  const token = await startSession(db, user);
  const session = await resolveSession(db, token);
  return {
    user,
    token,
    sessionId: session!.sessionId,
    password: overrides.password ?? TEST_PASSWORD,
    headers: { authorization: `Bearer ${token}` },
  };
}

export const buildAdmin = (db: Db, o: Partial<NewUser> = {}) =>
  buildUser(db, { role: 'admin', name: 'Test Admin', subscriptionExpiresAt: null, isVerified: true, ...o });

export const buildSubAdmin = (db: Db, o: Partial<NewUser> = {}) =>
  buildUser(db, { role: 'sub_admin', name: 'Test Sub-admin', isVerified: true, ...o });

/** A verified learner whose payment was approved: may take practice tests. */
export const buildPaidLearner = (db: Db, o: Partial<NewUser> = {}) =>
  buildUser(db, {
    subscription: 'premium',
    subscriptionExpiresAt: days(30),
    isVerified: true,
    paymentVerified: true,
    ...o,
  });

export const buildExpiredTrialLearner = (db: Db, o: Partial<NewUser> = {}) =>
  buildUser(db, { subscription: 'trial', subscriptionExpiresAt: days(-1), ...o });
