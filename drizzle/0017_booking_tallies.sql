CREATE TABLE "booking_tallies" (
	"timeslot_id" integer NOT NULL,
	"status" text NOT NULL,
	"package_id" integer NOT NULL,
	"bookings" integer NOT NULL,
	"persons" integer NOT NULL
);
--> statement-breakpoint
DROP INDEX "registrations_timeslot_idx";--> statement-breakpoint
ALTER TABLE "booking_tallies" ADD CONSTRAINT "booking_tallies_timeslot_id_timeslots_id_fk" FOREIGN KEY ("timeslot_id") REFERENCES "public"."timeslots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_tallies" ADD CONSTRAINT "booking_tallies_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_tallies_key_idx" ON "booking_tallies" USING btree ("timeslot_id","status","package_id");--> statement-breakpoint
CREATE INDEX "registrations_timeslot_idx" ON "registrations" USING btree ("timeslot_id");--> statement-breakpoint
-- Writers wait until the triggers exist and the bookings so far are counted: none is missed or counted twice.
LOCK TABLE "registrations", "participants" IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
-- Each change to a booking's slot, status or package, or to its household, appends what it adds and
-- takes away; the sums per key are the counts at every moment.
CREATE FUNCTION "booking_tallies_registration_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    INSERT INTO "booking_tallies" ("timeslot_id", "status", "package_id", "bookings", "persons")
    VALUES (OLD."timeslot_id", OLD."status", OLD."package_id", -1, -1);
    INSERT INTO "booking_tallies" ("timeslot_id", "status", "package_id", "bookings", "persons")
    SELECT OLD."timeslot_id", OLD."status", pa."package_id", 0, -count(*)::int
    FROM "participants" pa WHERE pa."registration_id" = OLD."id" GROUP BY pa."package_id";
    INSERT INTO "booking_tallies" ("timeslot_id", "status", "package_id", "bookings", "persons")
    SELECT NEW."timeslot_id", NEW."status", pa."package_id", 0, count(*)::int
    FROM "participants" pa WHERE pa."registration_id" = NEW."id" GROUP BY pa."package_id";
  END IF;
  INSERT INTO "booking_tallies" ("timeslot_id", "status", "package_id", "bookings", "persons")
  VALUES (NEW."timeslot_id", NEW."status", NEW."package_id", 1, 1);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Before the row goes, while its household is still there to count (the cascade removes it after).
CREATE FUNCTION "booking_tallies_registration_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "booking_tallies" ("timeslot_id", "status", "package_id", "bookings", "persons")
  VALUES (OLD."timeslot_id", OLD."status", OLD."package_id", -1, -1);
  INSERT INTO "booking_tallies" ("timeslot_id", "status", "package_id", "bookings", "persons")
  SELECT OLD."timeslot_id", OLD."status", pa."package_id", 0, -count(*)::int
  FROM "participants" pa WHERE pa."registration_id" = OLD."id" GROUP BY pa."package_id";
  RETURN OLD;
END;
$$;
--> statement-breakpoint
-- A household member counts under their booking's slot and status. FOR SHARE waits for a booking
-- whose status is changing, so the member is counted under the status it ends with. A booking being
-- deleted is no longer found: its own trigger has counted its household out.
CREATE FUNCTION "booking_tallies_participant_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    INSERT INTO "booking_tallies" ("timeslot_id", "status", "package_id", "bookings", "persons")
    SELECT r."timeslot_id", r."status", OLD."package_id", 0, -1
    FROM (SELECT "timeslot_id", "status" FROM "registrations" WHERE "id" = OLD."registration_id" FOR SHARE) r;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO "booking_tallies" ("timeslot_id", "status", "package_id", "bookings", "persons")
    SELECT r."timeslot_id", r."status", NEW."package_id", 0, 1
    FROM (SELECT "timeslot_id", "status" FROM "registrations" WHERE "id" = NEW."registration_id" FOR SHARE) r;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "booking_tallies_registration_inserted" AFTER INSERT ON "registrations"
FOR EACH ROW EXECUTE FUNCTION "booking_tallies_registration_changed"();
--> statement-breakpoint
CREATE TRIGGER "booking_tallies_registration_updated" AFTER UPDATE OF "timeslot_id", "status", "package_id" ON "registrations"
FOR EACH ROW
WHEN (OLD."timeslot_id" IS DISTINCT FROM NEW."timeslot_id" OR OLD."status" IS DISTINCT FROM NEW."status"
  OR OLD."package_id" IS DISTINCT FROM NEW."package_id")
EXECUTE FUNCTION "booking_tallies_registration_changed"();
--> statement-breakpoint
CREATE TRIGGER "booking_tallies_registration_deleted" BEFORE DELETE ON "registrations"
FOR EACH ROW EXECUTE FUNCTION "booking_tallies_registration_deleted"();
--> statement-breakpoint
CREATE TRIGGER "booking_tallies_participant_inserted_or_deleted" AFTER INSERT OR DELETE ON "participants"
FOR EACH ROW EXECUTE FUNCTION "booking_tallies_participant_changed"();
--> statement-breakpoint
CREATE TRIGGER "booking_tallies_participant_updated" AFTER UPDATE OF "registration_id", "package_id" ON "participants"
FOR EACH ROW
WHEN (OLD."registration_id" IS DISTINCT FROM NEW."registration_id" OR OLD."package_id" IS DISTINCT FROM NEW."package_id")
EXECUTE FUNCTION "booking_tallies_participant_changed"();
--> statement-breakpoint
-- The bookings made before this migration, counted once.
INSERT INTO "booking_tallies" ("timeslot_id", "status", "package_id", "bookings", "persons")
SELECT "timeslot_id", "status", "package_id", sum("bookings")::int, sum("persons")::int
FROM (
  SELECT r."timeslot_id", r."status", r."package_id", count(*) AS "bookings", count(*) AS "persons"
  FROM "registrations" r GROUP BY 1, 2, 3
  UNION ALL
  SELECT r."timeslot_id", r."status", pa."package_id", 0, count(*)
  FROM "participants" pa JOIN "registrations" r ON r."id" = pa."registration_id" GROUP BY 1, 2, 3
) AS "counted"
GROUP BY 1, 2, 3;
