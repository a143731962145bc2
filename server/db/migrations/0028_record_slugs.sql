CREATE TABLE "former_slugs" (
	"kind" text NOT NULL,
	"slug" text NOT NULL,
	"record_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "former_slugs_kind_slug_pk" PRIMARY KEY("kind","slug"),
	CONSTRAINT "former_slugs_kind" CHECK ("former_slugs"."kind" in ('category', 'service', 'portfolio', 'job', 'site'))
);
--> statement-breakpoint
-- The slugs are added nullable, filled below, then required: a NOT NULL column cannot be added to filled tables.
ALTER TABLE "categories" ADD COLUMN "slug" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "slug" text;--> statement-breakpoint
ALTER TABLE "portfolio_items" ADD COLUMN "slug" text;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "slug" text;--> statement-breakpoint
CREATE INDEX "former_slugs_record_idx" ON "former_slugs" USING btree ("record_id");--> statement-breakpoint
-- Backfill (ADR 0160): every existing record gets a slug made from its name (a job's title), in the
-- order the records were made, with the SQL form of domain/slugs.ts's rule: lowercase ASCII letters
-- and digits (common Latin accents folded), words joined by single hyphens, at most 80 characters; a
-- name with nothing left gets its kind's word; a slug taken (or reserved) gets -2, -3… . Then the
-- columns become required and unique.
DO $$
DECLARE
  kinds text[][] := ARRAY[
    ARRAY['categories', 'name', 'category'],
    ARRAY['services', 'name', 'service'],
    ARRAY['portfolio_items', 'name', 'portfolio'],
    ARRAY['jobs', 'title', 'job']
  ];
  reserved text[];
  i int;
  tbl text;
  col text;
  word text;
  r record;
  base text;
  candidate text;
  n int;
  taken boolean;
BEGIN
  FOR i IN 1 .. array_length(kinds, 1) LOOP
    tbl := kinds[i][1];
    col := kinds[i][2];
    word := kinds[i][3];
    reserved := CASE word WHEN 'category' THEN ARRAY['sub-services', 'service-detail'] WHEN 'job' THEN ARRAY['form'] ELSE ARRAY[]::text[] END;
    FOR r IN EXECUTE format('SELECT id, %I AS name FROM %I ORDER BY created_at, id', col, tbl) LOOP
      base := translate(lower(r.name), 'àáâãäåāçćčèéêëēìíîïīñńòóôõöøōùúûüūýÿžźż', 'aaaaaaaccceeeeeiiiiinnoooooooouuuuuyyzzz');
      base := replace(replace(base, 'ß', 'ss'), '&', ' and ');
      base := trim(both '-' from regexp_replace(base, '[^a-z0-9]+', '-', 'g'));
      IF length(base) > 80 THEN
        base := trim(both '-' from left(base, 80));
      END IF;
      IF base = '' THEN
        base := word;
      END IF;
      candidate := base;
      n := 1;
      LOOP
        EXECUTE format('SELECT EXISTS (SELECT 1 FROM %I WHERE slug = $1)', tbl) INTO taken USING candidate;
        EXIT WHEN NOT taken AND NOT candidate = ANY (reserved);
        n := n + 1;
        candidate := trim(both '-' from left(base, 80 - length('-' || n))) || '-' || n;
      END LOOP;
      EXECUTE format('UPDATE %I SET slug = $1 WHERE id = $2', tbl) USING candidate, r.id;
    END LOOP;
  END LOOP;
END $$;
--> statement-breakpoint
ALTER TABLE "categories" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "portfolio_items" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "categories_slug_key" ON "categories" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_slug_key" ON "jobs" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "portfolio_items_slug_key" ON "portfolio_items" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "services_slug_key" ON "services" USING btree ("slug");