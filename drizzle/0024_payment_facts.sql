ALTER TABLE "payments" ADD COLUMN "refund_id" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_method" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_failure_reason" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
-- Bookings paid before the column: when their audit trail says they became paid (their first payment or
-- confirmation, or their creation when created paid), as the receipt read it until now.
UPDATE "registrations" SET "paid_at" = "trail"."paid_at"
FROM (
  SELECT "entity_id", min("created_at") AS "paid_at" FROM "audit_log"
  WHERE "entity" = 'registration'
    AND ("action" IN ('pay', 'confirm') OR ("action" = 'create' AND "changes" ->> 'status' = 'paid'))
  GROUP BY "entity_id"
) AS "trail"
WHERE "trail"."entity_id" = "registrations"."id"::text;--> statement-breakpoint
-- A paid booking the trail says nothing of was dated by its last change: it keeps that date.
UPDATE "registrations" SET "paid_at" = "updated_at"
WHERE "paid_at" IS NULL AND "status" IN ('paid', 'completed');--> statement-breakpoint
-- Refunds given before the columns: the first 'refund' entry of the payment's transaction.
UPDATE "payments" SET
  "refund_id" = CASE WHEN jsonb_typeof("given"."changes" -> 'refundId') = 'string' THEN nullif("given"."changes" ->> 'refundId', '') END,
  "refund_method" = CASE WHEN jsonb_typeof("given"."changes" -> 'method') = 'string' THEN nullif("given"."changes" ->> 'method', '') END,
  "refunded_at" = "given"."created_at"
FROM (
  SELECT DISTINCT ON ("entity_id", "changes" ->> 'transactionId') "entity_id", "changes", "created_at" FROM "audit_log"
  WHERE "entity" = 'registration' AND "action" = 'refund'
  ORDER BY "entity_id", "changes" ->> 'transactionId', "created_at", "id"
) AS "given"
WHERE "payments"."status" = 'refunded'
  AND "given"."changes" ->> 'transactionId' = "payments"."transaction_id"
  AND "given"."entity_id" = "payments"."registration_id"::text;--> statement-breakpoint
-- Refunds that could not be made: the last 'refund_pending' entry of the payment's transaction.
UPDATE "payments" SET
  "refund_failure_reason" = CASE WHEN jsonb_typeof("refused"."changes" -> 'reason') = 'string' THEN nullif("refused"."changes" ->> 'reason', '') END,
  "refund_failed_at" = "refused"."created_at"
FROM (
  SELECT DISTINCT ON ("entity_id", "changes" ->> 'transactionId') "entity_id", "changes", "created_at" FROM "audit_log"
  WHERE "entity" = 'registration' AND "action" = 'refund_pending'
  ORDER BY "entity_id", "changes" ->> 'transactionId', "created_at" DESC, "id" DESC
) AS "refused"
WHERE "refused"."changes" ->> 'transactionId' = "payments"."transaction_id"
  AND "refused"."entity_id" = "payments"."registration_id"::text;
