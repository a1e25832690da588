DROP INDEX "waitlist_entries_queue_idx";--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD COLUMN "mobile_key" text;--> statement-breakpoint
-- Entries made before the caps get their mobile key (the rule of src/domain/contact-keys.ts), so they count.
UPDATE "waitlist_entries" SET "mobile_key" = CASE
  WHEN length(regexp_replace("mobile_number", '\D', '', 'g')) = 8 THEN '65' || regexp_replace("mobile_number", '\D', '', 'g')
  ELSE regexp_replace("mobile_number", '\D', '', 'g')
END;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ALTER COLUMN "mobile_key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD COLUMN "mobile_verified_at" timestamp with time zone;--> statement-breakpoint
-- Entries made before proof was asked for were never sent a code: they keep getting offers as before.
UPDATE "waitlist_entries" SET "mobile_verified_at" = "created_at";--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD COLUMN "verification_code_hash" text;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD COLUMN "wrong_codes_at" timestamp with time zone[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD COLUMN "new_codes_at" timestamp with time zone[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
CREATE INDEX "waitlist_entries_live_email_key_idx" ON "waitlist_entries" USING btree ("email_key") WHERE "waitlist_entries"."status" in ('waiting', 'offered');--> statement-breakpoint
CREATE INDEX "waitlist_entries_live_mobile_key_idx" ON "waitlist_entries" USING btree ("mobile_key") WHERE "waitlist_entries"."status" in ('waiting', 'offered');--> statement-breakpoint
CREATE INDEX "waitlist_entries_live_id_key_idx" ON "waitlist_entries" USING btree ("id_key") WHERE "waitlist_entries"."status" in ('waiting', 'offered');--> statement-breakpoint
CREATE INDEX "waitlist_entries_queue_idx" ON "waitlist_entries" USING btree ("event_id","region","created_at") WHERE "waitlist_entries"."status" = 'waiting' and "waitlist_entries"."mobile_verified_at" is not null;