DROP INDEX "participants_registration_idx";--> statement-breakpoint
DROP INDEX "registrations_timeslot_idx";--> statement-breakpoint
CREATE INDEX "audit_log_refund_created_at_idx" ON "audit_log" USING btree ("created_at") WHERE "audit_log"."action" = 'refund';--> statement-breakpoint
CREATE INDEX "event_dates_date_idx" ON "event_dates" USING btree ("date");--> statement-breakpoint
CREATE INDEX "payments_created_at_idx" ON "payments" USING btree ("created_at","status","amount");--> statement-breakpoint
CREATE INDEX "participants_registration_idx" ON "participants" USING btree ("registration_id","package_id");--> statement-breakpoint
CREATE INDEX "registrations_timeslot_idx" ON "registrations" USING btree ("timeslot_id","status","package_id","id");