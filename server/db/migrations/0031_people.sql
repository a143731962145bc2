CREATE TABLE "people" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text,
	"phone" text,
	"name" text DEFAULT '' NOT NULL,
	"merged_into_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "people_email_key_form" CHECK ("people"."email" = lower(btrim("people"."email"))),
	CONSTRAINT "people_has_key" CHECK (num_nonnulls("people"."email", "people"."phone") >= 1)
);
--> statement-breakpoint
CREATE TABLE "person_emails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"person_id" uuid,
	"sender_id" uuid,
	"sender_name" text NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"template_id" uuid,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "person_merges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"person_id" uuid NOT NULL,
	"other_id" uuid NOT NULL,
	"moved" jsonb NOT NULL,
	"merged_at" timestamp with time zone NOT NULL,
	"merged_by" text,
	"undone_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "reply_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action";--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_entity";--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "person_id" uuid;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "person_id" uuid;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "person_id" uuid;--> statement-breakpoint
ALTER TABLE "potential_customers" ADD COLUMN "person_id" uuid;--> statement-breakpoint
ALTER TABLE "people" ADD CONSTRAINT "people_merged_into_id_people_id_fk" FOREIGN KEY ("merged_into_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_emails" ADD CONSTRAINT "person_emails_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_emails" ADD CONSTRAINT "person_emails_sender_id_admin_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_emails" ADD CONSTRAINT "person_emails_template_id_reply_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."reply_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_merges" ADD CONSTRAINT "person_merges_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_merges" ADD CONSTRAINT "person_merges_other_id_people_id_fk" FOREIGN KEY ("other_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "people_email_key" ON "people" USING btree ("email");--> statement-breakpoint
CREATE INDEX "people_phone_idx" ON "people" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "people_merged_into_idx" ON "people" USING btree ("merged_into_id");--> statement-breakpoint
CREATE INDEX "people_last_seen_idx" ON "people" USING btree ("last_seen_at","id");--> statement-breakpoint
CREATE INDEX "people_name_trgm" ON "people" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "people_email_trgm" ON "people" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "people_phone_trgm" ON "people" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "person_emails_person_idx" ON "person_emails" USING btree ("person_id","sent_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "person_merges_person_idx" ON "person_merges" USING btree ("person_id","merged_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "person_merges_other_idx" ON "person_merges" USING btree ("other_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reply_templates_name_key" ON "reply_templates" USING btree (lower("name"));--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD CONSTRAINT "newsletter_subscribers_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "potential_customers" ADD CONSTRAINT "potential_customers_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applications_person_idx" ON "applications" USING btree ("person_id","created_at");--> statement-breakpoint
CREATE INDEX "enquiries_person_idx" ON "enquiries" USING btree ("person_id","created_at");--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_person_idx" ON "newsletter_subscribers" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "potential_customers_person_idx" ON "potential_customers" USING btree ("person_id");--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action" CHECK ("audit_log"."action" in ('create', 'update', 'delete', 'statusChange', 'imageAdd', 'imageRemove', 'login', 'loginFailed', 'logout', 'passwordChange', 'passwordReset', 'roleChange', 'twoFactorEnable', 'twoFactorDisable', 'export', 'erase', 'purge', 'webhookTest', 'redeliver', 'restore', 'deleteForever', 'apiCall', 'revoke', 'draftSave', 'draftDiscard', 'draftRestore', 'merge', 'unmerge', 'emailSent'));--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_entity" CHECK ("audit_log"."entity" in ('category', 'service', 'project', 'product', 'job', 'application', 'enquiry', 'subscriber', 'privilege', 'admin', 'alertHeading', 'site', 'session', 'potentialCustomer', 'auditLog', 'personalData', 'webhook', 'backup', 'apiKey', 'redirect', 'notFoundLog', 'person', 'replyTemplate'));--> statement-breakpoint
-- Backfill (ADR 0171): one person per e-mail address already in any lead list (trimmed, lower case),
-- named and numbered by their latest enquiry or application (a phone only when stored normalised,
-- +<digits>), first and last seen at their earliest and latest row; then every row points at them.
INSERT INTO "people" ("email", "phone", "name", "created_at", "last_seen_at")
SELECT "key",
  (array_agg("phone" ORDER BY "at" DESC) FILTER (WHERE "phone" ~ '^\+[0-9]{6,15}$'))[1],
  coalesce((array_agg("name" ORDER BY "at" DESC) FILTER (WHERE "name" <> ''))[1], ''),
  min("at"), max("seen")
FROM (
  SELECT lower(btrim("email")) AS "key", "phone", "fullname" AS "name", "created_at" AS "at", "created_at" AS "seen" FROM "enquiries"
  UNION ALL
  SELECT lower(btrim("email")), "phone_number", btrim("first_name" || ' ' || "last_name"), "created_at", "created_at" FROM "applications"
  UNION ALL
  SELECT lower(btrim("email")), NULL, '', "created_at", "created_at" FROM "newsletter_subscribers"
  UNION ALL
  SELECT lower(btrim("email")), NULL, '', "created_at", "last_seen_at" FROM "potential_customers"
) AS "rows"
WHERE "key" <> ''
GROUP BY "key";--> statement-breakpoint
UPDATE "enquiries" SET "person_id" = "people"."id" FROM "people" WHERE "people"."email" = lower(btrim("enquiries"."email"));--> statement-breakpoint
UPDATE "applications" SET "person_id" = "people"."id" FROM "people" WHERE "people"."email" = lower(btrim("applications"."email"));--> statement-breakpoint
UPDATE "newsletter_subscribers" SET "person_id" = "people"."id" FROM "people" WHERE "people"."email" = lower(btrim("newsletter_subscribers"."email"));--> statement-breakpoint
UPDATE "potential_customers" SET "person_id" = "people"."id" FROM "people" WHERE "people"."email" = lower(btrim("potential_customers"."email"));
