ALTER TABLE "portfolio_items" ADD COLUMN "approach" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "topics" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "benefit_tiles" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- What waits in the trash gets the new columns' defaults too, so its restore fills them (ADR 0117).
UPDATE "trash" SET "rows" = jsonb_set("rows", '{record}', '{"topics": [], "benefit_tiles": []}'::jsonb || ("rows"->'record')) WHERE "kind" = 'service';--> statement-breakpoint
UPDATE "trash" SET "rows" = jsonb_set("rows", '{record}', '{"approach": ""}'::jsonb || ("rows"->'record')) WHERE "kind" IN ('project', 'product');
