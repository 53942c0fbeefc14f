-- A site that has both Approved real members and Approved demo members keeps them apart (decision
-- 032): whether it has each kind is two probes of this index. `demo` joins the search count's
-- index, so that count still reads the index alone on such a site.
DROP INDEX "profiles_search_dob_idx";--> statement-breakpoint
CREATE INDEX "profiles_site_kind_idx" ON "profiles" USING btree ("domain","demo") WHERE status = 200;--> statement-breakpoint
CREATE INDEX "profiles_search_dob_idx" ON "profiles" USING btree ("domain","gender","date_of_birth","marital_status","user_id","birth_star","chart_code","demo") WHERE status = 200 and not paused;--> statement-breakpoint
-- The auth check now reads whether a member is a demo member, and the kept kinds of each site read
-- `demo` and `status`: a change of either tells every server.
DROP TRIGGER "profiles_auth_changed" ON "profiles";--> statement-breakpoint
CREATE TRIGGER "profiles_auth_changed" AFTER INSERT OR UPDATE OF "gender", "user_id", "status", "demo" OR DELETE OR TRUNCATE ON "profiles" FOR EACH STATEMENT EXECUTE FUNCTION "notify_auth_changed"();
