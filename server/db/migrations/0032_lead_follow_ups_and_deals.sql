CREATE TABLE "lead_digest_runs" (
	"day" date PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_follow_ups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"enquiry_id" uuid,
	"application_id" uuid,
	"due_at" timestamp with time zone NOT NULL,
	"task" text NOT NULL,
	"owner_id" uuid,
	"created_by_id" uuid,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_follow_ups_one_lead" CHECK (num_nonnulls("lead_follow_ups"."enquiry_id", "lead_follow_ups"."application_id") = 1),
	CONSTRAINT "lead_follow_ups_task_length" CHECK (char_length("lead_follow_ups"."task") between 1 and 200)
);
--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "deal_value" bigint;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "expected_close_on" date;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "lost_reason" text;--> statement-breakpoint
ALTER TABLE "lead_follow_ups" ADD CONSTRAINT "lead_follow_ups_enquiry_id_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."enquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_follow_ups" ADD CONSTRAINT "lead_follow_ups_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_follow_ups" ADD CONSTRAINT "lead_follow_ups_owner_id_admin_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_follow_ups" ADD CONSTRAINT "lead_follow_ups_created_by_id_admin_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_follow_ups_open_due_idx" ON "lead_follow_ups" USING btree ("due_at") WHERE "lead_follow_ups"."done_at" is null;--> statement-breakpoint
CREATE INDEX "lead_follow_ups_owner_idx" ON "lead_follow_ups" USING btree ("owner_id","due_at");--> statement-breakpoint
CREATE INDEX "lead_follow_ups_enquiry_idx" ON "lead_follow_ups" USING btree ("enquiry_id");--> statement-breakpoint
CREATE INDEX "lead_follow_ups_application_idx" ON "lead_follow_ups" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "lead_follow_ups_created_by_idx" ON "lead_follow_ups" USING btree ("created_by_id");--> statement-breakpoint
CREATE INDEX "enquiries_stage_deal_idx" ON "enquiries" USING btree ("stage","deal_value");--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_deal_value" CHECK ("enquiries"."deal_value" between 0 and 1000000000000);