import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupSecondInstance, setupTestApp, type TestContext } from '../../../test/app';
import { buildPaidLearner } from '../../../test/factories';
import type { App } from '../../app';
import { startSession } from './auth.service';

let a: TestContext;
let b: App;
/** B's own connections: a script's writes. */
let dbB: TestContext['db'];

beforeAll(async () => {
  a = await setupTestApp();
  ({ app: b, db: dbB } = await setupSecondInstance(a));
});

const me = (app: App, token: string) =>
  app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });

/** Both instances have the token in their cache (two calls each). */
async function warm(token: string) {
  for (const app of [a.app, b, a.app, b]) expect((await me(app, token)).statusCode).toBe(200);
}

describe('session cache across two instances', () => {
  it('answers a known token from memory (a change that is not announced is not read)', async () => {
    const learner = await buildPaidLearner(a.db);
    await warm(learner.token);
    // No code changes a token's hash; doing it by hand shows the lookup was not repeated.
    await a.db.execute(
      sql`update sessions set token_hash = 'x' || token_hash where user_id = ${learner.user.id}`,
    );
    expect((await me(b, learner.token)).statusCode).toBe(200);
  });

  it('logout on A: the token is refused on B at the next request, every time', async () => {
    for (let i = 0; i < 15; i++) {
      const learner = await buildPaidLearner(a.db);
      await warm(learner.token);
      const out = await a.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { authorization: `Bearer ${learner.token}` },
      });
      expect(out.statusCode).toBe(200);
      expect((await me(b, learner.token)).statusCode).toBe(401);
      expect((await me(a.app, learner.token)).statusCode).toBe(401);
    }
  });

  it('sessions deleted by a script and a changed account apply on both at once', async () => {
    const learner = await buildPaidLearner(a.db);
    const second = await startSession(a.db, learner.user);
    await warm(learner.token);
    await warm(second);

    await dbB.execute(sql`update users set name = 'Renamed Learner' where id = ${learner.user.id}`);
    expect((await me(a.app, learner.token)).json().name).toBe('Renamed Learner');
    expect((await me(b, second)).json().name).toBe('Renamed Learner');

    await a.db.execute(sql`delete from sessions where user_id = ${learner.user.id}`);
    expect((await me(b, learner.token)).statusCode).toBe(401);
    expect((await me(a.app, second)).statusCode).toBe(401);
  });

  it('a password change on B signs the other devices out on A', async () => {
    const learner = await buildPaidLearner(a.db);
    const other = await startSession(a.db, learner.user);
    await warm(learner.token);
    await warm(other);
    const changed = await b.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { authorization: `Bearer ${learner.token}` },
      payload: { current_password: learner.password, new_password: 'Tamaraw-Falls-9184' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await me(a.app, other)).statusCode).toBe(401);
    expect((await me(a.app, learner.token)).statusCode).toBe(200);
  });
});
