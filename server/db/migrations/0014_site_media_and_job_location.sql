ALTER TABLE "site_settings" DROP CONSTRAINT "site_settings_part";--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "location" text DEFAULT 'Lahore, Punjab, Pakistan' NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "employment_type" text DEFAULT 'Full Time' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_part" CHECK ("site_settings"."part" in ('contact', 'home', 'about', 'careers', 'privacy', 'seo', 'partners', 'images', 'portfolio'));