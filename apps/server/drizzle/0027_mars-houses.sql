-- Mars in the search (issue 57): the houses of Mars from the lagna and from the Moon, computed from
-- the date, time and listed place of birth when they are saved, so "Horoscope matches only" and the
-- cards can apply an operator's rule in which Mars blocks. `mars_birth` names the birth they were
-- computed from (date|time|place id): where it is not the row's birth now, they are not used.
ALTER TABLE "profiles" ADD COLUMN "mars_house_lagna" smallint;
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "mars_house_moon" smallint;
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "mars_birth" varchar(40);
