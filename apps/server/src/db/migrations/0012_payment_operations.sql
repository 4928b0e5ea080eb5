CREATE TABLE "payment_operations" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"payment_id" text NOT NULL,
	"kind" text NOT NULL,
	"amount_kopecks" integer NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"provider_id" text,
	"receipt" jsonb,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "payment_operations_amount_check" CHECK ("payment_operations"."amount_kopecks" > 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_refunds" (
	"id" uuid PRIMARY KEY NOT NULL,
	"idempotence_key" text NOT NULL,
	"payment_id" uuid NOT NULL,
	"amount_kopecks" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"receipt" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_refunds_idempotence_key_unique" UNIQUE("idempotence_key")
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "vat_code" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "held_kopecks" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "captured_kopecks" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_kopecks" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "vat_code" integer;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "way" text DEFAULT 'bank_card' NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "capture" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "captured_kopecks" integer;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "receipt" jsonb;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "capture_receipt" jsonb;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "cancellation_reason" text;--> statement-breakpoint
ALTER TABLE "special_products" ADD COLUMN "vat_code" integer;--> statement-breakpoint
ALTER TABLE "payment_operations" ADD CONSTRAINT "payment_operations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_operations_order_idx" ON "payment_operations" USING btree ("order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_operations_provider_idx" ON "payment_operations" USING btree ("provider_id");