ALTER TABLE "delivery_zones" ADD COLUMN "delivery_minutes" integer DEFAULT 40 NOT NULL;--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "prep_minutes" integer DEFAULT 30 NOT NULL;