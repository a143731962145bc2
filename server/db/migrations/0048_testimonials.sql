CREATE TABLE "testimonials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote" text NOT NULL,
	"name" text NOT NULL,
	"role" text DEFAULT '' NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"image_id" uuid,
	"project_id" uuid,
	"order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "testimonials_order" CHECK ("testimonials"."order" >= 0)
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_entity";--> statement-breakpoint
ALTER TABLE "content_drafts" DROP CONSTRAINT "content_drafts_kind";--> statement-breakpoint
ALTER TABLE "content_revisions" DROP CONSTRAINT "content_revisions_kind";--> statement-breakpoint
ALTER TABLE "former_slugs" DROP CONSTRAINT "former_slugs_kind";--> statement-breakpoint
ALTER TABLE "trash" DROP CONSTRAINT "trash_kind";--> statement-breakpoint
ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "testimonials_list_idx" ON "testimonials" USING btree ("is_active","order");--> statement-breakpoint
CREATE INDEX "testimonials_project_idx" ON "testimonials" USING btree ("project_id");--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_entity" CHECK ("audit_log"."entity" in ('category', 'service', 'project', 'product', 'job', 'page', 'article', 'testimonial', 'application', 'enquiry', 'subscriber', 'privilege', 'admin', 'alertHeading', 'site', 'session', 'potentialCustomer', 'auditLog', 'personalData', 'webhook', 'backup', 'apiKey', 'redirect', 'notFoundLog', 'person', 'replyTemplate', 'media', 'author', 'tag', 'wordpressImport', 'campaign'));--> statement-breakpoint
ALTER TABLE "content_drafts" ADD CONSTRAINT "content_drafts_kind" CHECK ("content_drafts"."kind" in ('category', 'service', 'portfolio', 'job', 'page', 'article', 'testimonial', 'site'));--> statement-breakpoint
ALTER TABLE "content_revisions" ADD CONSTRAINT "content_revisions_kind" CHECK ("content_revisions"."kind" in ('category', 'service', 'portfolio', 'job', 'page', 'article', 'testimonial', 'site'));--> statement-breakpoint
ALTER TABLE "former_slugs" ADD CONSTRAINT "former_slugs_kind" CHECK ("former_slugs"."kind" in ('category', 'service', 'portfolio', 'job', 'page', 'article', 'testimonial', 'site'));--> statement-breakpoint
ALTER TABLE "trash" ADD CONSTRAINT "trash_kind" CHECK ("trash"."kind" in ('category', 'service', 'project', 'product', 'job', 'page', 'article', 'testimonial'));