CREATE TABLE "lead_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"enquiry_id" uuid,
	"application_id" uuid,
	"author_id" uuid,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_notes_one_lead" CHECK (num_nonnulls("lead_notes"."enquiry_id", "lead_notes"."application_id") = 1),
	CONSTRAINT "lead_notes_text_length" CHECK (char_length("lead_notes"."text") between 1 and 2000)
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "stage" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "owner_id" uuid;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "stage" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "owner_id" uuid;--> statement-breakpoint
-- Enquiries already there (ADR 0083): a completed one was dealt with, so it is won; a pending one
-- stays new, since nothing tells whether anybody has contacted the sender yet.
UPDATE "enquiries" SET "stage" = 'won' WHERE "status" = 'completed';--> statement-breakpoint
-- The status becomes a column the database derives from the stage; dropping the stored one also
-- drops its index, made again below.
ALTER TABLE "enquiries" DROP CONSTRAINT "enquiries_status";--> statement-breakpoint
ALTER TABLE "enquiries" DROP COLUMN "status";--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "status" text GENERATED ALWAYS AS (case when stage in ('won', 'lost') then 'completed' else 'pending' end) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "enquiries_status_idx" ON "enquiries" USING btree ("status");--> statement-breakpoint
ALTER TABLE "lead_notes" ADD CONSTRAINT "lead_notes_enquiry_id_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."enquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_notes" ADD CONSTRAINT "lead_notes_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_notes" ADD CONSTRAINT "lead_notes_author_id_admin_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_notes_enquiry_idx" ON "lead_notes" USING btree ("enquiry_id","created_at");--> statement-breakpoint
CREATE INDEX "lead_notes_application_idx" ON "lead_notes" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE INDEX "lead_notes_author_idx" ON "lead_notes" USING btree ("author_id");--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_owner_id_admin_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_owner_id_admin_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applications_stage_idx" ON "applications" USING btree ("stage");--> statement-breakpoint
CREATE INDEX "applications_owner_idx" ON "applications" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "enquiries_stage_idx" ON "enquiries" USING btree ("stage");--> statement-breakpoint
CREATE INDEX "enquiries_owner_idx" ON "enquiries" USING btree ("owner_id");--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_stage" CHECK ("applications"."stage" in ('new', 'reviewing', 'interview', 'offer', 'hired', 'rejected'));--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_stage" CHECK ("enquiries"."stage" in ('new', 'contacted', 'qualified', 'won', 'lost'));