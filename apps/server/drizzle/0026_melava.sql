-- The melava (issue 56): a community's matchmaking day, with its registrations, their UPI
-- payments, the passes scanned at the door and the interests sent after it.
CREATE TABLE "melava_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "melava_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"domain" varchar(16) NOT NULL,
	"name" varchar(120) NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"place" varchar(200) NOT NULL,
	"registration_opens" timestamp with time zone NOT NULL,
	"registration_closes" timestamp with time zone NOT NULL,
	"fee_inr" integer NOT NULL,
	"capacity" integer NOT NULL,
	"min_age_bride" integer NOT NULL,
	"min_age_groom" integer NOT NULL,
	-- The last number given: confirming a registration takes the next one under this row's lock,
	-- so numbers are given once each, in the order of confirmation.
	"numbers_given" integer DEFAULT 0 NOT NULL,
	"created_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "melava_events_coming_idx" ON "melava_events" USING btree ("domain", "starts_at");
--> statement-breakpoint
CREATE TABLE "melava_registrations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "melava_registrations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_id" integer NOT NULL REFERENCES "melava_events"("id") ON DELETE CASCADE,
	"profile_id" integer NOT NULL REFERENCES "profiles"("id") ON DELETE CASCADE,
	-- The login that registered: the candidate's, or a guardian's acting for the profile.
	"registered_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"state" varchar(20) NOT NULL,
	"number" integer,
	"listed" boolean DEFAULT false NOT NULL,
	"payment_id" integer UNIQUE REFERENCES "payments"("id") ON DELETE SET NULL,
	"checked_in_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
-- Once per profile and event; a cancelled registration leaves room for a new one.
CREATE UNIQUE INDEX "melava_registrations_once_idx" ON "melava_registrations" USING btree ("event_id", "profile_id") WHERE "state" <> 'cancelled';
--> statement-breakpoint
CREATE UNIQUE INDEX "melava_registrations_number_idx" ON "melava_registrations" USING btree ("event_id", "number");
--> statement-breakpoint
CREATE INDEX "melava_registrations_profile_idx" ON "melava_registrations" USING btree ("profile_id");
--> statement-breakpoint
-- Each scan sent from a door phone, by the phone's own id for it: a scan sent again (a retry, a
-- queue replayed after the network came back) finds its row and is counted once.
CREATE TABLE "melava_checkins" (
	"event_id" integer NOT NULL REFERENCES "melava_events"("id") ON DELETE CASCADE,
	"client_id" varchar(64) NOT NULL,
	"registration_id" integer REFERENCES "melava_registrations"("id") ON DELETE CASCADE,
	"refusal" varchar(20),
	-- This scan checked the registration in; a later scan of the same pass answers "already".
	"counted" boolean DEFAULT false NOT NULL,
	"scanned_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"admin_user_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
	CONSTRAINT "melava_checkins_pk" PRIMARY KEY ("event_id", "client_id")
);
--> statement-breakpoint
-- What a UPI payment pays for: a plan, or a melava registration.
ALTER TABLE "payments" ADD COLUMN "purpose" varchar(16) DEFAULT 'plan' NOT NULL;
--> statement-breakpoint
-- The melava an interest says the two families met at.
ALTER TABLE "interests" ADD COLUMN "event_id" integer REFERENCES "melava_events"("id") ON DELETE SET NULL;
