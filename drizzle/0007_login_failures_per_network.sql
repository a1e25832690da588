-- Failed sign-ins were counted per username; from now on per username and client network. The old
-- counts name no network, so they are dropped (at most a 15-minute lock is lifted).
DELETE FROM "admin_login_failures";--> statement-breakpoint
ALTER TABLE "admin_login_failures" DROP CONSTRAINT "admin_login_failures_pkey";--> statement-breakpoint
ALTER TABLE "admin_login_failures" ADD COLUMN "network" text NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_login_failures" ADD COLUMN "last_failure_at" timestamp with time zone NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_login_failures" ADD CONSTRAINT "admin_login_failures_username_network_pk" PRIMARY KEY("username","network");
