CREATE TABLE "authors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"photo_id" uuid,
	"admin_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "authors_name_not_blank" CHECK (btrim("authors"."name") <> '')
);
--> statement-breakpoint
-- Every staff member keeps the face the blog showed (ADR 0245): their author profile takes their
-- account's id (articles and /blog/author/<id> keep naming them), the name the blog showed, their
-- slug, bio, and the library item their photo's address was (none when it is not in the library).
INSERT INTO "authors" ("id", "name", "slug", "bio", "photo_id", "admin_user_id", "created_at", "updated_at")
SELECT u."id",
  coalesce(nullif(btrim(u."public_name"), ''), nullif(btrim(u."full_name"), ''), u."username"),
  coalesce(u."public_slug", 'author-' || left(u."id"::text, 8)),
  u."bio",
  (SELECT m."id" FROM "media" AS m WHERE m."url" = u."photo" AND u."photo" <> '' LIMIT 1),
  u."id", u."created_at", u."updated_at"
FROM "admin_users" AS u;--> statement-breakpoint
ALTER TABLE "articles" DROP CONSTRAINT "articles_author_id_admin_users_id_fk";
--> statement-breakpoint
ALTER TABLE "author_former_slugs" DROP CONSTRAINT "author_former_slugs_admin_user_id_admin_users_id_fk";
--> statement-breakpoint
DROP INDEX "admin_users_public_slug_key";--> statement-breakpoint
DROP INDEX "author_former_slugs_admin_user_idx";--> statement-breakpoint
ALTER TABLE "author_former_slugs" ADD COLUMN "author_id" uuid;--> statement-breakpoint
UPDATE "author_former_slugs" SET "author_id" = "admin_user_id";--> statement-breakpoint
ALTER TABLE "author_former_slugs" ALTER COLUMN "author_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "authors" ADD CONSTRAINT "authors_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "authors" ADD CONSTRAINT "authors_admin_user_id_admin_users_id_fk" FOREIGN KEY ("admin_user_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "authors_slug_key" ON "authors" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "authors_admin_user_key" ON "authors" USING btree ("admin_user_id");--> statement-breakpoint
CREATE INDEX "authors_name_idx" ON "authors" USING btree ("name");--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_author_id_authors_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."authors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "author_former_slugs" ADD CONSTRAINT "author_former_slugs_author_id_authors_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."authors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "author_former_slugs_author_idx" ON "author_former_slugs" USING btree ("author_id");--> statement-breakpoint
ALTER TABLE "admin_users" DROP COLUMN "public_name";--> statement-breakpoint
ALTER TABLE "admin_users" DROP COLUMN "bio";--> statement-breakpoint
ALTER TABLE "admin_users" DROP COLUMN "photo";--> statement-breakpoint
ALTER TABLE "admin_users" DROP COLUMN "public_slug";--> statement-breakpoint
ALTER TABLE "author_former_slugs" DROP COLUMN "admin_user_id";--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_entity";--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_entity" CHECK ("audit_log"."entity" in ('category', 'service', 'project', 'product', 'job', 'page', 'article', 'application', 'enquiry', 'subscriber', 'privilege', 'admin', 'alertHeading', 'site', 'session', 'potentialCustomer', 'auditLog', 'personalData', 'webhook', 'backup', 'apiKey', 'redirect', 'notFoundLog', 'person', 'replyTemplate', 'media', 'author'));