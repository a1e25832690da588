CREATE TABLE "simulated_gateway_transactions" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"status" text NOT NULL,
	"card_brand" text NOT NULL,
	"card_bin" text NOT NULL,
	"card_last4" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "checking_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "simulated_gateway_transactions_order_idx" ON "simulated_gateway_transactions" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payments_open_idx" ON "payments" USING btree ("created_at") WHERE "payments"."status" in ('processing', 'unknown');