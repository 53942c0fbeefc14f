import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';

interface ChoiceGroupProps {
  label: string;
  options: readonly { value: string; label: string }[];
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
}

/**
 * A filter with many possible answers: tick boxes folded under their name, so a long list (27
 * stars) takes one line of a phone screen until opened. The fold says how many are ticked. Its
 * boxes are drawn when it is first opened: the search page's six folds hold some 250 of them, and
 * drawing them all with the page made its first task on a slow phone the longest of its load.
 */
export function ChoiceGroup({ label, options, chosen, onChange }: ChoiceGroupProps) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const toggle = (value: string, on: boolean) =>
    onChange(on ? [...chosen, value] : chosen.filter((item) => item !== value));
  return (
    <details
      className="choice-group"
      onToggle={(event) => {
        if (event.currentTarget.open) setOpened(true);
      }}
    >
      <summary className="choice-group__summary">
        <span>{label}</span>
        {chosen.length > 0 && (
          <span className="choice-group__count">{t('search.chosen', { count: chosen.length })}</span>
        )}
      </summary>
      {opened && (
        <fieldset className="choice-group__options">
          <legend className="visually-hidden">{label}</legend>
          {options.map((option) => (
            <label className="choice" key={option.value}>
              <input
                className="choice__box"
                type="checkbox"
                value={option.value}
                checked={chosen.includes(option.value)}
                onChange={(event) => toggle(option.value, event.target.checked)}
              />
              {option.label}
            </label>
          ))}
        </fieldset>
      )}
    </details>
  );
}
