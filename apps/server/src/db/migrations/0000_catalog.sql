CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"venue_id" integer NOT NULL,
	"special_id" integer,
	"name" text NOT NULL,
	"icon" text DEFAULT 'plate' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_zones" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"price_kopecks" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "delivery_zones_price_check" CHECK ("delivery_zones"."price_kopecks" >= 0)
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"venue_id" integer NOT NULL,
	"iiko_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price_kopecks" integer NOT NULL,
	"weight_grams" integer NOT NULL,
	"proteins" real DEFAULT 0 NOT NULL,
	"carbohydrates" real DEFAULT 0 NOT NULL,
	"fats" real DEFAULT 0 NOT NULL,
	"calories" real DEFAULT 0 NOT NULL,
	"cost_per_gram" boolean DEFAULT false NOT NULL,
	"available" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "products_iiko_id_unique" UNIQUE("iiko_id"),
	CONSTRAINT "products_price_check" CHECK ("products"."price_kopecks" >= 0)
);
--> statement-breakpoint
CREATE TABLE "special_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"venue_id" integer NOT NULL,
	"iiko_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price_kopecks" integer NOT NULL,
	"weight_grams" integer NOT NULL,
	"proteins" real DEFAULT 0 NOT NULL,
	"carbohydrates" real DEFAULT 0 NOT NULL,
	"fats" real DEFAULT 0 NOT NULL,
	"calories" real DEFAULT 0 NOT NULL,
	"cost_per_gram" boolean DEFAULT false NOT NULL,
	"available" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "special_products_iiko_id_unique" UNIQUE("iiko_id"),
	CONSTRAINT "special_products_price_check" CHECK ("special_products"."price_kopecks" >= 0)
);
--> statement-breakpoint
CREATE TABLE "specials" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "specials_url_unique" UNIQUE("url")
);
--> statement-breakpoint
CREATE TABLE "venues" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_special_id_specials_id_fk" FOREIGN KEY ("special_id") REFERENCES "public"."specials"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_products" ADD CONSTRAINT "special_products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_products" ADD CONSTRAINT "special_products_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "categories_venue_idx" ON "categories" USING btree ("venue_id","special_id","sort");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id","sort");--> statement-breakpoint
CREATE INDEX "special_products_category_idx" ON "special_products" USING btree ("category_id","sort");