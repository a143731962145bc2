ALTER TABLE "jobs" ADD COLUMN "location" text DEFAULT 'Lahore, Punjab, Pakistan' NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "employment_type" text DEFAULT 'Full Time' NOT NULL;