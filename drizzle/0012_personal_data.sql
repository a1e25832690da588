CREATE TABLE "daily_job_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"last_run_on" date,
	"running_until" timestamp with time zone,
	"last_finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "participants" ALTER COLUMN "date_of_birth" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "registrations" ALTER COLUMN "date_of_birth" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "participants" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "privacy_notice_version" text;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "consented_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "email_outbox_created_at_idx" ON "email_outbox" USING btree ("created_at");