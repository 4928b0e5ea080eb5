CREATE TABLE "opening_hours" (
	"place_id" integer NOT NULL,
	"weekday" smallint NOT NULL,
	"opens" text,
	"closes" text,
	CONSTRAINT "opening_hours_place_id_weekday_pk" PRIMARY KEY("place_id","weekday"),
	CONSTRAINT "opening_hours_weekday_check" CHECK ("opening_hours"."weekday" between 1 and 7),
	CONSTRAINT "opening_hours_times_check" CHECK (("opening_hours"."opens" is null and "opening_hours"."closes" is null) or ("opening_hours"."opens" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and "opening_hours"."closes" ~ '^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$' and "opening_hours"."opens" < "opening_hours"."closes"))
);
--> statement-breakpoint
CREATE TABLE "place_hours_versions" (
	"place_id" integer PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
