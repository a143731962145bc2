CREATE TABLE "analytics_page_views" (
	"day" date NOT NULL,
	"path" text NOT NULL,
	"referrer_host" text DEFAULT '' NOT NULL,
	"utm_source" text DEFAULT '' NOT NULL,
	"utm_medium" text DEFAULT '' NOT NULL,
	"utm_campaign" text DEFAULT '' NOT NULL,
	"device" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"entries" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_page_views_pk" PRIMARY KEY("day","path","referrer_host","utm_source","utm_medium","utm_campaign","device"),
	CONSTRAINT "analytics_page_views_device" CHECK ("analytics_page_views"."device" in ('mobile', 'tablet', 'desktop'))
);
--> statement-breakpoint
CREATE TABLE "analytics_source_visitors" (
	"day" date NOT NULL,
	"source" text NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_source_visitors_pk" PRIMARY KEY("day","source")
);
--> statement-breakpoint
CREATE TABLE "analytics_visitors" (
	"day" date PRIMARY KEY NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "landing_page" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "referrer_host" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "utm_source" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "utm_medium" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "utm_campaign" text;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "landing_page" text;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "referrer_host" text;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "utm_source" text;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "utm_medium" text;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "utm_campaign" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "landing_page" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "referrer_host" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "utm_source" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "utm_medium" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "utm_campaign" text;--> statement-breakpoint
ALTER TABLE "potential_customers" ADD COLUMN "landing_page" text;--> statement-breakpoint
ALTER TABLE "potential_customers" ADD COLUMN "referrer_host" text;--> statement-breakpoint
ALTER TABLE "potential_customers" ADD COLUMN "utm_source" text;--> statement-breakpoint
ALTER TABLE "potential_customers" ADD COLUMN "utm_medium" text;--> statement-breakpoint
ALTER TABLE "potential_customers" ADD COLUMN "utm_campaign" text;