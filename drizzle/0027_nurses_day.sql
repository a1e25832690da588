CREATE TABLE "registration_moves" (
	"registration_id" uuid PRIMARY KEY NOT NULL,
	"reschedule_request_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"moved_at" timestamp with time zone,
	CONSTRAINT "registration_moves_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "reschedule_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"region" text NOT NULL,
	"date" date NOT NULL,
	"part_of_day" text NOT NULL,
	"reason" text NOT NULL,
	"requested_by" text NOT NULL,
	"booking_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reschedule_requests_part_of_day" CHECK ("reschedule_requests"."part_of_day" in ('morning', 'afternoon', 'day'))
);
--> statement-breakpoint
CREATE TABLE "roster_duties" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"region" text NOT NULL,
	"date" date NOT NULL,
	"part_of_day" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "roster_duties_staff_date_part_key" UNIQUE("staff_id","date","part_of_day"),
	CONSTRAINT "roster_duties_part_of_day" CHECK ("roster_duties"."part_of_day" in ('morning', 'afternoon', 'day'))
);
--> statement-breakpoint
CREATE TABLE "visit_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"registration_id" uuid NOT NULL,
	"staff_id" integer NOT NULL,
	"client_event_id" text NOT NULL,
	"type" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"outcome" jsonb,
	CONSTRAINT "visit_events_staff_client_event_key" UNIQUE("staff_id","client_event_id"),
	CONSTRAINT "visit_events_type" CHECK ("visit_events"."type" in ('on_my_way', 'arrived', 'done'))
);
--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "assigned_staff_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "display_name" text;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "registration_moves" ADD CONSTRAINT "registration_moves_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_moves" ADD CONSTRAINT "registration_moves_reschedule_request_id_reschedule_requests_id_fk" FOREIGN KEY ("reschedule_request_id") REFERENCES "public"."reschedule_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_duties" ADD CONSTRAINT "roster_duties_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_events" ADD CONSTRAINT "visit_events_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_events" ADD CONSTRAINT "visit_events_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "registration_moves_request_idx" ON "registration_moves" USING btree ("reschedule_request_id");--> statement-breakpoint
CREATE INDEX "roster_duties_date_region_idx" ON "roster_duties" USING btree ("date","region");--> statement-breakpoint
CREATE INDEX "visit_events_registration_idx" ON "visit_events" USING btree ("registration_id","at");--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_assigned_staff_id_users_id_fk" FOREIGN KEY ("assigned_staff_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "registrations_assigned_staff_idx" ON "registrations" USING btree ("assigned_staff_id","timeslot_id");