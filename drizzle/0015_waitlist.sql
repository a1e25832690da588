CREATE TABLE "waitlist_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"package_id" integer NOT NULL,
	"persons" integer NOT NULL,
	"region" text NOT NULL,
	"postal_code" text NOT NULL,
	"date_from" date NOT NULL,
	"date_to" date NOT NULL,
	"time_of_day" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"mobile_number" text NOT NULL,
	"gender" text NOT NULL,
	"identification_number" text NOT NULL,
	"date_of_birth" date,
	"address" text NOT NULL,
	"unit_number" text,
	"email_key" text NOT NULL,
	"id_key" text NOT NULL,
	"leave_token_hash" text NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"registration_id" uuid,
	"erased_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "waitlist_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"entry_id" integer NOT NULL,
	"timeslot_id" integer NOT NULL,
	"persons" integer NOT NULL,
	"token_hash" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"registration_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "waitlist_offers_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "waitlist_entry_id" integer;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_entry_id_waitlist_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."waitlist_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_timeslot_id_timeslots_id_fk" FOREIGN KEY ("timeslot_id") REFERENCES "public"."timeslots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "waitlist_entries_queue_idx" ON "waitlist_entries" USING btree ("event_id","region","created_at") WHERE "waitlist_entries"."status" = 'waiting';--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_live_email_key" ON "waitlist_entries" USING btree ("event_id","email_key") WHERE "waitlist_entries"."status" in ('waiting', 'offered');--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_live_id_key" ON "waitlist_entries" USING btree ("event_id","id_key") WHERE "waitlist_entries"."status" in ('waiting', 'offered');--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_offers_one_open_per_entry" ON "waitlist_offers" USING btree ("entry_id") WHERE "waitlist_offers"."status" = 'open';--> statement-breakpoint
CREATE INDEX "waitlist_offers_open_expiry_idx" ON "waitlist_offers" USING btree ("expires_at") WHERE "waitlist_offers"."status" = 'open';--> statement-breakpoint
CREATE INDEX "waitlist_offers_timeslot_idx" ON "waitlist_offers" USING btree ("timeslot_id");