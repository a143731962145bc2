CREATE TABLE "not_found_paths" (
	"path" text PRIMARY KEY NOT NULL,
	"hits" bigint DEFAULT 0 NOT NULL,
	"first_seen" timestamp with time zone NOT NULL,
	"last_seen" timestamp with time zone NOT NULL,
	"referrer_host" text,
	"probe" boolean DEFAULT false NOT NULL,
	"ignored" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "redirects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"from_path" text NOT NULL,
	"to_url" text,
	"to_kind" text,
	"to_id" uuid,
	"external" boolean DEFAULT false NOT NULL,
	"status" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"hits" bigint DEFAULT 0 NOT NULL,
	"last_hit_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "redirects_from_path_unique" UNIQUE("from_path"),
	CONSTRAINT "redirects_status" CHECK ("redirects"."status" in (301, 302, 410)),
	CONSTRAINT "redirects_target" CHECK (("redirects"."status" = 410 and "redirects"."to_url" is null and "redirects"."to_id" is null) or ("redirects"."status" <> 410 and (("redirects"."to_url" is null) <> ("redirects"."to_id" is null))))
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_entity";--> statement-breakpoint
CREATE INDEX "not_found_paths_hits_idx" ON "not_found_paths" USING btree ("hits" DESC NULLS LAST,"path");--> statement-breakpoint
CREATE INDEX "not_found_paths_trgm_idx" ON "not_found_paths" USING gin ("path" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "redirects_created_idx" ON "redirects" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "redirects_from_trgm_idx" ON "redirects" USING gin ("from_path" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_entity" CHECK ("audit_log"."entity" in ('category', 'service', 'project', 'product', 'job', 'application', 'enquiry', 'subscriber', 'privilege', 'admin', 'alertHeading', 'site', 'session', 'potentialCustomer', 'auditLog', 'personalData', 'webhook', 'backup', 'apiKey', 'redirect', 'notFoundLog'));--> statement-breakpoint
-- The redirects area (ADR 0165): a role that may update the site's content may manage its redirects
-- (Site › Redirects sits beside the site's settings); every other role starts without it. superAdmin
-- holds every right whatever is stored.
UPDATE "privileges" SET "permissions" = "permissions" || jsonb_build_object(
  'redirects', jsonb_build_object(
    'create', false,
    'update', coalesce("permissions"->'site'->>'update', 'false') = 'true',
    'statusChange', false
  )
) WHERE NOT ("permissions" ? 'redirects');
