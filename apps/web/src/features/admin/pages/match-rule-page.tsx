import '../admin.css';
import {
  ASHTAKOOTA_DOSHAS,
  DOMAINS,
  type Domain,
  defaultMatchRule,
  MARS_DOSHAM_HOUSES,
  MATCH_RULE_KINDS,
  MATCH_RULE_VARIANTS,
  type MatchRule,
  PORUTHAM_KEYS,
  type SiteMatchRule,
} from '@varmala/shared';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/alert';
import { Page } from '../../../components/page';
import { SelectField } from '../../../components/select-field';
import { Spinner } from '../../../components/spinner';
import { SubmitButton } from '../../../components/submit-button';
import { useFormat } from '../../../components/use-format';
import { useMatchRuleText } from '../../../components/use-match-rule-text';
import { useTranslation } from '../../../i18n/use-translation';
import { notifyFailure, notifySuccess } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { useMatchRule, useSaveMatchRule } from '../api/use-match-rule';

type VariantKey = keyof typeof MATCH_RULE_VARIANTS;
const VARIANT_KEYS = Object.keys(MATCH_RULE_VARIANTS) as VariantKey[];

const numbers = (max: number) =>
  Array.from({ length: max + 1 }, (_, n) => ({ value: String(n), label: String(n) }));

/** The operator sets the rule by which a site calls two horoscopes a match (decisions 016 and 020). */
export default function MatchRulePage() {
  const { t } = useTranslation();
  const { claims } = useSession();
  const [domain, setDomain] = useState<Domain>(claims?.domain ?? 'varmala');
  const stored = useMatchRule(domain);

  return (
    <Page title={t('horoscope.rule.title')} narrow>
      <p>{t('horoscope.rule.intro')}</p>
      <SelectField
        label={t('horoscope.rule.site')}
        options={DOMAINS.map((value) => ({ value, label: t(`domains.${value}`) }))}
        value={domain}
        onChange={(event) => setDomain(event.target.value as Domain)}
      />
      {stored.isPending ? (
        <Spinner />
      ) : stored.isError ? (
        <Alert tone="warning">
          <p>{t('horoscope.rule.loadFailed')}</p>
        </Alert>
      ) : (
        // A new form for each site and each saved version, starting from what is stored.
        <RuleForm key={`${domain} ${stored.data.updated_at}`} stored={stored.data} />
      )}
    </Page>
  );
}

function RuleForm({ stored }: { stored: SiteMatchRule }) {
  const { t } = useTranslation();
  const format = useFormat();
  const save = useSaveMatchRule();
  const ruleText = useMatchRuleText();
  const [rule, setRule] = useState<MatchRule>(stored.rule);
  const name = (key: (typeof PORUTHAM_KEYS)[number]) => t(`horoscope.porutham.names.${key}`);
  const variantTexts: Record<VariantKey, Record<string, string>> = t('horoscope.rule.variant', {
    returnObjects: true,
  });

  const toggleMandatory = (key: (typeof PORUTHAM_KEYS)[number], on: boolean) =>
    setRule({
      ...rule,
      mandatory: PORUTHAM_KEYS.filter((k) => (k === key ? on : rule.mandatory.includes(k))),
    });
  const toggleBlocking = (dosha: (typeof ASHTAKOOTA_DOSHAS)[number], on: boolean) =>
    setRule({
      ...rule,
      blocking_doshas: ASHTAKOOTA_DOSHAS.filter((d) => (d === dosha ? on : rule.blocking_doshas.includes(d))),
    });

  const gunaPart = (
    <fieldset key="guna" className="field-group">
      <legend className="field-group__legend">{t('horoscope.rule.gunaPart')}</legend>
      <p className="field__hint">{t('horoscope.rule.gunaPartHint')}</p>
      <SelectField
        label={t('horoscope.rule.minGuna')}
        hint={t('horoscope.rule.minGunaHint')}
        options={numbers(36)}
        value={String(rule.min_guna)}
        onChange={(event) => setRule({ ...rule, min_guna: Number(event.target.value) })}
      />
      <fieldset className="match-rule__variant">
        <legend className="match-rule__variant-name">{t('horoscope.rule.blocking')}</legend>
        <p className="field__hint">{t('horoscope.rule.blockingHint')}</p>
        {ASHTAKOOTA_DOSHAS.map((dosha) => (
          <label key={dosha} className="match-rule__choice">
            <input
              className="match-rule__box"
              type="checkbox"
              checked={rule.blocking_doshas.includes(dosha)}
              onChange={(event) => toggleBlocking(dosha, event.target.checked)}
            />
            {t(`horoscope.guna.dosha.${dosha}`)}
          </label>
        ))}
      </fieldset>
    </fieldset>
  );

  const poruthamPart = (
    <fieldset key="porutham" className="field-group">
      <legend className="field-group__legend">{t('horoscope.rule.poruthamPart')}</legend>
      <p className="field__hint">{t('horoscope.rule.poruthamPartHint')}</p>
      <fieldset className="match-rule__variant">
        <legend className="match-rule__variant-name">{t('horoscope.rule.mandatory')}</legend>
        <p className="field__hint">{t('horoscope.rule.mandatoryHint')}</p>
        <div className="match-rule__choices">
          {PORUTHAM_KEYS.map((key) => (
            <label key={key} className="match-rule__choice">
              <input
                className="match-rule__box"
                type="checkbox"
                checked={rule.mandatory.includes(key)}
                onChange={(event) => toggleMandatory(key, event.target.checked)}
              />
              {name(key)}
            </label>
          ))}
        </div>
      </fieldset>
      <SelectField
        label={t('horoscope.rule.minMatched')}
        options={numbers(PORUTHAM_KEYS.length)}
        value={String(rule.min_matched)}
        onChange={(event) => setRule({ ...rule, min_matched: Number(event.target.value) })}
      />
    </fieldset>
  );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { domain: stored.domain, rule },
      {
        onSuccess: (saved) => notifySuccess(t('horoscope.rule.saved'), saved.Message),
        onError: (error) => notifyFailure(t('horoscope.rule.failed'), error),
      },
    );
  };

  return (
    <form className="form match-rule" onSubmit={onSubmit} noValidate>
      <p className="field__hint">
        {stored.is_set && stored.updated_at
          ? t('horoscope.rule.setOn', { date: format.date(stored.updated_at, 'long') })
          : t('horoscope.rule.isDefault')}
      </p>
      <fieldset className="field-group">
        <legend className="field-group__legend">{t('horoscope.rule.kind')}</legend>
        <p className="field__hint">{t('horoscope.rule.kindHint')}</p>
        {MATCH_RULE_KINDS.map((kind) => (
          <label key={kind} className="match-rule__choice">
            <input
              className="match-rule__box"
              type="radio"
              name="kind"
              value={kind}
              checked={rule.kind === kind}
              onChange={() => setRule({ ...rule, kind })}
            />
            {t(`horoscope.rule.kindOptions.${kind}`)}
          </label>
        ))}
      </fieldset>
      <div className="match-rule__in-words" aria-live="polite">
        <p className="match-rule__in-words-title">{t('horoscope.rule.inWords')}</p>
        <p className="match-rule__in-words-text">{ruleText(rule)}</p>
      </div>
      {rule.kind === 'guna' ? [gunaPart, poruthamPart] : [poruthamPart, gunaPart]}
      <fieldset className="field-group">
        <legend className="field-group__legend">{t('horoscope.card.mars')}</legend>
        <p className="field__hint">
          {t('horoscope.rule.marsHint', {
            site: t(`domains.${stored.domain}`),
            houses: MARS_DOSHAM_HOUSES[stored.domain].join(', '),
          })}
        </p>
        <label className="match-rule__choice">
          <input
            className="match-rule__box"
            type="checkbox"
            name="mars_blocks"
            checked={rule.mars_blocks}
            onChange={(event) => setRule({ ...rule, mars_blocks: event.target.checked })}
          />
          {t('horoscope.rule.mars')}
        </label>
      </fieldset>
      <fieldset className="field-group">
        <legend className="field-group__legend">{t('horoscope.rule.variants')}</legend>
        {VARIANT_KEYS.map((key) => (
          <fieldset key={key} className="match-rule__variant">
            <legend className="match-rule__variant-name">{name(key)}</legend>
            {MATCH_RULE_VARIANTS[key].map((value) => (
              <label key={value} className="match-rule__choice">
                <input
                  className="match-rule__box"
                  type="radio"
                  name={`variant-${key}`}
                  value={value}
                  checked={rule.variants[key] === value}
                  onChange={() => setRule({ ...rule, variants: { ...rule.variants, [key]: value } })}
                />
                {variantTexts[key][value]}
              </label>
            ))}
          </fieldset>
        ))}
      </fieldset>
      <div className="match-rule__actions">
        <button className="button" type="button" onClick={() => setRule(defaultMatchRule(stored.domain))}>
          {t('horoscope.rule.restoreDefault')}
        </button>
        <SubmitButton pending={save.isPending}>{t('horoscope.rule.save')}</SubmitButton>
      </div>
    </form>
  );
}
