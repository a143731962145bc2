ALTER TABLE "content_drafts" ADD COLUMN "discarded" jsonb;--> statement-breakpoint
ALTER TABLE "content_drafts" ADD COLUMN "discarded_images" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "content_drafts_discarded_images_idx" ON "content_drafts" USING gin ("discarded_images");