CREATE TABLE "menu_syncs" (
	"venue_id" integer PRIMARY KEY NOT NULL,
	"revision" bigint DEFAULT 0 NOT NULL,
	"synced_at" timestamp with time zone,
	"attempted_at" timestamp with time zone,
	"last_error" text,
	"counts" jsonb
);
--> statement-breakpoint
CREATE TABLE "modifier_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"pos_group_id" uuid,
	"name" text NOT NULL,
	"min_amount" integer DEFAULT 0 NOT NULL,
	"max_amount" integer NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"free_of_charge_amount" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "modifier_groups_amounts_check" CHECK ("modifier_groups"."min_amount" >= 0 and "modifier_groups"."max_amount" >= "modifier_groups"."min_amount" and "modifier_groups"."free_of_charge_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "modifier_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"pos_id" uuid NOT NULL,
	"name" text NOT NULL,
	"price_kopecks" integer DEFAULT 0 NOT NULL,
	"min_amount" integer DEFAULT 0 NOT NULL,
	"max_amount" integer NOT NULL,
	"default_amount" integer DEFAULT 0 NOT NULL,
	"free_of_charge_amount" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "modifier_options_amounts_check" CHECK ("modifier_options"."price_kopecks" >= 0 and "modifier_options"."min_amount" >= 0 and "modifier_options"."max_amount" >= "modifier_options"."min_amount" and "modifier_options"."default_amount" between "modifier_options"."min_amount" and "modifier_options"."max_amount")
);
--> statement-breakpoint
CREATE TABLE "product_sizes" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"pos_id" uuid NOT NULL,
	"name" text NOT NULL,
	"price_kopecks" integer NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_sizes_product_pos_unique" UNIQUE("product_id","pos_id"),
	CONSTRAINT "product_sizes_price_check" CHECK ("product_sizes"."price_kopecks" >= 0)
);
--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "pos_id" uuid;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "pos_image_url" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "special_products" ADD COLUMN "pos_image_url" text;--> statement-breakpoint
ALTER TABLE "special_products" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "menu_syncs" ADD CONSTRAINT "menu_syncs_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modifier_groups" ADD CONSTRAINT "modifier_groups_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modifier_options" ADD CONSTRAINT "modifier_options_group_id_modifier_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."modifier_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_sizes" ADD CONSTRAINT "product_sizes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "modifier_groups_product_idx" ON "modifier_groups" USING btree ("product_id","sort");--> statement-breakpoint
CREATE INDEX "modifier_options_group_idx" ON "modifier_options" USING btree ("group_id","sort");--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_pos_id_unique" UNIQUE("pos_id");