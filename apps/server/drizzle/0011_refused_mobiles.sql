CREATE TABLE "refused_mobiles" (
	"mobile_hash" varchar(64) PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "refused_at_signup" boolean DEFAULT false NOT NULL;