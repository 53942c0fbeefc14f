import type { AshtakootaDosha, DecidingReason, GunaRange, MatchVerdict, PoruthamKey } from '@varmala/shared';
import { useTranslation } from '../../../i18n/use-translation';
import { formatList, type ListType } from '../../../lib/list-format';

type Deciding = readonly DecidingReason[];

const of = <K extends DecidingReason['kind']>(deciding: Deciding, kind: K) =>
  deciding.filter((reason): reason is Extract<DecidingReason, { kind: K }> => reason.kind === kind);

/**
 * A verdict and what decided it, in one sentence ("The horoscopes do not match: Rajju must match on
 * this site, and it does not."), and the short form a search card has room for. Every reason the
 * server gives is named: a verdict has at most four.
 */
export function useVerdictText() {
  const { t, i18n } = useTranslation();
  const list = (items: string[], type: ListType = 'conjunction') => formatList(i18n.language, items, type);
  const poruthams = (keys: PoruthamKey[]) => list(keys.map((key) => t(`horoscope.porutham.names.${key}`)));
  const doshas = (keys: readonly AshtakootaDosha[], type?: 'disjunction') =>
    list(
      keys.map((key) => t(`horoscope.guna.dosha.${key}`)),
      type,
    );
  const gunas = ({ min, max }: GunaRange) =>
    min === max ? String(min) : t('horoscope.because.gunaSpan', { min: String(min), max: String(max) });

  /** Each reason as a clause, those of a kind said together ("Rajju and Vedha must match …"). */
  const clauses = (deciding: Deciding, range: GunaRange | null): string[] => {
    const out: string[] = [];
    for (const result of ['no_match', 'partial'] as const) {
      const failed = of(deciding, 'mandatory_failed')
        .filter((reason) => reason.result === result)
        .map((reason) => reason.porutham);
      if (failed.length === 0) continue;
      const key = result === 'no_match' ? 'mandatoryFailed' : 'mandatoryPartial';
      out.push(t(`horoscope.because.${key}`, { names: poruthams(failed), count: failed.length }));
    }
    for (const { matched, min } of of(deciding, 'too_few')) {
      out.push(t('horoscope.because.tooFew', { matched, min }));
    }
    const held = of(deciding, 'mandatory_held').map((reason) => reason.porutham);
    if (held.length > 0) {
      out.push(t('horoscope.because.mandatoryHeld', { names: poruthams(held), count: held.length }));
    }
    for (const { matched, min } of of(deciding, 'enough_matched')) {
      out.push(t('horoscope.because.enoughMatched', { matched, min }));
    }
    const open = of(deciding, 'mandatory_unknown').map((reason) => reason.porutham);
    if (open.length > 0) {
      out.push(t('horoscope.because.mandatoryUnknown', { names: poruthams(open), count: open.length }));
    }
    for (const { matched, unknown, min } of of(deciding, 'count_undecided')) {
      out.push(t('horoscope.because.countUndecided', { matched, unknown, min }));
    }
    const blocking = of(deciding, 'blocking_dosha').map((reason) => reason.dosha);
    const below = of(deciding, 'guna_below');
    if (blocking.length > 0) {
      // The total beside the dosha, unless the clause on the total follows.
      const values = { doshas: doshas(blocking), count: blocking.length };
      out.push(
        range && below.length === 0
          ? t('horoscope.because.blockingDoshaGunas', { ...values, gunas: gunas(range) })
          : t('horoscope.because.blockingDosha', values),
      );
    }
    for (const { total, min } of below)
      out.push(t('horoscope.because.gunaBelow', { gunas: gunas(total), min }));
    for (const { total, min } of of(deciding, 'guna_reached')) {
      out.push(t('horoscope.because.gunaReached', { gunas: gunas(total), min }));
    }
    for (const reason of of(deciding, 'no_blocking_dosha')) {
      out.push(t('horoscope.because.noBlockingDosha', { doshas: doshas(reason.doshas, 'disjunction') }));
    }
    const unknownDoshas = of(deciding, 'dosha_unknown').map((reason) => reason.dosha);
    if (unknownDoshas.length > 0) {
      out.push(t('horoscope.because.doshaUnknown', { doshas: doshas(unknownDoshas, 'disjunction') }));
    }
    for (const { total, min } of of(deciding, 'guna_undecided')) {
      out.push(t('horoscope.because.gunaUndecided', { gunas: gunas(total), min }));
    }
    if (of(deciding, 'mars_blocks').length > 0) out.push(t('horoscope.because.marsBlocks'));
    if (of(deciding, 'mars_clear').length > 0) out.push(t('horoscope.because.marsClear'));
    if (of(deciding, 'mars_unknown').length > 0) out.push(t('horoscope.because.marsUnknown'));
    if (of(deciding, 'star_unknown').length > 0) out.push(t('horoscope.because.starUnknown'));
    return out;
  };

  return {
    /** The panel's sentence: the verdict, then every reason. */
    sentence(verdict: MatchVerdict, deciding: Deciding, range: GunaRange | null): string {
      const reasons = clauses(deciding, range);
      if (reasons.length === 0) return t(`horoscope.panel.verdict.${verdict}`);
      return t(`horoscope.panel.says.${verdict}`, { reasons: reasons.join('; ') });
    },
    /**
     * A card's verdict: for a no, the mandatory poruthams that failed or the doshas, which the score
     * beside it does not show; the count or the total speaks for itself.
     */
    card(verdict: MatchVerdict, deciding: Deciding): string | null {
      if (verdict === 'match') return t('horoscope.card.match');
      if (verdict !== 'no_match') return null;
      const failed = of(deciding, 'mandatory_failed').map((reason) => reason.porutham);
      const blocking = of(deciding, 'blocking_dosha').map((reason) => reason.dosha);
      const reason = [
        ...(failed.length > 0 ? [t('horoscope.card.mandatoryFailed', { names: poruthams(failed) })] : []),
        ...(blocking.length > 0 ? [doshas(blocking)] : []),
        ...(of(deciding, 'mars_blocks').length > 0 ? [t('horoscope.card.mars')] : []),
      ];
      return reason.length > 0
        ? t('horoscope.card.noMatchBecause', { reason: reason.join(', ') })
        : t('horoscope.card.noMatch');
    },
  };
}
