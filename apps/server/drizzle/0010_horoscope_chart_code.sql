DROP INDEX "profiles_search_dob_idx";--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "chart_code" smallint GENERATED ALWAYS AS (((array_position(array['Ashwini', 'Bharani', 'Krittika', 'Rohini', 'Mrigashira', 'Ardra', 'Punarvasu', 'Pushya', 'Ashlesha', 'Magha', 'Purva Phalguni', 'Uttara Phalguni', 'Hasta', 'Chitra', 'Swati', 'Vishakha', 'Anuradha', 'Jyeshtha', 'Mula', 'Purva Ashadha', 'Uttara Ashadha', 'Shravana', 'Dhanishta', 'Shatabhisha', 'Purva Bhadrapada', 'Uttara Bhadrapada', 'Revati']::text[], "birth_star") - 1) * 17
  + case
      when "padham" is not null then case when "padham" between 1 and 4 then "padham" end
      when "raasi" is null then 0
      else 4 + array_position(array['Mesha', 'Vrishabha', 'Mithuna', 'Karka', 'Simha', 'Kanya', 'Tula', 'Vrishchika', 'Dhanu', 'Makara', 'Kumbha', 'Meena']::text[], "raasi")
    end)::smallint) STORED;--> statement-breakpoint
CREATE INDEX "profiles_search_dob_idx" ON "profiles" USING btree ("domain","gender","date_of_birth","marital_status","user_id","birth_star","chart_code") WHERE status = 200 and not paused;