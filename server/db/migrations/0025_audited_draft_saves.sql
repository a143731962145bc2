ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action";--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action" CHECK ("audit_log"."action" in ('create', 'update', 'delete', 'statusChange', 'imageAdd', 'imageRemove', 'login', 'loginFailed', 'logout', 'passwordChange', 'passwordReset', 'roleChange', 'twoFactorEnable', 'twoFactorDisable', 'export', 'erase', 'purge', 'webhookTest', 'redeliver', 'restore', 'deleteForever', 'apiCall', 'revoke', 'draftSave', 'draftDiscard', 'draftRestore'));--> statement-breakpoint
-- Entries are still written once, with one exception (ADR 0152): a draft save's entry stands for its
-- editing session, so its time may move on. Nothing else of it, and nothing of any other entry.
CREATE OR REPLACE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.action = 'draftSave' AND NEW.at >= OLD.at AND to_jsonb(NEW) - 'at' = to_jsonb(OLD) - 'at' THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'audit log entries cannot be changed';
END;
$$;
