DROP INDEX "request_logs_timestamp_idx";--> statement-breakpoint
CREATE INDEX "request_logs_timestamp_idx" ON "request_logs" USING btree ("timestamp","id");