import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { oncePerDb } from '../../db/once-per-db';
import { GroupBatcher } from '../../lib/group-batch';
import type { AnswerUpsert, AttemptRow } from './attempts.queries';
import { GRACE_SECONDS } from './grading';

/** One learner's save (answers already one per question). */
export interface SaveRequest {
  attemptId: string;
  userId: string;
  kind: AttemptRow['kind'];
  answers: AnswerUpsert[];
  /** The access module's restrictions of this learner, read just before. */
  blocked: { deniedAreas: string[]; lockedTests: string[] };
}

/** How many answers were written (all or none of the request's) and the attempt's deadline. */
export interface SaveResult {
  written: number;
  deadlineAt: Date | null;
}

/** At most this many learners' saves go in one statement. */
export const MAX_SAVES_PER_STATEMENT = 100;

const savedRows = z.array(z.object({ attempt_id: z.string(), deadline_at: z.coerce.date() }));

/**
 * Several learners' saves in one statement: the hot path of saving (a save not written is looked
 * at closer by the service). Each is written only if the attempt is the learner's, of the
 * caller's kind, open, within its deadline plus grace, holds every question sent, and is not in
 * a closed board area or a locked test: all of a request's answers or none. `for share` waits
 * for a grading in progress (which locks the attempt for update) and then sees it graded. Each
 * attempt at most once per statement.
 */
export async function saveMany(db: Db, batch: SaveRequest[]): Promise<SaveResult[]> {
  const requests = JSON.stringify(
    batch.map((r, k) => ({
      k,
      attempt_id: r.attemptId,
      user_id: r.userId,
      kind: r.kind,
      denied: r.blocked.deniedAreas,
      locked: r.blocked.lockedTests,
    })),
  );
  const answers = JSON.stringify(
    batch.flatMap((r, k) =>
      r.answers.map((a) => ({
        k,
        question_id: a.questionId,
        selected_answer: a.selectedAnswer,
        flagged: a.flagged ?? null,
      })),
    ),
  );
  const result = await db.execute(sql`
    with req as (
      select * from jsonb_to_recordset(${requests}::jsonb)
        as r(k int, attempt_id uuid, user_id uuid, kind text, denied text[], locked text[])
    ), input as (
      select * from jsonb_to_recordset(${answers}::jsonb)
        as i(k int, question_id uuid, selected_answer text, flagged boolean)
    ), a as (
      select t.id, t.deadline_at, req.k from test_attempts t join req on t.id = req.attempt_id
      where t.user_id = req.user_id and t.status = 'in_progress' and t.kind::text = req.kind
        and now() <= t.deadline_at + make_interval(secs => ${GRACE_SECONDS})
        and t.question_ids @> array(select i.question_id from input i where i.k = req.k)
        and not (t.board_area_id = any(req.denied))
        and not (t.test_id = any(req.locked))
      for share of t
    )
    insert into attempt_answers (attempt_id, question_id, selected_answer, flagged, answered_at)
    select a.id, i.question_id, i.selected_answer, coalesce(i.flagged, false), now() from a join input i on i.k = a.k
    on conflict (attempt_id, question_id) do update set
      selected_answer = excluded.selected_answer,
      flagged = coalesce((select i2.flagged from input i2 join a a2 on a2.k = i2.k
        where a2.id = excluded.attempt_id and i2.question_id = excluded.question_id), attempt_answers.flagged),
      answered_at = now()
    returning attempt_id, (select a3.deadline_at from a a3 where a3.id = attempt_answers.attempt_id) as deadline_at
  `);
  const written = new Map<string, SaveResult>();
  for (const row of savedRows.parse(result.rows)) {
    const seen = written.get(row.attempt_id);
    if (seen) seen.written++;
    else written.set(row.attempt_id, { written: 1, deadlineAt: row.deadline_at });
  }
  return batch.map((r) => written.get(r.attemptId) ?? { written: 0, deadlineAt: null });
}

/** This instance's saves for `db`, sent together (lib/group-batch.ts); one per attempt per statement. */
const saveBatcher = oncePerDb(
  (db) =>
    new GroupBatcher<SaveRequest, SaveResult>({
      send: (batch) => saveMany(db, batch),
      maxBatch: MAX_SAVES_PER_STATEMENT,
      keyOf: (r) => r.attemptId,
    }),
);

/**
 * Saves with the other saves of this moment on this instance: the first goes at once, those that
 * arrive while a statement is in flight go together in the next one. Under exam load a save then
 * costs a share of one round trip, one PostgreSQL wake-up and one commit instead of each
 * (bench/README.md, "Issue 17, sixth pass"). Two saves of one attempt go one after the other.
 */
export function saveWithOthers(db: Db, request: SaveRequest): Promise<SaveResult> {
  return saveBatcher(db).add(request);
}
