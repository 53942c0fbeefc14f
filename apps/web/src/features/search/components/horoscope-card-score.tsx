import '../horoscope.css';
import type { CardMatch, Domain } from '@varmala/shared';
import { useTranslation } from '../../../i18n/use-translation';

/**
 * A search card's horoscope line: the guna total and the porutham count with the member, the guna
 * total first on the Marathi site and the poruthams first on the Tamil one, and whether they match.
 * Nothing when either horoscope has no star.
 */
export function HoroscopeCardScore({ match, domain }: { match: CardMatch; domain: Domain }) {
  const { t } = useTranslation();
  if (!match) return null;
  const poruthams = t('horoscope.card.poruthams', { matched: match.matched });
  const gunas = match.guna === null ? null : t('horoscope.card.gunas', { guna: String(match.guna) });
  const scores = (domain === 'tamilmala' ? [poruthams, gunas] : [gunas, poruthams]).filter(Boolean);
  const verdict =
    match.verdict === 'match'
      ? t('horoscope.card.match')
      : match.verdict === 'no_match'
        ? t('horoscope.card.noMatch')
        : null;
  return (
    <p className={`horoscope-score horoscope-score--${match.verdict}`}>
      <span className="horoscope-score__label">{t('horoscope.card.label')}:</span> {scores.join(', ')}
      {verdict && <span className="horoscope-score__verdict"> · {verdict}</span>}
    </p>
  );
}
