CREATE TABLE "network_holds" (
	"id" serial PRIMARY KEY NOT NULL,
	"network" text NOT NULL,
	"kind" text NOT NULL,
	"taken_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "network_holds_network_taken_at_idx" ON "network_holds" USING btree ("network","taken_at");