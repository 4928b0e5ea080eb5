-- Delivery zones from iiko (issue 15 item 3, decision 053): the POS's zone name the sync matches by, and
-- the zone's outline as [latitude, longitude] points. Zones of our own keep both null.
ALTER TABLE "delivery_zones" ADD COLUMN "pos_zone_name" text;--> statement-breakpoint
ALTER TABLE "delivery_zones" ADD COLUMN "polygon" jsonb;--> statement-breakpoint
ALTER TABLE "delivery_zones" ADD CONSTRAINT "delivery_zones_pos_zone_name_unique" UNIQUE("pos_zone_name");