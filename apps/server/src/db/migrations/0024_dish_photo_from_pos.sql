ALTER TABLE "products" ADD COLUMN "photo_source_url" text;--> statement-breakpoint
ALTER TABLE "special_products" ADD COLUMN "photo_source_url" text;