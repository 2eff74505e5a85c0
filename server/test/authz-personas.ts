/** The accounts and data the authorization matrix calls every route with. */
import type { App } from '../src/app';
import type { Db } from '../src/db/client';
import { startSession } from '../src/modules/auth/auth.service';
import { addStoredVideo } from '../src/modules/courses/courses.fixtures';
import { fakeMp4, testStorage } from '../src/modules/media/media.fixtures';
import { insertPost } from '../src/modules/newsfeed/newsfeed.queries';
import { notifyUser } from '../src/modules/notifications/notifications.service';
import { buildPool } from '../src/modules/question-bank/question-bank.fixtures';
import type { UserRow } from '../src/modules/users/users.service';
import { buildAdmin, buildPaidLearner, buildSubAdmin, buildUser } from './factories';

export const PERSONAS = ['visitor', 'trial', 'paid', 'other', 'subAdmin', 'admin'] as const;
export type Persona = (typeof PERSONAS)[number];

export interface MatrixContext {
  users: Record<Exclude<Persona, 'visitor'>, UserRow>;
  /** The paid learner's graded attempt (its result) and open attempt, and a study session. */
  paidResultId: string;
  paidAttemptId: string;
  paidSessionId: string;
  /** A question of the open attempt. */
  paidQuestionId: string;
  /** A notification of the paid learner. */
  paidNotificationId: string;
  /** A newsfeed post (to comment on). */
  postId: string;
}

/** A fresh session per call, so a route such as logout never ends the next call's session. */
export async function headersFor(db: Db, ctx: MatrixContext, persona: Persona) {
  if (persona === 'visitor') return {};
  return { authorization: `Bearer ${await startSession(db, ctx.users[persona])}` };
}

export async function buildMatrixContext(app: App, db: Db, dataDir: string): Promise<MatrixContext> {
  const [trial, paid, other, subAdmin, admin] = await Promise.all([
    buildUser(db),
    buildPaidLearner(db),
    buildPaidLearner(db),
    buildSubAdmin(db),
    buildAdmin(db),
  ]);
  for (const subjectIndex of [1, 2, 3, 4]) await buildPool(db, { subjectIndex, count: 20 });
  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    app.inject({ method, url, payload, headers: paid.headers });

  // A graded attempt (a result) and an open one, both the paid learner's.
  const graded = (await call('GET', '/api/content/questions?test_id=criminal-law-2-basic')).json();
  await call('POST', `/api/practice/attempts/${graded.attempt.id}/submit`, {});
  const open = (await call('GET', '/api/content/questions?test_id=criminal-law-1-basic')).json();
  // A study session of the paid learner, watching a stored lecture.
  const video = await addStoredVideo(db, testStorage(dataDir), fakeMp4(4096));
  const session = await call('POST', '/api/study-materials/start-session', {
    session_type: 'video',
    video_id: video.id,
  });
  if (session.statusCode !== 201) throw new Error(`could not start a study session: ${session.body}`);
  await notifyUser(db, paid.user.id, { type: 'admin_message', title: 'Hello', message: 'For the matrix' });
  const [notification] = (await call('GET', '/api/notifications')).json().notifications;
  const post = await insertPost(db, {
    authorId: admin.user.id,
    authorName: 'Admin',
    content: 'For the matrix',
  });
  return {
    users: {
      trial: trial.user,
      paid: paid.user,
      other: other.user,
      subAdmin: subAdmin.user,
      admin: admin.user,
    },
    paidResultId: graded.attempt.id,
    paidAttemptId: open.attempt.id,
    paidSessionId: session.json().session_id,
    paidQuestionId: open.questions[0].id,
    paidNotificationId: notification.id,
    postId: post.id,
  };
}
