CREATE TABLE "author_former_slugs" (
	"slug" text PRIMARY KEY NOT NULL,
	"admin_user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "admin_users" ADD COLUMN "public_slug" text;--> statement-breakpoint
ALTER TABLE "author_former_slugs" ADD CONSTRAINT "author_former_slugs_admin_user_id_admin_users_id_fk" FOREIGN KEY ("admin_user_id") REFERENCES "public"."admin_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "author_former_slugs_admin_user_idx" ON "author_former_slugs" USING btree ("admin_user_id");--> statement-breakpoint
-- Every existing staff member gets a slug from their shown name (ADR 0219). SQL has no
-- transliteration, so a name with no a-z or 0-9 left becomes "author"; a clash gets -2, -3… by age.
WITH named AS (
  SELECT id, created_at,
    coalesce(nullif(trim(both '-' from left(trim(both '-' from regexp_replace(lower(coalesce(nullif("public_name", ''), "full_name")), '[^a-z0-9]+', '-', 'g')), 72)), ''), 'author') AS base
  FROM "admin_users"
), numbered AS (
  SELECT id, base, row_number() OVER (PARTITION BY base ORDER BY created_at, id) AS n FROM named
)
UPDATE "admin_users" SET "public_slug" = CASE WHEN numbered.n = 1 THEN numbered.base ELSE numbered.base || '-' || numbered.n END
FROM numbered WHERE numbered.id = "admin_users"."id";--> statement-breakpoint
-- A numbered slug may still meet a name that reads the same ("Ali" twice and an "Ali 2"): the later
-- of two such rows takes its id's first eight characters as well, so the index below always builds.
UPDATE "admin_users" AS later SET "public_slug" = later."public_slug" || '-' || left(later."id"::text, 8)
WHERE EXISTS (
  SELECT 1 FROM "admin_users" AS earlier
  WHERE earlier."public_slug" = later."public_slug" AND (earlier."created_at", earlier."id") < (later."created_at", later."id")
);--> statement-breakpoint
CREATE UNIQUE INDEX "admin_users_public_slug_key" ON "admin_users" USING btree ("public_slug");
