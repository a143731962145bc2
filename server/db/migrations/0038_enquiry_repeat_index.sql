DROP INDEX "enquiries_person_idx";--> statement-breakpoint
CREATE INDEX "enquiries_person_idx" ON "enquiries" USING btree ("person_id","created_at","id");