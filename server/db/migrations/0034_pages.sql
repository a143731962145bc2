CREATE TABLE "pages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"seo" jsonb DEFAULT '{"title":"","description":"","image":"","noindex":false,"canonical":""}'::jsonb NOT NULL,
	"blocks" jsonb DEFAULT '{"type":"doc","content":[]}'::jsonb NOT NULL,
	"parent_id" uuid,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_entity";--> statement-breakpoint
ALTER TABLE "content_drafts" DROP CONSTRAINT "content_drafts_kind";--> statement-breakpoint
ALTER TABLE "content_revisions" DROP CONSTRAINT "content_revisions_kind";--> statement-breakpoint
ALTER TABLE "former_slugs" DROP CONSTRAINT "former_slugs_kind";--> statement-breakpoint
ALTER TABLE "trash" DROP CONSTRAINT "trash_kind";--> statement-breakpoint
CREATE UNIQUE INDEX "pages_slug_key" ON "pages" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "pages_parent_idx" ON "pages" USING btree ("parent_id");--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_entity" CHECK ("audit_log"."entity" in ('category', 'service', 'project', 'product', 'job', 'page', 'application', 'enquiry', 'subscriber', 'privilege', 'admin', 'alertHeading', 'site', 'session', 'potentialCustomer', 'auditLog', 'personalData', 'webhook', 'backup', 'apiKey', 'redirect', 'notFoundLog', 'person', 'replyTemplate', 'media'));--> statement-breakpoint
ALTER TABLE "content_drafts" ADD CONSTRAINT "content_drafts_kind" CHECK ("content_drafts"."kind" in ('category', 'service', 'portfolio', 'job', 'page', 'site'));--> statement-breakpoint
ALTER TABLE "content_revisions" ADD CONSTRAINT "content_revisions_kind" CHECK ("content_revisions"."kind" in ('category', 'service', 'portfolio', 'job', 'page', 'site'));--> statement-breakpoint
ALTER TABLE "former_slugs" ADD CONSTRAINT "former_slugs_kind" CHECK ("former_slugs"."kind" in ('category', 'service', 'portfolio', 'job', 'page', 'site'));--> statement-breakpoint
ALTER TABLE "trash" ADD CONSTRAINT "trash_kind" CHECK ("trash"."kind" in ('category', 'service', 'project', 'product', 'job', 'page'));