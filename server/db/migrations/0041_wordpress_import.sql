CREATE TABLE "tags" (
	"slug" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "imported_items" (
	"source" text NOT NULL,
	"source_kind" text NOT NULL,
	"source_id" text NOT NULL,
	"guid" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"record_id" text NOT NULL,
	"source_hash" text NOT NULL,
	"record_version" integer,
	"created_by_import" uuid,
	"updated_by_import" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "imported_items_source_source_kind_source_id_pk" PRIMARY KEY("source","source_kind","source_id")
);
--> statement-breakpoint
CREATE TABLE "wordpress_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"dry_run" boolean NOT NULL,
	"file_name" text NOT NULL,
	"file_key" text NOT NULL,
	"uploads_key" text,
	"uploads_folder" text,
	"site" text,
	"phase" text DEFAULT 'reading' NOT NULL,
	"progress" double precision DEFAULT 0 NOT NULL,
	"counts" jsonb DEFAULT '{"articles":0,"pages":0,"media":0,"tags":0,"authors":0,"menuItems":0,"redirects":0,"searchSettings":0}'::jsonb NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"problems" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"problems_total" integer DEFAULT 0 NOT NULL,
	"error" text,
	"cancel_requested" boolean DEFAULT false NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_until" timestamp with time zone,
	"created_by_id" uuid,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "wordpress_imports_status" CHECK ("wordpress_imports"."status" in ('queued', 'running', 'done', 'failed', 'cancelled')),
	CONSTRAINT "wordpress_imports_phase" CHECK ("wordpress_imports"."phase" in ('reading', 'media', 'content', 'navigation', 'redirects', 'finished')),
	CONSTRAINT "wordpress_imports_progress" CHECK ("wordpress_imports"."progress" between 0 and 1)
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_entity";--> statement-breakpoint
CREATE INDEX "imported_items_guid_idx" ON "imported_items" USING btree ("source_kind","guid");--> statement-breakpoint
CREATE INDEX "imported_items_record_idx" ON "imported_items" USING btree ("kind","record_id");--> statement-breakpoint
CREATE INDEX "wordpress_imports_created_idx" ON "wordpress_imports" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_entity" CHECK ("audit_log"."entity" in ('category', 'service', 'project', 'product', 'job', 'page', 'article', 'application', 'enquiry', 'subscriber', 'privilege', 'admin', 'alertHeading', 'site', 'session', 'potentialCustomer', 'auditLog', 'personalData', 'webhook', 'backup', 'apiKey', 'redirect', 'notFoundLog', 'person', 'replyTemplate', 'media', 'author', 'tag', 'wordpressImport'));