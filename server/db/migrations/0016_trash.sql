CREATE TABLE "trash" (
	"record_id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"rows" jsonb NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"category_id" uuid,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_by_id" uuid,
	"deleted_by_username" text,
	CONSTRAINT "trash_kind" CHECK ("trash"."kind" in ('category', 'service', 'project', 'product', 'job'))
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action";--> statement-breakpoint
CREATE INDEX "trash_deleted_at_idx" ON "trash" USING btree ("deleted_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "trash_kind_idx" ON "trash" USING btree ("kind","deleted_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "trash_images_idx" ON "trash" USING gin ("images");--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action" CHECK ("audit_log"."action" in ('create', 'update', 'delete', 'statusChange', 'imageAdd', 'imageRemove', 'login', 'loginFailed', 'logout', 'passwordChange', 'passwordReset', 'roleChange', 'twoFactorEnable', 'twoFactorDisable', 'export', 'erase', 'purge', 'webhookTest', 'redeliver', 'restore', 'deleteForever'));