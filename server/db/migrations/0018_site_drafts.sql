ALTER TABLE "content_drafts" DROP CONSTRAINT "content_drafts_kind";--> statement-breakpoint
ALTER TABLE "content_drafts" ALTER COLUMN "record_id" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "content_preview_links" ALTER COLUMN "record_id" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "content_drafts" ADD CONSTRAINT "content_drafts_kind" CHECK ("content_drafts"."kind" in ('category', 'service', 'portfolio', 'job', 'site'));