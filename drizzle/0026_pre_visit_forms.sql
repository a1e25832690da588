CREATE TABLE "questionnaire_answers" (
	"registration_id" uuid NOT NULL,
	"participant_id" integer NOT NULL,
	"person_key" text NOT NULL,
	"medicines" text DEFAULT '' NOT NULL,
	"allergies" text DEFAULT '' NOT NULL,
	"conditions" text[] DEFAULT '{}'::text[] NOT NULL,
	"consent_signed_name" text NOT NULL,
	"consented_at" timestamp with time zone NOT NULL,
	"consent_text_version" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "questionnaire_answers_registration_id_participant_id_pk" PRIMARY KEY("registration_id","participant_id")
);
--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "fasting_hours" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "preparation_text" text;--> statement-breakpoint
ALTER TABLE "questionnaire_answers" ADD CONSTRAINT "questionnaire_answers_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_fasting_hours_range" CHECK ("packages"."fasting_hours" between 0 and 16);--> statement-breakpoint
-- Every package so far told its customers to fast 8 to 10 hours: the longer fast keeps that promise until staff set each.
UPDATE "packages" SET "fasting_hours" = 10;
