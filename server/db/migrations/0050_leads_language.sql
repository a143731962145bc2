ALTER TABLE "applications" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_language" CHECK ("applications"."language" in ('en', 'ur'));--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_language" CHECK ("enquiries"."language" in ('en', 'ur'));--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD CONSTRAINT "newsletter_subscribers_language" CHECK ("newsletter_subscribers"."language" in ('en', 'ur'));