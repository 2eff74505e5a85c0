-- The instances' caches of learners' restrictions (modules/access/access-cache.ts) drop a
-- user's entry when this announces them: on every inserted, changed or deleted test access or
-- board area access row, whatever wrote it (an administrator, a submit's lock, a script).
-- Delivered to the listening instances when the transaction commits; more than 100 users at
-- once, or a truncate, say '*'. An update is announced for its rows before and after it.
CREATE OR REPLACE FUNCTION crimreview_announce_access_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  n integer;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('crimreview_access', '*');
    RETURN NULL;
  END IF;
  SELECT count(DISTINCT user_id) INTO n FROM changed_rows;
  IF n > 100 THEN
    PERFORM pg_notify('crimreview_access', '*');
  ELSE
    PERFORM pg_notify('crimreview_access', u::text) FROM (SELECT DISTINCT user_id AS u FROM changed_rows) s;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DO $$
DECLARE
  t text;
  fn text := 'FOR EACH STATEMENT EXECUTE FUNCTION crimreview_announce_access_change()';
BEGIN
  FOREACH t IN ARRAY ARRAY['test_access', 'board_area_access'] LOOP
    EXECUTE format('CREATE TRIGGER %1$s_announce_insert AFTER INSERT ON %1$s REFERENCING NEW TABLE AS changed_rows %2$s', t, fn);
    EXECUTE format('CREATE TRIGGER %1$s_announce_update_new AFTER UPDATE ON %1$s REFERENCING NEW TABLE AS changed_rows %2$s', t, fn);
    EXECUTE format('CREATE TRIGGER %1$s_announce_update_old AFTER UPDATE ON %1$s REFERENCING OLD TABLE AS changed_rows %2$s', t, fn);
    EXECUTE format('CREATE TRIGGER %1$s_announce_delete AFTER DELETE ON %1$s REFERENCING OLD TABLE AS changed_rows %2$s', t, fn);
    EXECUTE format('CREATE TRIGGER %1$s_announce_truncate AFTER TRUNCATE ON %1$s %2$s', t, fn);
  END LOOP;
END
$$;
