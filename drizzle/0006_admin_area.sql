CREATE TABLE "admin_login_failures" (
	"username" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"first_failure_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "event_configs" ADD COLUMN "max_attendees" integer DEFAULT 20 NOT NULL;