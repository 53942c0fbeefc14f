ALTER TABLE "profiles" ADD COLUMN "featured_consent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "profile_for" varchar(10);