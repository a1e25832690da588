CREATE TABLE "paynow_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"registration_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"provider_id" text NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"reference" text NOT NULL,
	"qr_payload" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "paynow_requests_provider_id_unique" UNIQUE("provider_id")
);
--> statement-breakpoint
CREATE TABLE "stripe_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "paynow_requests" ADD CONSTRAINT "paynow_requests_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "paynow_requests_registration_idx" ON "paynow_requests" USING btree ("registration_id");--> statement-breakpoint
CREATE UNIQUE INDEX "paynow_requests_one_pending_per_registration" ON "paynow_requests" USING btree ("registration_id") WHERE "paynow_requests"."status" = 'pending';