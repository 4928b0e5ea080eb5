CREATE TABLE "dated_hours" (
	"place_id" integer NOT NULL,
	"on_date" date NOT NULL,
	"opens" text,
	"closes" text,
	CONSTRAINT "dated_hours_place_id_on_date_pk" PRIMARY KEY("place_id","on_date"),
	CONSTRAINT "dated_hours_times_check" CHECK (("dated_hours"."opens" is null and "dated_hours"."closes" is null) or ("dated_hours"."opens" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and "dated_hours"."closes" ~ '^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$' and "dated_hours"."opens" < "dated_hours"."closes"))
);
--> statement-breakpoint
CREATE TABLE "kitchen_load" (
	"order_id" integer NOT NULL,
	"venue_id" integer NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"minutes" real NOT NULL,
	CONSTRAINT "kitchen_load_order_id_venue_id_window_start_pk" PRIMARY KEY("order_id","venue_id","window_start")
);
--> statement-breakpoint
CREATE TABLE "kitchen_parts" (
	"order_id" integer NOT NULL,
	"venue_id" integer NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"ready_at" timestamp with time zone NOT NULL,
	"send_at" timestamp with time zone NOT NULL,
	CONSTRAINT "kitchen_parts_order_id_venue_id_pk" PRIMARY KEY("order_id","venue_id")
);
--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "make_minutes" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promised_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "late_told_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "make_minutes" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "lead_hours" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "special_products" ADD COLUMN "make_minutes" integer;--> statement-breakpoint
ALTER TABLE "special_products" ADD COLUMN "lead_hours" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "kitchen_capacity_minutes" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "preorder_days" integer DEFAULT 14 NOT NULL;--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "preorder_notice_minutes" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "kitchen_load" ADD CONSTRAINT "kitchen_load_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kitchen_parts" ADD CONSTRAINT "kitchen_parts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kitchen_load_window_idx" ON "kitchen_load" USING btree ("venue_id","window_start");--> statement-breakpoint
CREATE INDEX "kitchen_parts_send_idx" ON "kitchen_parts" USING btree ("venue_id","send_at");