-- Married, and fresh (issue 55): a family closes its profile itself when the match is made, tells
-- its story with the other family's yes, and a profile nobody uses leaves the listings with a warning.
ALTER TABLE "profiles" ADD COLUMN "spouse_profile_id" integer REFERENCES "profiles"("id") ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "married_on" date;
--> statement-breakpoint
-- When the profile became Married or Married-Other-Source, by its family or the operator: the
-- dashboard counts them per month.
ALTER TABLE "profiles" ADD COLUMN "married_marked_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "paused_for" varchar(6);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "show_activity" boolean DEFAULT true NOT NULL;
--> statement-breakpoint
-- The day only: the band others see changes at most once a day and tells nobody the hour.
ALTER TABLE "profiles" ADD COLUMN "last_active_on" date DEFAULT CURRENT_DATE NOT NULL;
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "idle_warned_at" timestamp with time zone;
--> statement-breakpoint
UPDATE "profiles" AS p SET
	"last_active_on" = coalesce((SELECT u."seen_at" FROM "users" AS u WHERE u."id" = p."user_id"), p."updated_at")::date,
	"paused_for" = CASE WHEN p."paused" THEN 'member' END,
	"married_marked_at" = CASE WHEN p."status" IN (300, 301) THEN p."updated_at" END;
--> statement-breakpoint
CREATE INDEX "profiles_spouse_idx" ON "profiles" USING btree ("spouse_profile_id") WHERE "spouse_profile_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "profiles_married_idx" ON "profiles" USING btree ("married_marked_at") WHERE "married_marked_at" IS NOT NULL;
--> statement-breakpoint
-- The daily idle run reads the listed profiles by their last day of use.
CREATE INDEX "profiles_idle_idx" ON "profiles" USING btree ("last_active_on") WHERE "status" = 200 AND NOT "paused";
--> statement-breakpoint
CREATE INDEX "profiles_paused_for_idx" ON "profiles" USING btree ("paused_for") WHERE "paused_for" IS NOT NULL;
--> statement-breakpoint
-- Why a profile is paused, kept true to `paused` whoever writes it: a pause without a reason is the
-- member's own, listing it again forgets the reason, and a new number lifts a pause for a dead one.
CREATE FUNCTION "profile_pause_and_marriage"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
	IF NOT NEW."paused" THEN
		NEW."paused_for" := NULL;
	ELSIF NEW."paused_for" IS NULL THEN
		NEW."paused_for" := 'member';
	END IF;
	IF TG_OP = 'UPDATE' AND OLD."paused_for" = 'number' AND NEW."paused_for" = 'number'
		AND NEW."mobiles" IS DISTINCT FROM OLD."mobiles" THEN
		NEW."paused" := false;
		NEW."paused_for" := NULL;
		NEW."number_check_asked_at" := NULL;
	END IF;
	IF NEW."status" IN (300, 301) THEN
		IF TG_OP = 'INSERT' OR OLD."status" NOT IN (300, 301) THEN
			NEW."married_marked_at" := now();
		END IF;
	ELSE
		NEW."married_marked_at" := NULL;
	END IF;
	RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "profiles_pause_and_marriage" BEFORE INSERT OR UPDATE ON "profiles" FOR EACH ROW EXECUTE FUNCTION "profile_pause_and_marriage"();
--> statement-breakpoint
-- A family's story of their marriage. Married through the site, it waits for the other family's
-- yes; then for the operator, who publishes it as a marriage of the home page's carousel. Either
-- family's withdrawal deletes it (and its photo's files).
CREATE TABLE "success_stories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "success_stories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"profile_id" integer NOT NULL REFERENCES "profiles"("id") ON DELETE CASCADE,
	"partner_profile_id" integer REFERENCES "profiles"("id") ON DELETE CASCADE,
	"domain" varchar(20) NOT NULL,
	"text" text NOT NULL,
	"language" varchar(2) NOT NULL,
	"short_key" text NOT NULL,
	"large_key" text NOT NULL,
	"url_key" text NOT NULL,
	"state" varchar(16) NOT NULL,
	"partner_consent_at" timestamp with time zone,
	"reject_reason" text,
	"decided_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "success_stories_profile_uq" ON "success_stories" USING btree ("profile_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "success_stories_partner_uq" ON "success_stories" USING btree ("partner_profile_id") WHERE "partner_profile_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "success_stories_state_idx" ON "success_stories" USING btree ("state", "created_at");
--> statement-breakpoint
ALTER TABLE "marriages" ALTER COLUMN "caption" TYPE varchar(1000);
--> statement-breakpoint
ALTER TABLE "marriages" ADD COLUMN "language" varchar(2);
--> statement-breakpoint
ALTER TABLE "marriages" ADD COLUMN "story_id" integer UNIQUE REFERENCES "success_stories"("id") ON DELETE CASCADE;
