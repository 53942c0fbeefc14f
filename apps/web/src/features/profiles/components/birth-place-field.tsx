import type { PlaceItem } from '@varmala/shared';
import { type KeyboardEvent, type Ref, useId, useState } from 'react';
import { FieldFrame } from '../../../components/field-frame';
import { useTranslation } from '../../../i18n/use-translation';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { usePlaces } from '../api/use-places';
import '../horoscope-step.css';

/** How long typing pauses before the list is asked: one request per pause, not per letter. */
const TYPING_PAUSE_MS = 250;
const BIRTH_PLACE_MAX = 100;

/** The text kept for a place picked: its name and state (or country abroad), as others read it. */
export function placeText(place: PlaceItem): string {
  const region = place.country === 'India' ? place.state : place.country;
  return [place.name, region].filter(Boolean).join(', ').slice(0, BIRTH_PLACE_MAX);
}

function placeDetails(place: PlaceItem): string {
  const parts = [place.district, place.state, place.country].filter(
    (part): part is string => Boolean(part) && part !== place.name,
  );
  return [...new Set(parts)].join(', ');
}

interface BirthPlaceFieldProps {
  label: string;
  error?: string | undefined;
  name: string;
  inputRef: Ref<HTMLInputElement>;
  text: string;
  /** The member typed: what was picked no longer holds. */
  onType: (text: string) => void;
  onPick: (place: PlaceItem) => void;
  onBlur: () => void;
}

/**
 * The place of birth: a combobox (WAI-ARIA's list autocomplete) suggesting the places whose name
 * begins with what is typed. Text not in the list is kept as typed.
 */
export function BirthPlaceField({
  label,
  error,
  name,
  inputRef,
  text,
  onType,
  onPick,
  onBlur,
}: BirthPlaceFieldProps) {
  const { t } = useTranslation();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const typed = useDebouncedValue(text, TYPING_PAUSE_MS);
  const places = usePlaces(open ? typed : '');
  const asked = open && typed.trim().length >= 2;
  const suggestions = asked ? (places.data ?? []) : [];
  const answered = asked && places.data !== undefined && !places.isPlaceholderData;
  const showList = suggestions.length > 0;
  const optionId = (index: number) => `${listId}-${index}`;

  const pick = (place: PlaceItem) => {
    onPick(place);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const count = suggestions.length;
      // Down from the last suggestion (or up from the first) goes back to the text, as -1.
      if (count > 0) setActive((current) => ((current + 1 + step + count + 1) % (count + 1)) - 1);
    } else if (event.key === 'Enter' && showList && active >= 0 && suggestions[active]) {
      // Enter picks the suggestion; it does not send the form.
      event.preventDefault();
      pick(suggestions[active]);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <FieldFrame label={label} error={error} hint={t('profile.horoscope.place.hint')}>
      {(control) => (
        <div className="place-field">
          <input
            {...control}
            ref={inputRef}
            name={name}
            className="field__input"
            type="text"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={showList}
            aria-controls={listId}
            aria-activedescendant={showList && active >= 0 ? optionId(active) : undefined}
            autoComplete="off"
            value={text}
            onChange={(event) => {
              onType(event.target.value);
              setOpen(true);
              setActive(-1);
            }}
            onKeyDown={onKeyDown}
            onBlur={() => {
              setOpen(false);
              onBlur();
            }}
          />
          <div
            className="place-field__list"
            id={listId}
            role="listbox"
            aria-label={t('profile.horoscope.place.list')}
            hidden={!showList}
          >
            {suggestions.map((place, index) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the keys are the combobox's, whose aria-activedescendant names the option
              <div
                key={place.place_id}
                id={optionId(index)}
                role="option"
                tabIndex={-1}
                aria-selected={index === active}
                className="place-field__option"
                // Keeps the focus in the box, so the list is still there when the click lands.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(place)}
              >
                <span className="place-field__name">{place.name}</span>
                <span className="place-field__details">{placeDetails(place)}</span>
              </div>
            ))}
          </div>
          {answered && suggestions.length === 0 && (
            <p className="place-field__none">{t('profile.horoscope.place.none')}</p>
          )}
          <span className="visually-hidden" role="status">
            {answered ? t('profile.horoscope.place.found', { count: suggestions.length }) : ''}
          </span>
        </div>
      )}
    </FieldFrame>
  );
}
