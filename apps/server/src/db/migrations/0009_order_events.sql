CREATE TABLE "order_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"subject" text NOT NULL,
	"venue_id" integer,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","id");--> statement-breakpoint
-- Tickets the POS took were 'accepted'; that is 'sent' now (the venue has it, not yet agreed to
-- cook it), and a ticket the POS refused is 'declined'.
UPDATE "pos_tickets" SET "status" = 'sent' WHERE "status" = 'accepted';--> statement-breakpoint
UPDATE "pos_tickets" SET "status" = 'declined' WHERE "status" = 'rejected';
