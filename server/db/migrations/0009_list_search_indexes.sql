-- Trigram indexes for the back-office lists' search (ADR 0092); PGlite loads the same extension.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "applications_created_idx";--> statement-breakpoint
DROP INDEX "applications_stage_idx";--> statement-breakpoint
DROP INDEX "enquiries_created_idx";--> statement-breakpoint
DROP INDEX "enquiries_status_idx";--> statement-breakpoint
DROP INDEX "enquiries_stage_idx";--> statement-breakpoint
DROP INDEX "newsletter_subscribers_created_idx";--> statement-breakpoint
DROP INDEX "potential_customers_last_seen_idx";--> statement-breakpoint
CREATE INDEX "applications_first_name_trgm" ON "applications" USING gin ("first_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "applications_last_name_trgm" ON "applications" USING gin ("last_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "applications_email_trgm" ON "applications" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "applications_phone_trgm" ON "applications" USING gin ("phone_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "enquiries_fullname_trgm" ON "enquiries" USING gin ("fullname" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "enquiries_email_trgm" ON "enquiries" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "enquiries_phone_trgm" ON "enquiries" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "enquiries_fullname_idx" ON "enquiries" USING btree ("fullname","id");--> statement-breakpoint
CREATE INDEX "enquiries_email_idx" ON "enquiries" USING btree ("email","id");--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_email_trgm" ON "newsletter_subscribers" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_email_idx" ON "newsletter_subscribers" USING btree ("email","id");--> statement-breakpoint
CREATE INDEX "potential_customers_email_trgm" ON "potential_customers" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "applications_created_idx" ON "applications" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "applications_stage_idx" ON "applications" USING btree ("stage","created_at","id");--> statement-breakpoint
CREATE INDEX "enquiries_created_idx" ON "enquiries" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "enquiries_status_idx" ON "enquiries" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "enquiries_stage_idx" ON "enquiries" USING btree ("stage","created_at","id");--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_created_idx" ON "newsletter_subscribers" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "potential_customers_last_seen_idx" ON "potential_customers" USING btree ("last_seen_at","id");