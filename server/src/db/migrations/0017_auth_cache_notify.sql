-- The instances' session caches (modules/auth/session-cache.ts) drop a user's entries when
-- this announces them: on every deleted session (logout, password change or reset, a
-- deleted account) and every changed or deleted user, whatever wrote it. Delivered to the
-- listening instances when the transaction commits; more than 100 users at once say '*'.
CREATE OR REPLACE FUNCTION crimreview_announce_auth_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  n integer;
BEGIN
  IF TG_TABLE_NAME = 'sessions' THEN
    SELECT count(DISTINCT user_id) INTO n FROM changed_rows;
    IF n > 100 THEN
      PERFORM pg_notify('crimreview_auth', '*');
    ELSE
      PERFORM pg_notify('crimreview_auth', u::text) FROM (SELECT DISTINCT user_id AS u FROM changed_rows) s;
    END IF;
  ELSE
    SELECT count(*) INTO n FROM changed_rows;
    IF n > 100 THEN
      PERFORM pg_notify('crimreview_auth', '*');
    ELSE
      PERFORM pg_notify('crimreview_auth', id::text) FROM changed_rows;
    END IF;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_announce_delete AFTER DELETE ON sessions
  REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION crimreview_announce_auth_change();
--> statement-breakpoint
CREATE TRIGGER users_announce_update AFTER UPDATE ON users
  REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION crimreview_announce_auth_change();
--> statement-breakpoint
CREATE TRIGGER users_announce_delete AFTER DELETE ON users
  REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION crimreview_announce_auth_change();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION crimreview_announce_auth_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('crimreview_auth', '*');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_announce_truncate AFTER TRUNCATE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION crimreview_announce_auth_truncate();
--> statement-breakpoint
CREATE TRIGGER users_announce_truncate AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION crimreview_announce_auth_truncate();
