ALTER TABLE "registrations" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;