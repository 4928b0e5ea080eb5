ALTER TABLE "order_lines" ADD COLUMN "choice" jsonb;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "choice_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "pos_choice" jsonb;