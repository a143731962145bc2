CREATE TABLE "resume_removals" (
	"key" text PRIMARY KEY NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action";--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_entity";--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action" CHECK ("audit_log"."action" in ('create', 'update', 'delete', 'statusChange', 'imageAdd', 'imageRemove', 'login', 'loginFailed', 'logout', 'passwordChange', 'passwordReset', 'roleChange', 'twoFactorEnable', 'twoFactorDisable', 'export', 'erase', 'purge'));--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_entity" CHECK ("audit_log"."entity" in ('category', 'service', 'project', 'product', 'job', 'application', 'enquiry', 'subscriber', 'privilege', 'admin', 'alertHeading', 'session', 'potentialCustomer', 'auditLog', 'personalData'));--> statement-breakpoint
-- Calls made without a signed-in admin no longer keep the caller's address or user agent (ADR 0084):
-- those recorded before are forgotten too, rather than kept for the log's 90 days.
UPDATE "request_logs" SET "ip" = NULL, "user_agent" = NULL
WHERE "username" IS NULL AND ("ip" IS NOT NULL OR "user_agent" IS NOT NULL);
