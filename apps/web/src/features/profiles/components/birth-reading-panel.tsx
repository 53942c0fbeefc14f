import { type Domain, hasMarsDosham, type MarsHouses } from '@varmala/shared';
import { useFormat } from '../../../components/use-format';
import { useHoroscopeLabels } from '../../../components/use-horoscope-labels';
import { useStarLabels } from '../../../components/use-star-label';
import { useTranslation } from '../../../i18n/use-translation';
import { ApiError } from '../../../lib/http';
import { formatList } from '../../../lib/list-format';
import { type BirthMoment, useBirthReading } from '../api/use-birth-reading';
import {
  differingParts,
  type MoonReading,
  type ReadingPart,
  readingsNear,
  type TypedReading,
} from '../birth-reading';

type House = `h${1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12}`;

interface BirthReadingPanelProps {
  domain: Domain;
  /** Date, time and a place from the list; null until all three are there. */
  moment: BirthMoment | null;
  typed: TypedReading;
  /** Fills the dosham field with the text suggested, when the family asks for it. */
  onUseDosham: (text: string) => void;
}

/**
 * The star, padham and raasi of this date, time and place, beside what the family chose: a note
 * where they differ, the readings a few minutes either side, and the Mars houses as a dosham text to
 * take or leave. Nothing the family chose is changed.
 */
export function BirthReadingPanel({ domain, moment, typed, onUseDosham }: BirthReadingPanelProps) {
  const { t, i18n } = useTranslation();
  const label = useStarLabels(domain);
  const words = useHoroscopeLabels(domain);
  const format = useFormat();
  const reading = useBirthReading(moment);
  const check = t(`profile.horoscope.siteReading.${domain}.check`);

  const say = (moon: MoonReading) =>
    t('profile.horoscope.reading.reading', {
      star: label.star(moon.star),
      padham: t(`profile.horoscope.siteReading.${domain}.padhamNumber`, { number: moon.padham }),
      raasi: label.raasi(moon.raasi),
    });
  const partName: Record<ReadingPart, string> = {
    star: t('profile.horoscope.birthStar'),
    padham: words.padham,
    raasi: words.raasi,
  };
  const house = (count: number) =>
    t(`profile.horoscope.reading.house.h${count}` as `profile.horoscope.reading.house.${House}`);

  const content = () => {
    if (!moment) return <p className="birth-reading__waiting">{t('profile.horoscope.reading.waiting')}</p>;
    if (reading.isPending)
      return <p className="birth-reading__waiting">{t('profile.horoscope.reading.working')}</p>;
    if (reading.isError) {
      const tooMany = reading.error instanceof ApiError && reading.error.status === 429;
      return <p>{t(tooMany ? 'profile.horoscope.reading.tooMany' : 'profile.horoscope.reading.failed')}</p>;
    }
    const { moon, mars_house } = reading.data;
    const computed: MoonReading = { star: moon.birth_star, padham: moon.padham, raasi: moon.raasi };
    const differs = differingParts(computed, typed);
    const near = readingsNear(reading.data, moment.date_of_birth, moment.birth_time);
    const parts = formatList(
      i18n.language,
      differs.map((part) => partName[part].toLocaleLowerCase(i18n.language)),
    );
    return (
      <>
        <p className="birth-reading__line">
          {t('profile.horoscope.reading.line', { reading: say(computed) })}
        </p>
        {differs.length > 0 ? (
          <p className="birth-reading__differs">{t('profile.horoscope.reading.differs', { parts, check })}</p>
        ) : (
          typed.birth_star && <p>{t('profile.horoscope.reading.agrees')}</p>
        )}
        {near.length > 0 && (
          <div>
            <p>{t('profile.horoscope.reading.near')}</p>
            <ul className="birth-reading__near">
              {near.map((other) => (
                <li key={`${other.side}-${other.time}`}>
                  {t(`profile.horoscope.reading.${other.side}`, {
                    time: format.birthTime(other.time),
                    reading: say(other),
                  })}
                </li>
              ))}
            </ul>
          </div>
        )}
        <MarsSuggestion
          domain={domain}
          houses={mars_house}
          house={house}
          field={words.dhosam}
          onUse={onUseDosham}
        />
      </>
    );
  };

  return (
    <section className="birth-reading" aria-live="polite" aria-label={t('profile.horoscope.reading.title')}>
      {content()}
    </section>
  );
}

function MarsSuggestion({
  domain,
  houses,
  house,
  field,
  onUse,
}: {
  domain: Domain;
  houses: MarsHouses;
  house: (count: number) => string;
  field: string;
  onUse: (text: string) => void;
}) {
  const { t } = useTranslation();
  const counted = { fromLagna: house(houses.from_lagna), fromMoon: house(houses.from_moon) };
  const dosham = hasMarsDosham(domain, houses) ? 'dosham' : 'noDosham';
  const text = t(`profile.horoscope.siteReading.${domain}.${dosham}`, counted);
  return (
    <div className="birth-reading__mars">
      <p className="birth-reading__suggested">{text}</p>
      <button className="button button--small" type="button" onClick={() => onUse(text)}>
        {t('profile.horoscope.reading.use', { field })}
      </button>
    </div>
  );
}
