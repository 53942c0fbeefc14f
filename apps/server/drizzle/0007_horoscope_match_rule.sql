CREATE TABLE "match_rules" (
	"domain" varchar(20) PRIMARY KEY NOT NULL,
	"rule" jsonb NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "match_rules" ADD CONSTRAINT "match_rules_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;