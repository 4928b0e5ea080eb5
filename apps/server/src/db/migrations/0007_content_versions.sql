CREATE TABLE "content_versions" (
	"subject" text PRIMARY KEY NOT NULL,
	"fingerprint" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
