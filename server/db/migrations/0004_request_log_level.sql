ALTER TABLE "request_logs" ADD COLUMN "level" text DEFAULT 'info' NOT NULL;--> statement-breakpoint
ALTER TABLE "request_logs" ADD CONSTRAINT "request_logs_level" CHECK ("request_logs"."level" in ('info', 'debug'));--> statement-breakpoint
-- Entries written before levels existed: the back office's own successful reads become debug, as
-- new ones are (ADR 0081). Resume downloads stay info; CSV exports cannot be told apart from list
-- reads in old entries (no query string is stored), so they become debug too.
UPDATE "request_logs" SET "level" = 'debug'
WHERE "method" IN ('GET', 'HEAD') AND "username" IS NOT NULL AND "status_code" < 400
  AND "route" <> '/api/v1/career/:id/resume';
