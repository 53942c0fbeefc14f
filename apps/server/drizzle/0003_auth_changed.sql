-- What the auth check reads of an account (token version, role, domain, gender, whether it has a
-- photo) is kept by each server for a while. Any change to it, by whatever process, tells every
-- listening server to drop what it keeps: one notice per statement, delivered at commit.
CREATE FUNCTION "notify_auth_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('auth_changed', '');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_auth_changed" AFTER UPDATE OF "token_version", "role", "domain" OR DELETE OR TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "notify_auth_changed"();--> statement-breakpoint
CREATE TRIGGER "profiles_auth_changed" AFTER INSERT OR UPDATE OF "gender", "user_id" OR DELETE OR TRUNCATE ON "profiles" FOR EACH STATEMENT EXECUTE FUNCTION "notify_auth_changed"();--> statement-breakpoint
CREATE TRIGGER "photos_auth_changed" AFTER INSERT OR UPDATE OF "profile_id" OR DELETE OR TRUNCATE ON "photos" FOR EACH STATEMENT EXECUTE FUNCTION "notify_auth_changed"();
