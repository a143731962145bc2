ALTER TABLE "enquiries" ADD COLUMN "deal_value" bigint;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "expected_close_on" date;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "lost_reason" text;--> statement-breakpoint
CREATE INDEX "enquiries_stage_deal_idx" ON "enquiries" USING btree ("stage","deal_value");--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_deal_value" CHECK ("enquiries"."deal_value" between 0 and 1000000000000);