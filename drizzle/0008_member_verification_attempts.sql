CREATE TABLE "member_verification_attempts" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"attempted_at" timestamp with time zone[] NOT NULL,
	"last_attempt_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "member_verification_attempts_last_attempt_at_idx" ON "member_verification_attempts" USING btree ("last_attempt_at");