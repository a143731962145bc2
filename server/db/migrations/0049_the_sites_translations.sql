CREATE TABLE "content_translations" (
	"kind" text NOT NULL,
	"record_id" text NOT NULL,
	"locale" text NOT NULL,
	"published" jsonb,
	"draft" jsonb,
	"slug" text,
	"source_hash" text NOT NULL,
	"published_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"draft_saved_at" timestamp with time zone,
	CONSTRAINT "content_translations_pkey" PRIMARY KEY("kind","record_id","locale"),
	CONSTRAINT "content_translations_kind" CHECK ("content_translations"."kind" in ('category', 'service', 'portfolio', 'job', 'page', 'article', 'testimonial', 'site'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "content_translations_slug_key" ON "content_translations" USING btree ("kind","locale","slug") WHERE "content_translations"."slug" is not null;