CREATE TABLE "sessions" (
	"id" varchar(43) PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "approved" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "pending_changes" jsonb;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
-- Photos already shown before review existed were shown as approved; they stay visible.
UPDATE "photos" SET "approved" = true;
--> statement-breakpoint
-- The auth check now also reads the member's own profile status (who may search and view).
DROP TRIGGER "profiles_auth_changed" ON "profiles";--> statement-breakpoint
CREATE TRIGGER "profiles_auth_changed" AFTER INSERT OR UPDATE OF "gender", "user_id", "status" OR DELETE OR TRUNCATE ON "profiles" FOR EACH STATEMENT EXECUTE FUNCTION "notify_auth_changed"();
