CREATE TABLE "inbound_emails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"person_id" uuid NOT NULL,
	"message_key" text NOT NULL,
	"answers_email_id" uuid,
	"from_address" text NOT NULL,
	"from_name" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"attachments" jsonb NOT NULL,
	"automatic" boolean DEFAULT false NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inbound_mailbox" (
	"mailbox" text PRIMARY KEY NOT NULL,
	"uid_validity" bigint,
	"last_uid" bigint DEFAULT 0 NOT NULL,
	"claimed_until" timestamp with time zone,
	"last_polled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "person_activities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"person_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"note" text NOT NULL,
	"happened_at" timestamp with time zone NOT NULL,
	"author_id" uuid,
	"author_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "person_activities_kind" CHECK ("person_activities"."kind" in ('call', 'meeting'))
);
--> statement-breakpoint
CREATE TABLE "person_contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"person_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "person_contacts_kind" CHECK ("person_contacts"."kind" in ('email', 'phone')),
	CONSTRAINT "person_contacts_source" CHECK ("person_contacts"."source" in ('enquiry', 'application', 'newsletter', 'lead', 'staff')),
	CONSTRAINT "person_contacts_email_form" CHECK ("person_contacts"."kind" <> 'email' or "person_contacts"."value" = lower(btrim("person_contacts"."value")))
);
--> statement-breakpoint
CREATE TABLE "person_keep_apart" (
	"person_id" uuid NOT NULL,
	"other_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "person_keep_apart_person_id_other_id_pk" PRIMARY KEY("person_id","other_id"),
	CONSTRAINT "person_keep_apart_order" CHECK ("person_keep_apart"."person_id" < "person_keep_apart"."other_id")
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action";--> statement-breakpoint
ALTER TABLE "people" DROP CONSTRAINT "people_has_key";--> statement-breakpoint
DROP INDEX "people_email_key";--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "company" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "notes" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "reply_token" text DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
ALTER TABLE "inbound_emails" ADD CONSTRAINT "inbound_emails_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_emails" ADD CONSTRAINT "inbound_emails_answers_email_id_person_emails_id_fk" FOREIGN KEY ("answers_email_id") REFERENCES "public"."person_emails"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_activities" ADD CONSTRAINT "person_activities_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_activities" ADD CONSTRAINT "person_activities_author_id_admin_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_contacts" ADD CONSTRAINT "person_contacts_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_keep_apart" ADD CONSTRAINT "person_keep_apart_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_keep_apart" ADD CONSTRAINT "person_keep_apart_other_id_people_id_fk" FOREIGN KEY ("other_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "inbound_emails_message_key" ON "inbound_emails" USING btree ("message_key");--> statement-breakpoint
CREATE INDEX "inbound_emails_person_idx" ON "inbound_emails" USING btree ("person_id","received_at");--> statement-breakpoint
CREATE INDEX "inbound_emails_answers_idx" ON "inbound_emails" USING btree ("answers_email_id");--> statement-breakpoint
CREATE INDEX "person_activities_person_idx" ON "person_activities" USING btree ("person_id","happened_at");--> statement-breakpoint
CREATE INDEX "person_activities_author_idx" ON "person_activities" USING btree ("author_id");--> statement-breakpoint
CREATE UNIQUE INDEX "person_contacts_email_key" ON "person_contacts" USING btree ("value") WHERE "person_contacts"."kind" = 'email';--> statement-breakpoint
CREATE UNIQUE INDEX "person_contacts_person_value_key" ON "person_contacts" USING btree ("person_id","kind","value");--> statement-breakpoint
CREATE INDEX "person_contacts_phone_idx" ON "person_contacts" USING btree ("value") WHERE "person_contacts"."kind" = 'phone';--> statement-breakpoint
CREATE INDEX "person_contacts_value_trgm" ON "person_contacts" USING gin ("value" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "person_keep_apart_other_idx" ON "person_keep_apart" USING btree ("other_id");--> statement-breakpoint
CREATE INDEX "people_email_idx" ON "people" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "people_reply_token_key" ON "people" USING btree ("reply_token");--> statement-breakpoint
CREATE INDEX "people_name_key_idx" ON "people" USING btree (lower(regexp_replace(btrim("name"), '[[:space:]]+', ' ', 'g')));--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action" CHECK ("audit_log"."action" in ('create', 'update', 'delete', 'statusChange', 'imageAdd', 'imageRemove', 'login', 'loginFailed', 'logout', 'passwordChange', 'passwordReset', 'roleChange', 'twoFactorEnable', 'twoFactorDisable', 'export', 'erase', 'purge', 'webhookTest', 'redeliver', 'restore', 'deleteForever', 'apiCall', 'revoke', 'draftSave', 'draftDiscard', 'draftRestore', 'merge', 'unmerge', 'emailSent', 'split', 'keepApart'));--> statement-breakpoint
-- Backfill (ADR 0250). Stored Pakistani mobile numbers in any spelling become +92…, as the forms
-- store them now: "0300-1234567" and "+92 300 1234567" are one number to search and to compare.
UPDATE "enquiries" SET "phone" = '+92' || right(regexp_replace("phone", '[^0-9]', '', 'g'), 10)
WHERE "phone" !~ '^\+[0-9]+$'
  AND regexp_replace("phone", '[[:space:]().-]', '', 'g') ~ '^(\+92|0092|92|0)3[0-9]{9}$';--> statement-breakpoint
UPDATE "applications" SET "phone_number" = '+92' || right(regexp_replace("phone_number", '[^0-9]', '', 'g'), 10)
WHERE "phone_number" !~ '^\+[0-9]+$'
  AND regexp_replace("phone_number", '[[:space:]().-]', '', 'g') ~ '^(\+92|0092|92|0)3[0-9]{9}$';--> statement-breakpoint
-- A person is one e-mail address (and the addresses merged into it). Every lead row belongs to the
-- person of its own address: rows joined to someone else only by a shared phone number move to the
-- person of their address, made for them when there is none. First, those new people.
INSERT INTO "people" ("email", "phone", "name", "created_at", "last_seen_at")
SELECT "key",
  (array_agg("phone" ORDER BY "at" DESC) FILTER (WHERE "phone" ~ '^\+[0-9]{6,15}$'))[1],
  coalesce((array_agg("name" ORDER BY "at" DESC) FILTER (WHERE "name" <> ''))[1], ''),
  min("at"), max("seen")
FROM (
  SELECT lower(btrim("email")) AS "key", "phone", "fullname" AS "name", "created_at" AS "at", "created_at" AS "seen", "person_id" FROM "enquiries"
  UNION ALL
  SELECT lower(btrim("email")), "phone_number", btrim("first_name" || ' ' || "last_name"), "created_at", "created_at", "person_id" FROM "applications"
  UNION ALL
  SELECT lower(btrim("email")), NULL, '', "created_at", "created_at", "person_id" FROM "newsletter_subscribers"
  UNION ALL
  SELECT lower(btrim("email")), NULL, '', "created_at", "last_seen_at", "person_id" FROM "potential_customers"
) AS "rows"
WHERE "person_id" IS NOT NULL AND "key" <> ''
  AND NOT EXISTS (SELECT 1 FROM "people" WHERE "people"."email" = "rows"."key")
GROUP BY "key";--> statement-breakpoint
-- Each person's root: the live person they were merged into, through any chain of merges.
CREATE TEMP TABLE "identity_roots" AS
WITH RECURSIVE "chain" ("id", "root") AS (
  SELECT "id", "id" FROM "people" WHERE "merged_into_id" IS NULL
  UNION ALL
  SELECT "p"."id", "c"."root" FROM "people" AS "p" JOIN "chain" AS "c" ON "p"."merged_into_id" = "c"."id"
)
SELECT "id", "root" FROM "chain";--> statement-breakpoint
-- The people who hold a row of another address now, to put their first and last seen right after.
CREATE TEMP TABLE "identity_losers" AS
SELECT DISTINCT "rows"."person_id" AS "id" FROM (
  SELECT "person_id", lower(btrim("email")) AS "key" FROM "enquiries"
  UNION ALL SELECT "person_id", lower(btrim("email")) FROM "applications"
  UNION ALL SELECT "person_id", lower(btrim("email")) FROM "newsletter_subscribers"
  UNION ALL SELECT "person_id", lower(btrim("email")) FROM "potential_customers"
) AS "rows"
JOIN "people" AS "owner" ON "owner"."email" = "rows"."key"
JOIN "identity_roots" AS "r" ON "r"."id" = "owner"."id"
WHERE "rows"."person_id" IS NOT NULL AND "rows"."person_id" <> "r"."root";--> statement-breakpoint
UPDATE "enquiries" SET "person_id" = "r"."root" FROM "people" AS "owner" JOIN "identity_roots" AS "r" ON "r"."id" = "owner"."id"
WHERE "owner"."email" = lower(btrim("enquiries"."email")) AND "enquiries"."person_id" IS NOT NULL AND "enquiries"."person_id" <> "r"."root";--> statement-breakpoint
UPDATE "applications" SET "person_id" = "r"."root" FROM "people" AS "owner" JOIN "identity_roots" AS "r" ON "r"."id" = "owner"."id"
WHERE "owner"."email" = lower(btrim("applications"."email")) AND "applications"."person_id" IS NOT NULL AND "applications"."person_id" <> "r"."root";--> statement-breakpoint
UPDATE "newsletter_subscribers" SET "person_id" = "r"."root" FROM "people" AS "owner" JOIN "identity_roots" AS "r" ON "r"."id" = "owner"."id"
WHERE "owner"."email" = lower(btrim("newsletter_subscribers"."email")) AND "newsletter_subscribers"."person_id" IS NOT NULL AND "newsletter_subscribers"."person_id" <> "r"."root";--> statement-breakpoint
UPDATE "potential_customers" SET "person_id" = "r"."root" FROM "people" AS "owner" JOIN "identity_roots" AS "r" ON "r"."id" = "owner"."id"
WHERE "owner"."email" = lower(btrim("potential_customers"."email")) AND "potential_customers"."person_id" IS NOT NULL AND "potential_customers"."person_id" <> "r"."root";--> statement-breakpoint
-- Their first and last seen are those of the rows they kept.
UPDATE "people" SET "created_at" = "seen"."first", "last_seen_at" = "seen"."last"
FROM (
  SELECT "person_id", min("at") AS "first", max("seen") AS "last" FROM (
    SELECT "person_id", "created_at" AS "at", "created_at" AS "seen" FROM "enquiries"
    UNION ALL SELECT "person_id", "created_at", "created_at" FROM "applications"
    UNION ALL SELECT "person_id", "created_at", "created_at" FROM "newsletter_subscribers"
    UNION ALL SELECT "person_id", "created_at", "last_seen_at" FROM "potential_customers"
  ) AS "rows" GROUP BY "person_id"
) AS "seen"
WHERE "seen"."person_id" = "people"."id" AND "people"."id" IN (SELECT "id" FROM "identity_losers");--> statement-breakpoint
-- Someone left with no lead at all (their rows were all another address's) is no one.
DELETE FROM "people" WHERE "id" IN (SELECT "id" FROM "identity_losers") AND "merged_into_id" IS NULL
  AND NOT EXISTS (SELECT 1 FROM "enquiries" WHERE "enquiries"."person_id" = "people"."id")
  AND NOT EXISTS (SELECT 1 FROM "applications" WHERE "applications"."person_id" = "people"."id")
  AND NOT EXISTS (SELECT 1 FROM "newsletter_subscribers" WHERE "newsletter_subscribers"."person_id" = "people"."id")
  AND NOT EXISTS (SELECT 1 FROM "potential_customers" WHERE "potential_customers"."person_id" = "people"."id")
  AND NOT EXISTS (SELECT 1 FROM "person_emails" WHERE "person_emails"."person_id" = "people"."id")
  AND NOT EXISTS (SELECT 1 FROM "people" AS "merged" WHERE "merged"."merged_into_id" = "people"."id");--> statement-breakpoint
-- Someone known so far only by a subscription takes the name their own enquiry or application gave.
UPDATE "people" SET "name" = "named"."name" FROM (
  SELECT DISTINCT ON ("person_id") "person_id", "name" FROM (
    SELECT "person_id", "fullname" AS "name", "created_at" FROM "enquiries"
    UNION ALL SELECT "person_id", btrim("first_name" || ' ' || "last_name"), "created_at" FROM "applications"
  ) AS "rows" WHERE "person_id" IS NOT NULL AND "name" <> '' ORDER BY "person_id", "created_at" DESC
) AS "named"
WHERE "named"."person_id" = "people"."id" AND "people"."name" = '';--> statement-breakpoint
-- Every person's own address, from the list it first came through.
INSERT INTO "person_contacts" ("person_id", "kind", "value", "source", "created_at")
SELECT "p"."id", 'email', "p"."email",
  CASE
    WHEN EXISTS (SELECT 1 FROM "enquiries" WHERE lower(btrim("enquiries"."email")) = "p"."email") THEN 'enquiry'
    WHEN EXISTS (SELECT 1 FROM "applications" WHERE lower(btrim("applications"."email")) = "p"."email") THEN 'application'
    WHEN EXISTS (SELECT 1 FROM "newsletter_subscribers" WHERE lower(btrim("newsletter_subscribers"."email")) = "p"."email") THEN 'newsletter'
    ELSE 'enquiry'
  END,
  "p"."created_at"
FROM "people" AS "p" WHERE "p"."email" IS NOT NULL;--> statement-breakpoint
-- The numbers written on each address's enquiries and applications, and each person's own.
INSERT INTO "person_contacts" ("person_id", "kind", "value", "source", "created_at")
SELECT "owner"."id", 'phone', "numbers"."phone", (array_agg("numbers"."source" ORDER BY "numbers"."at"))[1], min("numbers"."at")
FROM (
  SELECT lower(btrim("email")) AS "key", "phone", 'enquiry' AS "source", "created_at" AS "at" FROM "enquiries" WHERE "phone" ~ '^\+[0-9]{6,15}$'
  UNION ALL
  SELECT lower(btrim("email")), "phone_number", 'application', "created_at" FROM "applications" WHERE "phone_number" ~ '^\+[0-9]{6,15}$'
) AS "numbers"
JOIN "people" AS "owner" ON "owner"."email" = "numbers"."key"
GROUP BY "owner"."id", "numbers"."phone"
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "person_contacts" ("person_id", "kind", "value", "source", "created_at")
SELECT "id", 'phone', "phone", 'enquiry', "created_at" FROM "people" WHERE "phone" IS NOT NULL
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- A merged-away person's addresses and numbers now live with the person they were merged into,
-- and each merge on the way records them, so undoing it moves them back. A number the survivor
-- already has stays where it is.
CREATE TEMP TABLE "identity_moving" AS
SELECT "c"."id", "r"."root" FROM "person_contacts" AS "c" JOIN "identity_roots" AS "r" ON "r"."id" = "c"."person_id"
WHERE "r"."root" <> "c"."person_id"
  AND NOT EXISTS (
    SELECT 1 FROM "person_contacts" AS "t"
    WHERE "t"."person_id" = "r"."root" AND "t"."kind" = "c"."kind" AND "t"."value" = "c"."value")
  AND NOT EXISTS (
    SELECT 1 FROM "person_contacts" AS "c2" JOIN "identity_roots" AS "r2" ON "r2"."id" = "c2"."person_id"
    WHERE "r2"."root" = "r"."root" AND "r2"."root" <> "c2"."person_id" AND "c2"."kind" = "c"."kind"
      AND "c2"."value" = "c"."value" AND "c2"."id"::text < "c"."id"::text);--> statement-breakpoint
CREATE TEMP TABLE "identity_merge_steps" AS
WITH RECURSIVE "up" ("contact_id", "person_id", "merge_id") AS (
  SELECT "c"."id", "m"."person_id", "m"."id" FROM "person_contacts" AS "c"
  JOIN "identity_moving" AS "mv" ON "mv"."id" = "c"."id"
  JOIN "people" AS "p" ON "p"."id" = "c"."person_id"
  JOIN "person_merges" AS "m" ON "m"."other_id" = "p"."id" AND "m"."person_id" = "p"."merged_into_id" AND "m"."undone_at" IS NULL
  UNION ALL
  SELECT "u"."contact_id", "m"."person_id", "m"."id" FROM "up" AS "u"
  JOIN "people" AS "p" ON "p"."id" = "u"."person_id"
  JOIN "person_merges" AS "m" ON "m"."other_id" = "p"."id" AND "m"."person_id" = "p"."merged_into_id" AND "m"."undone_at" IS NULL
)
SELECT "contact_id", "merge_id" FROM "up";--> statement-breakpoint
UPDATE "person_merges" SET "moved" = jsonb_set("moved", '{contacts}', coalesce(
  (SELECT jsonb_agg("s"."contact_id") FROM "identity_merge_steps" AS "s" WHERE "s"."merge_id" = "person_merges"."id"), '[]'::jsonb))
WHERE "undone_at" IS NULL;--> statement-breakpoint
UPDATE "person_contacts" SET "person_id" = "mv"."root" FROM "identity_moving" AS "mv" WHERE "mv"."id" = "person_contacts"."id";--> statement-breakpoint
-- The number a person shows is one of theirs.
UPDATE "people" SET "phone" = (
  SELECT "c"."value" FROM "person_contacts" AS "c" WHERE "c"."person_id" = "people"."id" AND "c"."kind" = 'phone'
  ORDER BY coalesce("c"."value" = "people"."phone", false) DESC, "c"."created_at", "c"."value" LIMIT 1)
WHERE "merged_into_id" IS NULL;--> statement-breakpoint
DROP TABLE "identity_merge_steps";--> statement-breakpoint
DROP TABLE "identity_moving";--> statement-breakpoint
DROP TABLE "identity_losers";--> statement-breakpoint
DROP TABLE "identity_roots";
