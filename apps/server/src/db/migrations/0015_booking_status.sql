CREATE TABLE "place_capacities" (
	"place" integer PRIMARY KEY NOT NULL,
	"per_slot" integer NOT NULL,
	CONSTRAINT "place_capacities_per_slot_check" CHECK ("place_capacities"."per_slot" between 1 and 100)
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "status" text DEFAULT 'requested' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "status_reason" text;