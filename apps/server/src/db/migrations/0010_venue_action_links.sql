CREATE TABLE "venue_action_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"venue_id" integer NOT NULL,
	"action" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "venue_action_links" ADD CONSTRAINT "venue_action_links_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "venue_action_links_order_idx" ON "venue_action_links" USING btree ("order_id","venue_id");