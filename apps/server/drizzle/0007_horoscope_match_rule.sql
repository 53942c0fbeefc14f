CREATE TABLE "match_rules" (
	"domain" varchar(20) PRIMARY KEY NOT NULL,
	"rule" jsonb NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "profiles_search_dob_idx";--> statement-breakpoint
ALTER TABLE "match_rules" ADD CONSTRAINT "match_rules_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "profiles_search_dob_idx" ON "profiles" USING btree ("domain","gender","date_of_birth","marital_status","user_id","birth_star","padham","raasi") WHERE status = 200;