-- Webhooks that carry data (ADR 0139): an endpoint's lead events include the lead only when asked.
ALTER TABLE "webhook_endpoints" ADD COLUMN "include_record" boolean DEFAULT false NOT NULL;
