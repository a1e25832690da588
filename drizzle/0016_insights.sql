CREATE INDEX "audit_log_refund_created_at_idx" ON "audit_log" USING btree ("created_at") WHERE "audit_log"."action" = 'refund';--> statement-breakpoint
CREATE INDEX "event_dates_date_idx" ON "event_dates" USING btree ("date");--> statement-breakpoint
CREATE INDEX "payments_created_at_idx" ON "payments" USING btree ("created_at");