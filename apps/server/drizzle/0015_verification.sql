CREATE TABLE "mobile_code_sends" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mobile_code_sends_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"mobile_hash" text NOT NULL,
	"address_hash" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mobile_codes" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"mobile" varchar(10) NOT NULL,
	"code_hash" text NOT NULL,
	"tries" smallint DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_badges" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "profile_badges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"profile_id" integer NOT NULL,
	"kind" varchar(20) NOT NULL,
	"by" varchar(10) NOT NULL,
	"verified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"operator_id" integer,
	"mobile" varchar(10),
	"note" varchar(300),
	"id_type" varchar(20),
	"id_last4" varchar(4)
);
--> statement-breakpoint
CREATE TABLE "selfies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "selfies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"profile_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"gesture" varchar(30) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "selfies_profile_id_unique" UNIQUE("profile_id")
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "badge_mask" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "selfie_gesture" varchar(30);--> statement-breakpoint
ALTER TABLE "mobile_codes" ADD CONSTRAINT "mobile_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_badges" ADD CONSTRAINT "profile_badges_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_badges" ADD CONSTRAINT "profile_badges_operator_id_users_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selfies" ADD CONSTRAINT "selfies_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mobile_code_sends_mobile_idx" ON "mobile_code_sends" USING btree ("mobile_hash","sent_at");--> statement-breakpoint
CREATE INDEX "mobile_code_sends_address_idx" ON "mobile_code_sends" USING btree ("address_hash","sent_at");--> statement-breakpoint
CREATE UNIQUE INDEX "profile_badges_profile_kind_uq" ON "profile_badges" USING btree ("profile_id","kind");--> statement-breakpoint
CREATE INDEX "profiles_verified_idx" ON "profiles" USING btree ("domain","gender","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE status = 200 and not paused and badge_mask <> 0;