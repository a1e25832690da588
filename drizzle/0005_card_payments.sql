DROP INDEX "registrations_live_wc_code_key";--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "card_discount_amount" numeric(10, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "payment_due_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_live_per_registration" ON "payments" USING btree ("registration_id") WHERE "payments"."status" in ('processing', 'settled', 'unknown');--> statement-breakpoint
CREATE INDEX "registrations_payment_due_idx" ON "registrations" USING btree ("payment_due_at") WHERE "registrations"."status" = 'pending_payment';--> statement-breakpoint
CREATE UNIQUE INDEX "registrations_live_wc_code_key" ON "registrations" USING btree ("wc_booking_code") WHERE "registrations"."wc_booking_code" is not null and "registrations"."status" not in ('cancelled', 'expired');