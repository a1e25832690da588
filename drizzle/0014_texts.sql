CREATE TABLE "sms_opt_outs" (
	"phone_number" text PRIMARY KEY NOT NULL,
	"opted_out_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "channel" text DEFAULT 'email' NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "variables" jsonb;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "provider_message_id" text;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "delivery_status" text;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "sms_reminders" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "email_outbox_provider_message_id_key" ON "email_outbox" USING btree ("provider_message_id");--> statement-breakpoint
CREATE INDEX "email_outbox_registration_idx" ON "email_outbox" USING btree ("registration_id");