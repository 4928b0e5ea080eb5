CREATE TABLE "offer_uses" (
	"id" serial PRIMARY KEY NOT NULL,
	"offer_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"phone" text NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"returned_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text,
	"title" text NOT NULL,
	"benefit" jsonb NOT NULL,
	"scope" jsonb NOT NULL,
	"min_subtotal_kopecks" integer DEFAULT 0 NOT NULL,
	"starts_on" date,
	"ends_on" date,
	"weekdays" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"hours" jsonb,
	"first_order_only" boolean DEFAULT false NOT NULL,
	"per_guest_limit" integer,
	"total_limit" integer,
	"combines_with_points" boolean DEFAULT true NOT NULL,
	"combines_with_offers" boolean DEFAULT false NOT NULL,
	"venue_id" integer,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offers_code_unique" UNIQUE("code"),
	CONSTRAINT "offers_min_subtotal_check" CHECK ("offers"."min_subtotal_kopecks" >= 0),
	CONSTRAINT "offers_limits_check" CHECK (coalesce("offers"."per_guest_limit", 1) > 0 and coalesce("offers"."total_limit", 1) > 0)
);
--> statement-breakpoint
ALTER TABLE "offer_uses" ADD CONSTRAINT "offer_uses_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_uses" ADD CONSTRAINT "offer_uses_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_uses" ADD CONSTRAINT "offer_uses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "offer_uses_order_offer" ON "offer_uses" USING btree ("order_id","offer_id");--> statement-breakpoint
CREATE INDEX "offer_uses_offer_phone" ON "offer_uses" USING btree ("offer_id","phone");