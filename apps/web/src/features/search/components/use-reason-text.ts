import { useTranslation } from '../../../i18n/use-translation';

/** A reason's values that name something the reader's language has a word for, and where that word is. */
const NAMED_VALUES: Readonly<Record<string, string>> = {
  gana: 'gana',
  bride_gana: 'gana',
  groom_gana: 'gana',
  animal: 'animal',
  bride_animal: 'animal',
  groom_animal: 'animal',
  rajju: 'rajju',
  bride_rajju: 'rajju',
  groom_rajju: 'rajju',
  lord: 'planet',
  bride_lord: 'planet',
  groom_lord: 'planet',
};

/**
 * The text of a reason the shared matcher gives (`horoscope.reason.*` and its values) in the reader's
 * language: named values (a gana, an animal, a planet) in its words, `side` as the i18next context.
 */
export function useReasonText(): (reason: { key: string; [value: string]: string | number }) => string {
  const { t } = useTranslation();
  return ({ key, side, ...values }) => {
    const named = Object.fromEntries(
      Object.entries(values).map(([name, value]) => {
        const list = NAMED_VALUES[name];
        return [name, list ? t(`horoscope.${list}.${value}`, { defaultValue: String(value) }) : value];
      }),
    );
    // A key made at run time takes a default in i18next's typed `t`: the key, as i18next shows a missing one.
    return t(key, { ...named, ...(side === undefined ? {} : { context: side }), defaultValue: key });
  };
}
