-- One family, one login (issue 53): a profile the family adds is an account with no mobile or
-- password of its own until its candidate claims one; nobody can log in to it before that.
ALTER TABLE "users" ALTER COLUMN "mobile" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "password_hash" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "added_by_family" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
-- The gender the family named when adding the profile, until its basic step says.
ALTER TABLE "users" ADD COLUMN "declared_gender" varchar(6);
--> statement-breakpoint
CREATE TABLE "guardians" (
	"profile_user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"guardian_user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"role" varchar(8) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guardians_pk" PRIMARY KEY ("profile_user_id", "guardian_user_id"),
	CONSTRAINT "guardians_not_self" CHECK ("profile_user_id" <> "guardian_user_id")
);
--> statement-breakpoint
CREATE INDEX "guardians_guardian_idx" ON "guardians" USING btree ("guardian_user_id", "profile_user_id");
--> statement-breakpoint
-- A switch token is checked against the guardian's role on every request, and servers keep that
-- row between requests: a removal or a change of role must reach them at once.
CREATE TRIGGER "guardians_auth_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "guardians" FOR EACH STATEMENT EXECUTE FUNCTION "notify_auth_changed"();
--> statement-breakpoint
CREATE TABLE "family_invites" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "family_invites_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"profile_user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"invited_by" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"mobile" varchar(10) NOT NULL,
	"role" varchar(8) NOT NULL,
	"secret_hash" varchar(64) NOT NULL UNIQUE,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"accepted_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "family_invites_sender_idx" ON "family_invites" USING btree ("invited_by", "created_at");
--> statement-breakpoint
ALTER TABLE "interests" ADD COLUMN "sent_by" varchar(10) DEFAULT 'candidate' NOT NULL;
--> statement-breakpoint
-- A family's own words about a profile it shortlisted, read only by the profile's guardians and candidate.
ALTER TABLE "shortlists" ADD COLUMN "note" text;
