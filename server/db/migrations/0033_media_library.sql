CREATE TABLE "media" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"url" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"type" text DEFAULT 'image/webp' NOT NULL,
	"width" integer,
	"height" integer,
	"bytes" integer,
	"alt" text DEFAULT '' NOT NULL,
	"caption" text DEFAULT '' NOT NULL,
	"credit" text DEFAULT '' NOT NULL,
	"focal_x" double precision DEFAULT 0.5 NOT NULL,
	"focal_y" double precision DEFAULT 0.5 NOT NULL,
	"decorative" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "media_url_unique" UNIQUE("url"),
	CONSTRAINT "media_focal" CHECK ("media"."focal_x" between 0 and 1 and "media"."focal_y" between 0 and 1)
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_entity";--> statement-breakpoint
CREATE INDEX "media_created_idx" ON "media" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_entity" CHECK ("audit_log"."entity" in ('category', 'service', 'project', 'product', 'job', 'application', 'enquiry', 'subscriber', 'privilege', 'admin', 'alertHeading', 'site', 'session', 'potentialCustomer', 'auditLog', 'personalData', 'webhook', 'backup', 'apiKey', 'redirect', 'notFoundLog', 'person', 'replyTemplate', 'media'));