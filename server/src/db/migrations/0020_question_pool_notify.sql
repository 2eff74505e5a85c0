-- The instances' caches of the question pools' sizes (modules/question-bank/pool-sizes.ts)
-- are dropped when this announces a change to the bank, whatever wrote it (the admin API,
-- a bulk import, a script). One announcement per statement, delivered at commit.
CREATE OR REPLACE FUNCTION crimreview_announce_questions_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('crimreview_questions', '*');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER questions_announce_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON questions
  FOR EACH STATEMENT EXECUTE FUNCTION crimreview_announce_questions_change();
