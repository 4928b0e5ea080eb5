ALTER TABLE "bookings" ADD COLUMN "guests" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_guests_check" CHECK ("bookings"."guests" between 1 and 20);