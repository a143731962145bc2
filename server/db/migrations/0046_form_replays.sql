CREATE TABLE "form_replays" (
	"form" text NOT NULL,
	"key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"status" integer,
	"body" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "form_replays_form_key_pk" PRIMARY KEY("form","key")
);
--> statement-breakpoint
CREATE INDEX "form_replays_created_at_idx" ON "form_replays" USING btree ("created_at");