ALTER TABLE "categories" DROP CONSTRAINT "categories_pos_id_unique";--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT "products_iiko_id_unique";--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_venue_pos_unique" UNIQUE("venue_id","pos_id");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_venue_iiko_unique" UNIQUE("venue_id","iiko_id");