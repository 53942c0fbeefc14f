CREATE TABLE "interests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "interests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sender_profile_id" integer NOT NULL,
	"receiver_profile_id" integer NOT NULL,
	"template" varchar(40) NOT NULL,
	"status" varchar(10) DEFAULT 'sent' NOT NULL,
	"decline_template" varchar(40),
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "partner_preferences" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"from_age" smallint,
	"to_age" smallint,
	"community" text[] DEFAULT '{}'::text[] NOT NULL,
	"state" text[] DEFAULT '{}'::text[] NOT NULL,
	"education" text[] DEFAULT '{}'::text[] NOT NULL,
	"marital_status" text[] DEFAULT '{}'::text[] NOT NULL,
	"horoscope_match" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "unreachable_reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "unreachable_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"download_id" bigint,
	"reporter_id" integer,
	"reporter_mid" varchar(16),
	"profile_id" integer,
	"profile_mid" varchar(16),
	"reason" varchar(20) NOT NULL,
	"status" varchar(10) DEFAULT 'open' NOT NULL,
	"resolved_by" integer,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "unreachable_reports_download_id_unique" UNIQUE("download_id")
);
--> statement-breakpoint
ALTER TABLE "downloads" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "contact_visibility" varchar(12) DEFAULT 'subscribers' NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "number_check_asked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_visit_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "interests" ADD CONSTRAINT "interests_sender_profile_id_profiles_id_fk" FOREIGN KEY ("sender_profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interests" ADD CONSTRAINT "interests_receiver_profile_id_profiles_id_fk" FOREIGN KEY ("receiver_profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_preferences" ADD CONSTRAINT "partner_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unreachable_reports" ADD CONSTRAINT "unreachable_reports_download_id_downloads_id_fk" FOREIGN KEY ("download_id") REFERENCES "public"."downloads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unreachable_reports" ADD CONSTRAINT "unreachable_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unreachable_reports" ADD CONSTRAINT "unreachable_reports_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unreachable_reports" ADD CONSTRAINT "unreachable_reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "interests_open_pair_uq" ON "interests" USING btree (least("sender_profile_id", "receiver_profile_id"),greatest("sender_profile_id", "receiver_profile_id")) WHERE status in ('sent', 'accepted');--> statement-breakpoint
CREATE INDEX "interests_sender_idx" ON "interests" USING btree ("sender_profile_id","sent_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "interests_receiver_idx" ON "interests" USING btree ("receiver_profile_id","sent_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "unreachable_reports_status_idx" ON "unreachable_reports" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "unreachable_reports_profile_idx" ON "unreachable_reports" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "profiles_approved_idx" ON "profiles" USING btree ("domain","gender",(coalesce("approved_at", "created_at")) desc) WHERE status = 200 and not paused;