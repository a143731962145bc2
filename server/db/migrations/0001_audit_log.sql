CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"actor_id" uuid,
	"actor_username" text,
	"ip" text,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text,
	"summary" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	CONSTRAINT "audit_log_summary_length" CHECK (char_length("audit_log"."summary") between 1 and 500),
	CONSTRAINT "audit_log_action" CHECK ("audit_log"."action" in ('create', 'update', 'delete', 'statusChange', 'imageAdd', 'imageRemove', 'login', 'loginFailed', 'logout', 'passwordChange', 'passwordReset', 'roleChange', 'twoFactorEnable', 'twoFactorDisable', 'export')),
	CONSTRAINT "audit_log_entity" CHECK ("audit_log"."entity" in ('category', 'service', 'project', 'product', 'job', 'application', 'enquiry', 'subscriber', 'privilege', 'admin', 'alertHeading', 'session', 'potentialCustomer', 'auditLog'))
);
--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id");--> statement-breakpoint
-- Entries are written once: no statement may rewrite one (retention only ever deletes).
CREATE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit log entries cannot be changed';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "audit_log_no_update" BEFORE UPDATE ON "audit_log" FOR EACH ROW EXECUTE FUNCTION "audit_log_append_only"();
