import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * Read-only aggregates for the learner dashboard. Every figure is summed in SQL from the
 * stored tracking data (study_sessions, video_progress) and submitted test_attempts.
 */

type Timestamp = Date | string;

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await db.execute(query);
  return result.rows as T[];
}

export interface Totals {
  video_seconds: number;
  material_seconds: number;
  completed_lessons: number;
  total_tests: number;
  average_score: number | null;
  best_score: number | null;
}

export async function totals(db: Db, userId: string): Promise<Totals> {
  const [row] = await rows<Totals>(
    db,
    sql`select
      (select coalesce(sum(duration_seconds) filter (where kind = 'video'), 0)::int
         from study_sessions where user_id = ${userId}) as video_seconds,
      (select coalesce(sum(duration_seconds) filter (where kind = 'material'), 0)::int
         from study_sessions where user_id = ${userId}) as material_seconds,
      (select count(*)::int from video_progress where user_id = ${userId} and completed) as completed_lessons,
      t.total_tests, t.average_score, t.best_score
    from (
      select count(*)::int as total_tests,
             round(avg(score)::numeric, 1)::float8 as average_score,
             max(score)::int as best_score
      from test_attempts
      where user_id = ${userId} and status = 'submitted' and score is not null
    ) t`,
  );
  return row!;
}

/** Distinct days (YYYY-MM-DD in `timeZone`) with study time, a completed lesson or a test, newest first. */
export async function activeDays(
  db: Db,
  userId: string,
  timeZone: string,
  sinceDays = 400,
): Promise<string[]> {
  const result = await rows<{ day: string }>(
    db,
    sql`select distinct to_char(ts at time zone ${timeZone}, 'YYYY-MM-DD') as day
    from (
      select started_at as ts from study_sessions
        where user_id = ${userId} and duration_seconds > 0
          and started_at > now() - make_interval(days => ${sinceDays})
      union all
      select completed_at from video_progress
        where user_id = ${userId} and completed_at > now() - make_interval(days => ${sinceDays})
      union all
      select submitted_at from test_attempts
        where user_id = ${userId} and status = 'submitted'
          and submitted_at > now() - make_interval(days => ${sinceDays})
    ) activity
    order by day desc`,
  );
  return result.map((r) => r.day);
}

export interface AreaProgressRow {
  id: string;
  title: string;
  study_course_id: number | null;
  total_lessons: number;
  completed_lessons: number;
  seconds: number;
  last_accessed: Timestamp | null;
}

/** Per board area: lessons, completions and study time (videos and materials of the area). */
export async function progressByArea(db: Db, userId: string): Promise<AreaProgressRow[]> {
  return rows<AreaProgressRow>(
    db,
    sql`with lessons as (
      select v.board_area_id, count(*)::int as total,
             count(*) filter (where vp.completed)::int as completed,
             max(vp.updated_at) as last_progress
      from videos v
      left join video_progress vp on vp.video_id = v.id and vp.user_id = ${userId}
      group by v.board_area_id
    ), time as (
      select coalesce(v.board_area_id, m.board_area_id) as board_area_id,
             sum(s.duration_seconds)::int as seconds,
             max(coalesce(s.ended_at, s.started_at)) as last_session
      from study_sessions s
      left join videos v on v.id = s.video_id
      left join study_materials m on m.id = s.material_id
      where s.user_id = ${userId}
      group by 1
    ), first_course as (
      select board_area_id, min(id) as course_id from courses group by board_area_id
    )
    select ba.id, ba.title, fc.course_id as study_course_id,
           coalesce(l.total, 0) as total_lessons, coalesce(l.completed, 0) as completed_lessons,
           coalesce(t.seconds, 0) as seconds,
           nullif(greatest(coalesce(l.last_progress, '-infinity'), coalesce(t.last_session, '-infinity')),
                  '-infinity') as last_accessed
    from board_areas ba
    left join lessons l on l.board_area_id = ba.id
    left join time t on t.board_area_id = ba.id
    left join first_course fc on fc.board_area_id = ba.id
    order by ba.sort_order`,
  );
}

export interface ActivityRow {
  type: 'study' | 'test';
  description: string;
  score: number | null;
  duration_minutes: number | null;
  ts: Timestamp;
}

/** The latest study sessions, lesson completions and submitted tests, merged newest first. */
export async function recentActivity(db: Db, userId: string, limit: number): Promise<ActivityRow[]> {
  return rows<ActivityRow>(
    db,
    sql`(select 'study' as type,
            case when s.kind = 'video' then 'Watched ' || coalesce(v.title, 'a lecture')
                 else 'Studied ' || coalesce(m.title, 'a study guide') end as description,
            null::int as score,
            round(s.duration_seconds / 60.0, 1)::float8 as duration_minutes,
            coalesce(s.ended_at, s.started_at) as ts
       from study_sessions s
       left join videos v on v.id = s.video_id
       left join study_materials m on m.id = s.material_id
       where s.user_id = ${userId} and s.duration_seconds > 0
       order by ts desc limit ${limit})
    union all
    (select 'study', 'Completed lesson: ' || v.title, null, null, vp.completed_at
       from video_progress vp join videos v on v.id = vp.video_id
       where vp.user_id = ${userId} and vp.completed
       order by vp.completed_at desc limit ${limit})
    union all
    (select 'test', 'Completed practice test: ' || coalesce(nullif(a.test_title, ''), a.test_id), a.score,
            round(coalesce(a.time_used_seconds, 0) / 60.0, 1)::float8, a.submitted_at
       from test_attempts a
       where a.user_id = ${userId} and a.status = 'submitted'
       order by a.submitted_at desc limit ${limit})
    order by ts desc
    limit ${limit}`,
  );
}

export interface ResultRow {
  id: string;
  test_id: string;
  test_title: string;
  board_area: string;
  difficulty_level: string;
  score: number;
  correct_answers: number;
  total_questions: number;
  time_used: number;
  completed_at: Timestamp;
}

/** The latest submitted attempts, newest first. */
export async function latestResults(db: Db, userId: string, limit: number): Promise<ResultRow[]> {
  return rows<ResultRow>(
    db,
    sql`select id, test_id, test_title, board_area_id as board_area, difficulty as difficulty_level,
           score, coalesce(correct_answers, 0) as correct_answers, total_questions,
           coalesce(time_used_seconds, 0) as time_used, submitted_at as completed_at
    from test_attempts
    where user_id = ${userId} and status = 'submitted' and score is not null
    order by submitted_at desc
    limit ${limit}`,
  );
}

export interface AreaScoreRow {
  board_area: string;
  title: string;
  average_score: number | null;
  tests: number;
}

export async function averageByArea(db: Db, userId: string): Promise<AreaScoreRow[]> {
  return rows<AreaScoreRow>(
    db,
    sql`select ba.id as board_area, ba.title,
           round(avg(a.score)::numeric, 1)::float8 as average_score,
           count(a.id)::int as tests
    from board_areas ba
    left join test_attempts a
      on a.board_area_id = ba.id and a.user_id = ${userId} and a.status = 'submitted' and a.score is not null
    group by ba.id
    order by ba.sort_order`,
  );
}
