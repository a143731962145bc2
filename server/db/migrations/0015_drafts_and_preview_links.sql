CREATE TABLE "content_drafts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"record_id" uuid NOT NULL,
	"fields" jsonb,
	"version" integer DEFAULT 1 NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"saved_by" text,
	"publish_at" timestamp with time zone,
	"unpublish_at" timestamp with time zone,
	"scheduled_by_id" uuid,
	"scheduled_by" text,
	"claimed_until" timestamp with time zone,
	CONSTRAINT "content_drafts_kind" CHECK ("content_drafts"."kind" in ('category', 'service', 'portfolio', 'job'))
);
--> statement-breakpoint
CREATE TABLE "content_preview_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"record_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "content_drafts_record_key" ON "content_drafts" USING btree ("kind","record_id");--> statement-breakpoint
CREATE INDEX "content_drafts_publish_at_idx" ON "content_drafts" USING btree ("publish_at");--> statement-breakpoint
CREATE INDEX "content_drafts_unpublish_at_idx" ON "content_drafts" USING btree ("unpublish_at");--> statement-breakpoint
CREATE UNIQUE INDEX "content_preview_links_token_key" ON "content_preview_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "content_preview_links_record_idx" ON "content_preview_links" USING btree ("kind","record_id");