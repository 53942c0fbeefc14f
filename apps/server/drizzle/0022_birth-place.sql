-- The birth place picked from the offline list (GET /api/places, a GeoNames id), beside the free text a family may still type: with date and time it gives the sky at birth (issue 57).
ALTER TABLE "profiles" ADD COLUMN "birth_place_id" integer;
--> statement-breakpoint
-- The biodata draws the raasi chart only when the member asks for it: it tells the birth time to within hours.
ALTER TABLE "profiles" ADD COLUMN "biodata_chart" boolean DEFAULT false NOT NULL;
