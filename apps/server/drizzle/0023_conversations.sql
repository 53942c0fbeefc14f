-- Talk after a yes (issue 54): each accepted interest opens one conversation between its two
-- profiles. The rules that open and close it live here, beside the rows they watch, so that no
-- feature has to remember them: accepting an interest opens it; a block, a pause, a refusal, a
-- marriage or an erasure of either side closes it, and undoing any of those does not re-open it.
CREATE TABLE "conversations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "conversations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"interest_id" integer UNIQUE REFERENCES "interests"("id") ON DELETE SET NULL,
	-- The two sides, the lower profile id first; null once that side erased its account.
	"profile_a_id" integer REFERENCES "profiles"("id") ON DELETE SET NULL,
	"profile_b_id" integer REFERENCES "profiles"("id") ON DELETE SET NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_reason" varchar(12),
	CONSTRAINT "conversations_pair" UNIQUE ("profile_a_id", "profile_b_id")
);
--> statement-breakpoint
CREATE INDEX "conversations_a_idx" ON "conversations" USING btree ("profile_a_id", "last_activity_at" DESC, "id" DESC);
--> statement-breakpoint
CREATE INDEX "conversations_b_idx" ON "conversations" USING btree ("profile_b_id", "last_activity_at" DESC, "id" DESC);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"conversation_id" integer NOT NULL REFERENCES "conversations"("id") ON DELETE CASCADE,
	-- Null once its writer's profile is erased: the text is blanked and the message reads "removed".
	"sender_profile_id" integer REFERENCES "profiles"("id") ON DELETE SET NULL,
	-- The login that wrote it: the candidate's, or a guardian's acting for the profile.
	"sender_user_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"sent_by" varchar(10) DEFAULT 'candidate' NOT NULL,
	"text" text NOT NULL,
	"masked" boolean DEFAULT false NOT NULL,
	"warning" varchar(10),
	"removed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	-- When the reader was told of it while away (one notice, after 10 minutes unread).
	"noticed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "messages_conversation_idx" ON "messages" USING btree ("conversation_id", "id" DESC);
--> statement-breakpoint
CREATE INDEX "messages_sender_day_idx" ON "messages" USING btree ("sender_profile_id", "created_at");
--> statement-breakpoint
CREATE INDEX "messages_unread_idx" ON "messages" USING btree ("conversation_id") WHERE "read_at" IS NULL AND NOT "removed";
--> statement-breakpoint
CREATE INDEX "messages_to_notice_idx" ON "messages" USING btree ("created_at") WHERE "read_at" IS NULL AND "noticed_at" IS NULL;
--> statement-breakpoint
-- What a profile's event stream delivers, numbered per profile: the counter's row is locked until
-- the writing transaction commits, so the numbers commit in order and without gaps, and a stream
-- that resumes after number N (Last-Event-ID) misses nothing and repeats nothing.
CREATE TABLE "conversation_streams" (
	"profile_id" integer PRIMARY KEY REFERENCES "profiles"("id") ON DELETE CASCADE,
	"last_seq" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conversation_events" (
	"profile_id" integer NOT NULL REFERENCES "profiles"("id") ON DELETE CASCADE,
	"seq" integer NOT NULL,
	"kind" varchar(8) NOT NULL,
	"conversation_id" integer NOT NULL REFERENCES "conversations"("id") ON DELETE CASCADE,
	"message_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversation_events_pk" PRIMARY KEY ("profile_id", "seq")
);
--> statement-breakpoint
CREATE INDEX "conversation_events_created_idx" ON "conversation_events" USING btree ("created_at");
--> statement-breakpoint
-- One event for one profile's stream; the listeners (LISTEN "conversation_events", or Redis) are
-- woken by the application after the commit.
CREATE FUNCTION "conversation_event"("p_profile" integer, "p_kind" text, "p_conversation" integer, "p_message" integer) RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE next_seq integer;
BEGIN
	IF p_profile IS NULL THEN RETURN NULL; END IF;
	INSERT INTO "conversation_streams" AS cs ("profile_id", "last_seq") VALUES (p_profile, 1)
		ON CONFLICT ("profile_id") DO UPDATE SET "last_seq" = cs."last_seq" + 1
		RETURNING cs."last_seq" INTO next_seq;
	INSERT INTO "conversation_events" ("profile_id", "seq", "kind", "conversation_id", "message_id")
		VALUES (p_profile, next_seq, p_kind, p_conversation, p_message);
	RETURN next_seq;
END $$;
--> statement-breakpoint
-- Close every open conversation of a profile (or of a pair), for both sides, with the reason.
CREATE FUNCTION "close_conversations"("p_profile" integer, "p_other" integer, "p_reason" text) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE c record;
BEGIN
	FOR c IN UPDATE "conversations" SET "closed_at" = now(), "closed_reason" = p_reason
		WHERE "closed_at" IS NULL
			AND ("profile_a_id" = p_profile OR "profile_b_id" = p_profile)
			AND (p_other IS NULL OR "profile_a_id" = p_other OR "profile_b_id" = p_other)
		RETURNING "id", "profile_a_id", "profile_b_id"
	LOOP
		PERFORM "conversation_event"(c."profile_a_id", 'closed', c."id", NULL);
		PERFORM "conversation_event"(c."profile_b_id", 'closed', c."id", NULL);
		PERFORM pg_notify('conversation_events', concat_ws(',', c."profile_a_id", c."profile_b_id"));
	END LOOP;
END $$;
--> statement-breakpoint
CREATE FUNCTION "open_conversation_on_accept"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
	IF NEW."status" = 'accepted' AND (TG_OP = 'INSERT' OR OLD."status" IS DISTINCT FROM 'accepted') THEN
		INSERT INTO "conversations" ("interest_id", "profile_a_id", "profile_b_id")
			VALUES (NEW."id", least(NEW."sender_profile_id", NEW."receiver_profile_id"),
				greatest(NEW."sender_profile_id", NEW."receiver_profile_id"))
			ON CONFLICT DO NOTHING;
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "interests_open_conversation" AFTER INSERT OR UPDATE OF "status" ON "interests" FOR EACH ROW EXECUTE FUNCTION "open_conversation_on_accept"();
--> statement-breakpoint
CREATE FUNCTION "close_conversations_on_block"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE blocker integer; blocked integer;
BEGIN
	SELECT "id" INTO blocker FROM "profiles" WHERE "user_id" = NEW."blocker_id";
	SELECT "id" INTO blocked FROM "profiles" WHERE "user_id" = NEW."blocked_id";
	IF blocker IS NOT NULL AND blocked IS NOT NULL THEN
		PERFORM "close_conversations"(blocker, blocked, 'blocked');
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "blocks_close_conversations" AFTER INSERT ON "blocks" FOR EACH ROW EXECUTE FUNCTION "close_conversations_on_block"();
--> statement-breakpoint
CREATE FUNCTION "close_conversations_on_profile_change"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
	IF NEW."paused" AND NOT OLD."paused" THEN
		PERFORM "close_conversations"(NEW."id", NULL, 'paused');
	END IF;
	IF NEW."status" IS DISTINCT FROM OLD."status" THEN
		IF NEW."status" IN (300, 301) THEN
			PERFORM "close_conversations"(NEW."id", NULL, 'married');
		ELSIF NEW."status" IN (500, 501) THEN
			PERFORM "close_conversations"(NEW."id", NULL, 'refused');
		END IF;
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "profiles_close_conversations" AFTER UPDATE OF "paused", "status" ON "profiles" FOR EACH ROW EXECUTE FUNCTION "close_conversations_on_profile_change"();
--> statement-breakpoint
-- An erasure deletes what the member wrote: the other side keeps the thread, each of those
-- messages reading "removed".
CREATE FUNCTION "close_conversations_on_erasure"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "close_conversations"(OLD."id", NULL, 'erased');
	UPDATE "messages" SET "text" = '', "removed" = true, "masked" = false, "warning" = NULL, "sender_user_id" = NULL
		WHERE "sender_profile_id" = OLD."id";
	RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER "profiles_erase_conversations" BEFORE DELETE ON "profiles" FOR EACH ROW EXECUTE FUNCTION "close_conversations_on_erasure"();
--> statement-breakpoint
-- Interests accepted before conversations existed open theirs now, closed where a rule would have.
INSERT INTO "conversations" ("interest_id", "profile_a_id", "profile_b_id", "created_at", "last_activity_at")
	SELECT DISTINCT ON (least(i."sender_profile_id", i."receiver_profile_id"), greatest(i."sender_profile_id", i."receiver_profile_id"))
		i."id", least(i."sender_profile_id", i."receiver_profile_id"), greatest(i."sender_profile_id", i."receiver_profile_id"),
		coalesce(i."answered_at", i."sent_at"), coalesce(i."answered_at", i."sent_at")
	FROM "interests" AS i WHERE i."status" = 'accepted'
	ORDER BY least(i."sender_profile_id", i."receiver_profile_id"), greatest(i."sender_profile_id", i."receiver_profile_id"), i."id" DESC;
--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "messages" jsonb;
--> statement-breakpoint
UPDATE "conversations" AS c SET "closed_at" = now(), "closed_reason" = CASE
		WHEN exists (select 1 from "profiles" as p where p."id" in (c."profile_a_id", c."profile_b_id") and p."status" in (500, 501)) THEN 'refused'
		WHEN exists (select 1 from "profiles" as p where p."id" in (c."profile_a_id", c."profile_b_id") and p."status" in (300, 301)) THEN 'married'
		WHEN exists (select 1 from "profiles" as p where p."id" in (c."profile_a_id", c."profile_b_id") and p."paused") THEN 'paused'
		ELSE 'blocked' END
	WHERE exists (select 1 from "profiles" as p where p."id" in (c."profile_a_id", c."profile_b_id")
			and (p."status" in (300, 301, 500, 501) or p."paused"))
		OR exists (select 1 from "blocks" as b
			join "profiles" as pa on pa."id" = c."profile_a_id" join "profiles" as pb on pb."id" = c."profile_b_id"
			where (b."blocker_id" = pa."user_id" and b."blocked_id" = pb."user_id")
				or (b."blocker_id" = pb."user_id" and b."blocked_id" = pa."user_id"));
--> statement-breakpoint
-- A one-use ticket that opens a member's event stream (EventSource sends no Authorization header,
-- and an access token in a URL ends up in logs): its secret's SHA-256 and the claims of the token
-- it was asked with, so the stream ends when that token would be refused. Kept a minute at most.
CREATE TABLE "stream_tickets" (
	"secret_hash" varchar(64) PRIMARY KEY,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"session_id" varchar(64) NOT NULL,
	"acting_for" integer,
	"token_version" integer NOT NULL,
	"token_expires_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "stream_tickets_expires_idx" ON "stream_tickets" USING btree ("expires_at");
