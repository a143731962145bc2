CREATE TABLE "articles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"cover_id" uuid,
	"body" jsonb DEFAULT '{"type":"doc","content":[]}'::jsonb NOT NULL,
	"author_id" uuid,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"project_id" uuid,
	"service_id" uuid,
	"reading_minutes" integer DEFAULT 1 NOT NULL,
	"published_at" timestamp with time zone,
	"seo" jsonb DEFAULT '{"title":"","description":"","image":"","noindex":false,"canonical":""}'::jsonb NOT NULL,
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
ALTER TABLE "articles" ADD CONSTRAINT "articles_cover_id_media_id_fk" FOREIGN KEY ("cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_author_id_admin_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "articles_slug_key" ON "articles" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "articles_published_idx" ON "articles" USING btree ("is_active","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "articles_tags_idx" ON "articles" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "articles_author_idx" ON "articles" USING btree ("author_id");--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_entity" CHECK ("audit_log"."entity" in ('category', 'service', 'project', 'product', 'job', 'page', 'article', 'application', 'enquiry', 'subscriber', 'privilege', 'admin', 'alertHeading', 'site', 'session', 'potentialCustomer', 'auditLog', 'personalData', 'webhook', 'backup', 'apiKey', 'redirect', 'notFoundLog', 'person', 'replyTemplate', 'media'));--> statement-breakpoint
ALTER TABLE "content_drafts" ADD CONSTRAINT "content_drafts_kind" CHECK ("content_drafts"."kind" in ('category', 'service', 'portfolio', 'job', 'page', 'article', 'site'));--> statement-breakpoint
ALTER TABLE "content_revisions" ADD CONSTRAINT "content_revisions_kind" CHECK ("content_revisions"."kind" in ('category', 'service', 'portfolio', 'job', 'page', 'article', 'site'));--> statement-breakpoint
ALTER TABLE "former_slugs" ADD CONSTRAINT "former_slugs_kind" CHECK ("former_slugs"."kind" in ('category', 'service', 'portfolio', 'job', 'page', 'article', 'site'));--> statement-breakpoint
ALTER TABLE "trash" ADD CONSTRAINT "trash_kind" CHECK ("trash"."kind" in ('category', 'service', 'project', 'product', 'job', 'page', 'article'));