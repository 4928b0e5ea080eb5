CREATE TABLE "kitchen_windows" (
	"venue_id" integer NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"used" real NOT NULL,
	CONSTRAINT "kitchen_windows_venue_id_window_start_pk" PRIMARY KEY("venue_id","window_start")
);
--> statement-breakpoint
INSERT INTO "kitchen_windows" ("venue_id", "window_start", "used")
SELECT "venue_id", "window_start", sum("minutes") FROM "kitchen_load" GROUP BY "venue_id", "window_start";
