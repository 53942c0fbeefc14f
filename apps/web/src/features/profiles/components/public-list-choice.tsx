import { useTranslation } from '../../../i18n/use-translation';

interface PublicListChoiceProps {
  listed: boolean;
  onChange: (listed: boolean) => void;
}

/**
 * Asked once, as the profile is first saved: the public page lists profiles by birth date to anyone
 * (the spec's behaviour, so ticked unless the family says no). Privacy & safety changes it later.
 */
export function PublicListChoice({ listed, onChange }: PublicListChoiceProps) {
  const { t } = useTranslation();
  return (
    <fieldset className="field-group public-list-choice" aria-describedby="public-list-explain">
      <legend className="field-group__legend">{t('profile.basic.publicList.title')}</legend>
      <p className="field__hint" id="public-list-explain">
        {t('profile.basic.publicList.explain')}
      </p>
      <label className="choice">
        <input
          className="choice__box"
          type="checkbox"
          checked={listed}
          onChange={(event) => onChange(event.target.checked)}
        />
        {t('profile.basic.publicList.label')}
      </label>
      <p className="field__hint">{t('profile.basic.publicList.later')}</p>
    </fieldset>
  );
}
