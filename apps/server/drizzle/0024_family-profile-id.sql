-- A profile the family adds gets its profile id at once (issue 53), drawn from the profiles'
-- own sequence: its row is written by its basic step with that id, as a profile cannot exist
-- without the basic step's facts (decision 038).
ALTER TABLE "users" ADD COLUMN "reserved_profile_id" integer;
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_reserved_profile_id_unique" UNIQUE ("reserved_profile_id");
