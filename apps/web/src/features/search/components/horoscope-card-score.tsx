import '../horoscope.css';
import type { CardMatch } from '@varmala/shared';
import { useTranslation } from '../../../i18n/use-translation';
import { useVerdictText } from './use-verdict-text';

/**
 * A search card's horoscope line: the score the site's rule decides by (the guna total on a guna
 * site, the range where it is undecided; the porutham count on a porutham site) and its verdict, the
 * same the profile's panel gives, with the poruthams or doshas that failed it. Nothing when either horoscope has no star.
 */
export function HoroscopeCardScore({ match }: { match: CardMatch }) {
  const { t } = useTranslation();
  const verdictText = useVerdictText();
  if (!match) return null;
  const range = match.guna_range;
  const score =
    match.kind === 'porutham'
      ? t('horoscope.card.poruthams', { matched: match.matched })
      : range === null
        ? null
        : range.min === range.max
          ? t('horoscope.card.gunas', { guna: String(range.min) })
          : t('horoscope.card.gunasRange', { min: String(range.min), max: String(range.max) });
  const verdict = verdictText.card(match.verdict, match.deciding);
  if (!score && !verdict) return null;
  return (
    <p className={`horoscope-score horoscope-score--${match.verdict}`}>
      <span className="horoscope-score__label">{t('horoscope.card.label')}:</span> {score}
      {verdict && (
        <span className="horoscope-score__verdict">
          {score ? ' · ' : ''}
          {verdict}
        </span>
      )}
    </p>
  );
}
