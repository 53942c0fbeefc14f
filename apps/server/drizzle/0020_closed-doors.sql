-- What a hostile member found open in the last round, closed where the rule lives (issue 50).
--> statement-breakpoint
-- A UTR once entered is spent for good, whatever becomes of its payment or its row: one transfer buys one plan.
CREATE TABLE "used_utrs" (
	"utr" varchar(12) PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
INSERT INTO "used_utrs" ("utr", "payment_id", "created_at") SELECT "utr", "id", coalesce("utr_at", "created_at") FROM "payments" WHERE "utr" IS NOT NULL;
--> statement-breakpoint
-- A link the office's broadcast sends round shows what a printed list may show, not the member's own choice.
ALTER TABLE "share_links" ADD COLUMN "kind" varchar(10) DEFAULT 'member' NOT NULL;
--> statement-breakpoint
-- One broadcast link a member at a time: every broadcast gives the same one.
CREATE UNIQUE INDEX "share_links_broadcast_uq" ON "share_links" USING btree ("profile_id") WHERE kind = 'broadcast';
--> statement-breakpoint
-- A mobile badge names the number its code confirmed: until now always the account's own.
UPDATE "profile_badges" SET "mobile" = "users"."mobile" FROM "profiles", "users" WHERE "profile_badges"."kind" = 'mobile' AND "profile_badges"."mobile" IS NULL AND "profiles"."id" = "profile_badges"."profile_id" AND "users"."id" = "profiles"."user_id";
--> statement-breakpoint
-- It holds only while that number is one of the profile's, which a download gives: search's bit (1, 'mobile') follows.
UPDATE "profiles" SET "badge_mask" = "badge_mask" & ~(1::smallint) WHERE "badge_mask" & 1::smallint <> 0 AND NOT EXISTS (SELECT 1 FROM "profile_badges" WHERE "profile_badges"."profile_id" = "profiles"."id" AND "profile_badges"."kind" = 'mobile' AND "profile_badges"."mobile" = ANY("profiles"."mobiles"));
--> statement-breakpoint
-- A family that set its own password (only a reset raises token_version; the office's is random) or confirmed a code on the account's number holds the account: claimed, its claim links spent, audited.
WITH "claimed" AS (UPDATE "users" SET "claimed_at" = now(), "updated_at" = now() WHERE "registered_by" IS NOT NULL AND "claimed_at" IS NULL AND "role" = 'USER' AND ("token_version" > 0 OR EXISTS (SELECT 1 FROM "profiles" JOIN "profile_badges" ON "profile_badges"."profile_id" = "profiles"."id" WHERE "profiles"."user_id" = "users"."id" AND "profile_badges"."kind" = 'mobile' AND "profile_badges"."by" = 'code' AND "profile_badges"."mobile" = "users"."mobile")) RETURNING "id"), "spent" AS (UPDATE "one_time_tokens" SET "used_at" = now() WHERE "purpose" = 'account_claim' AND "used_at" IS NULL AND "user_id" IN (SELECT "id" FROM "claimed") RETURNING "user_id") INSERT INTO "admin_audit_log" ("action", "target_type", "target_id", "before", "after") SELECT 'member:account-claimed', 'user', "claimed"."id"::text, '{"claimed": false}'::jsonb, jsonb_build_object('claimed', true, 'proof', 'before-the-rule', 'claim_links_spent', (SELECT count(*) FROM "spent" WHERE "spent"."user_id" = "claimed"."id")) FROM "claimed";
--> statement-breakpoint
-- A claimed account keeps no claim link that works.
UPDATE "one_time_tokens" SET "used_at" = now() WHERE "purpose" = 'account_claim' AND "used_at" IS NULL AND "user_id" IN (SELECT "id" FROM "users" WHERE "claimed_at" IS NOT NULL);
--> statement-breakpoint
-- A link an earlier broadcast sent round cannot be told from the member's own, and it followed the member's biodata: every live link of a member who agreed to printed lists and prints their own number or birth time ends now (the member can make a new one of their own).
UPDATE "share_links" SET "expires_at" = now() WHERE "kind" = 'member' AND "expires_at" > now() AND "profile_id" IN (SELECT "id" FROM "profiles" WHERE "printed_lists_consent" AND ("biodata_birth_time" OR "biodata_contact" <> 'operator'));
