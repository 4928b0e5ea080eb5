CREATE TABLE "idempotency_keys" (
	"key" text PRIMARY KEY NOT NULL,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"special" boolean NOT NULL,
	"venue_id" integer NOT NULL,
	"iiko_id" uuid NOT NULL,
	"name" text NOT NULL,
	"image_url" text NOT NULL,
	"price_kopecks" integer NOT NULL,
	"count" integer NOT NULL,
	"sum_kopecks" integer NOT NULL,
	"cost_per_gram" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"access_key" text NOT NULL,
	"user_id" integer,
	"status" text DEFAULT 'new' NOT NULL,
	"service_type" text NOT NULL,
	"payment_method" text NOT NULL,
	"payment_status" text NOT NULL,
	"payment_id" text,
	"payment_url" text,
	"customer_name" text NOT NULL,
	"customer_surname" text DEFAULT '' NOT NULL,
	"customer_email" text,
	"phone" text NOT NULL,
	"street" text,
	"city" text,
	"house" text,
	"flat" text,
	"entrance" text,
	"floor" text,
	"delivery_zone_id" integer,
	"complete_before" text,
	"comment" text DEFAULT '' NOT NULL,
	"email_subscription" boolean DEFAULT false NOT NULL,
	"subtotal_kopecks" integer NOT NULL,
	"delivery_fee_kopecks" integer DEFAULT 0 NOT NULL,
	"total_kopecks" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"topic" text NOT NULL,
	"payload" jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pos_tickets" (
	"order_id" integer NOT NULL,
	"venue_id" integer NOT NULL,
	"ticket_id" uuid NOT NULL,
	"status" text NOT NULL,
	"external_id" text,
	"detail" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pos_tickets_order_id_venue_id_pk" PRIMARY KEY("order_id","venue_id"),
	CONSTRAINT "pos_tickets_ticket_id_unique" UNIQUE("ticket_id")
);
--> statement-breakpoint
CREATE TABLE "sandbox_payments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"idempotence_key" text NOT NULL,
	"order_id" integer NOT NULL,
	"amount_kopecks" integer NOT NULL,
	"description" text NOT NULL,
	"return_url" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_payments_idempotence_key_unique" UNIQUE("idempotence_key")
);
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_zone_id_delivery_zones_id_fk" FOREIGN KEY ("delivery_zone_id") REFERENCES "public"."delivery_zones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_tickets" ADD CONSTRAINT "pos_tickets_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_payment_idx" ON "orders" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "outbox_pending_idx" ON "outbox_events" USING btree ("processed_at","failed_at","next_attempt_at");