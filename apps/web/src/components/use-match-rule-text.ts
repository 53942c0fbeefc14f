import type { MatchRule } from '@varmala/shared';
import { useTranslation } from '../i18n/use-translation';
import { formatList } from '../lib/list-format';

/**
 * A site's horoscope rule in one sentence, as members read it beside a match and as the operator
 * reads it on the rule's page: the same words in both places.
 */
export function useMatchRuleText(): (rule: MatchRule) => string {
  const { t, i18n } = useTranslation();
  const decides = (rule: MatchRule): string => {
    if (rule.kind === 'guna') {
      if (rule.blocking_doshas.length === 0) return t('horoscope.guna.ruleTotal', { min: rule.min_guna });
      // "Nadi dosha or Bhakoot dosha", in the reader's language.
      const doshas = formatList(
        i18n.language,
        rule.blocking_doshas.map((dosha) => t(`horoscope.guna.dosha.${dosha}`)),
        'disjunction',
      );
      return t('horoscope.guna.ruleDoshas', { min: rule.min_guna, doshas });
    }
    const mandatory = rule.mandatory.map((key) => t(`horoscope.porutham.names.${key}`)).join(', ');
    return mandatory
      ? t('horoscope.porutham.ruleMandatory', { mandatory, min: rule.min_matched })
      : t('horoscope.porutham.ruleCount', { min: rule.min_matched });
  };
  return (rule) => (rule.mars_blocks ? `${decides(rule)} ${t('horoscope.rule.marsInWords')}` : decides(rule));
}
