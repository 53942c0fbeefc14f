-- A site that has both Approved real members and Approved demo members keeps them apart (decision
-- 032): whether it has each kind is two probes of this index. `demo` joins the search count's
-- index, so that count still reads the index alone on such a site.
DROP INDEX "profiles_search_dob_idx";--> statement-breakpoint
CREATE INDEX "profiles_site_kind_idx" ON "profiles" USING btree ("domain","demo") WHERE status = 200;--> statement-breakpoint
CREATE INDEX "profiles_search_dob_idx" ON "profiles" USING btree ("domain","gender","date_of_birth","marital_status","user_id","birth_star","chart_code","demo") WHERE status = 200 and not paused;
