CREATE TABLE "blocks" (
	"blocker_id" integer NOT NULL,
	"blocked_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blocks_blocker_id_blocked_id_pk" PRIMARY KEY("blocker_id","blocked_id")
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"reporter_id" integer,
	"reporter_mid" varchar(16),
	"profile_id" integer,
	"profile_mid" varchar(16),
	"reason" varchar(30) NOT NULL,
	"details" text,
	"status" varchar(12) DEFAULT 'open' NOT NULL,
	"resolved_by" integer,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "downloads" DROP CONSTRAINT "downloads_subscription_id_subscriptions_id_fk";
--> statement-breakpoint
ALTER TABLE "downloads" DROP CONSTRAINT "downloads_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "downloads" DROP CONSTRAINT "downloads_profile_id_profiles_id_fk";
--> statement-breakpoint
DROP INDEX "profiles_search_idx";--> statement-breakpoint
DROP INDEX "profiles_search_dob_idx";--> statement-breakpoint
DROP INDEX "profiles_public_dob_idx";--> statement-breakpoint
DROP INDEX "profiles_featured_idx";--> statement-breakpoint
ALTER TABLE "downloads" ALTER COLUMN "subscription_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "downloads" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "downloads" ALTER COLUMN "profile_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "downloads" ADD COLUMN "viewer_mid" varchar(16);--> statement-breakpoint
ALTER TABLE "downloads" ADD COLUMN "profile_mid" varchar(16);--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "paused" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "photo_visibility" varchar(12) DEFAULT 'members' NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "blocks" ADD CONSTRAINT "blocks_blocker_id_users_id_fk" FOREIGN KEY ("blocker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blocks" ADD CONSTRAINT "blocks_blocked_id_users_id_fk" FOREIGN KEY ("blocked_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blocks_blocked_idx" ON "blocks" USING btree ("blocked_id","blocker_id");--> statement-breakpoint
CREATE INDEX "reports_status_idx" ON "reports" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reports_profile_idx" ON "reports" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "reports_reporter_idx" ON "reports" USING btree ("reporter_id");--> statement-breakpoint
ALTER TABLE "downloads" ADD CONSTRAINT "downloads_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "downloads" ADD CONSTRAINT "downloads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "downloads" ADD CONSTRAINT "downloads_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "downloads_profile_idx" ON "downloads" USING btree ("profile_id","viewed_at");--> statement-breakpoint
CREATE INDEX "profiles_search_idx" ON "profiles" USING btree ("domain","gender","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE status = 200 and not paused;--> statement-breakpoint
CREATE INDEX "profiles_search_dob_idx" ON "profiles" USING btree ("domain","gender","date_of_birth","marital_status","user_id","birth_star","padham","raasi") WHERE status = 200 and not paused;--> statement-breakpoint
CREATE INDEX "profiles_public_dob_idx" ON "profiles" USING btree ("domain","date_of_birth") WHERE status = 200 and not paused;--> statement-breakpoint
CREATE INDEX "profiles_featured_idx" ON "profiles" USING btree ("domain","gender","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE status = 200 and not paused and is_featured;--> statement-breakpoint
-- The auth check reads whether a member is in any block (either side), so that a search without
-- one skips the check: a block made or lifted must reach every server's kept rows at once.
CREATE TRIGGER "blocks_auth_changed" AFTER INSERT OR DELETE OR TRUNCATE ON "blocks" FOR EACH STATEMENT EXECUTE FUNCTION "notify_auth_changed"();
