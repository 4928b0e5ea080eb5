CREATE TABLE "staff_stream_tickets" (
	"ticket_hash" text PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "staff_stream_tickets" ADD CONSTRAINT "staff_stream_tickets_session_id_staff_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."staff_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_stream_tickets_expires_idx" ON "staff_stream_tickets" USING btree ("expires_at");