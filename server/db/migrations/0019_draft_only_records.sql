ALTER TABLE "content_drafts" ADD COLUMN "draft_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "content_drafts" ADD COLUMN "images" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "content_drafts_images_idx" ON "content_drafts" USING gin ("images");