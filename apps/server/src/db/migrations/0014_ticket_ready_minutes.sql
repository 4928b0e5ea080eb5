ALTER TABLE "pos_tickets" ADD COLUMN "ready_minutes" integer;--> statement-breakpoint
CREATE INDEX "pos_tickets_venue_idx" ON "pos_tickets" USING btree ("venue_id","updated_at");