import { SHORTLIST_NOTE_MAX } from '@varmala/shared';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { notifyFailure, notifySuccess } from '../../../lib/notify';
import { useShortlistNote } from '../api/use-shortlist-note';

interface ShortlistNoteProps {
  profileId: number;
  note: string | null;
  /** Said after the field's name to screen readers, when several profiles share a page. */
  profileName?: string;
}

/**
 * The family's own note on a shortlisted profile ("met them at the melava"): only the guardians
 * and the candidate of the profile searching read it. Folded until opened, unless it holds a note.
 */
export function ShortlistNote({ profileId, note, profileName }: ShortlistNoteProps) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(note ?? '');
  const save = useShortlistNote(profileId);
  const changed = text.trim() !== (note ?? '');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending || !changed) return;
    save.mutate(text.trim(), {
      onSuccess: ({ text: kept }) =>
        notifySuccess(kept ? t('shortlistNote.saved') : t('shortlistNote.removed')),
      onError: (error) => notifyFailure(t('shortlistNote.failed'), error),
    });
  };
  return (
    <details className="shortlist-note" open={note ? true : undefined}>
      <summary className="shortlist-note__summary">
        {t('shortlistNote.title')}
        {profileName && <span className="visually-hidden"> - {profileName}</span>}
      </summary>
      <form className="shortlist-note__form" onSubmit={onSubmit} noValidate>
        <label className="field__label" htmlFor={id}>
          {t('shortlistNote.label')}
          {profileName && <span className="visually-hidden"> - {profileName}</span>}
        </label>
        <textarea
          id={id}
          className="field__input field__input--multiline"
          rows={3}
          maxLength={SHORTLIST_NOTE_MAX}
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-describedby={`${id}-hint`}
        />
        <p className="field__hint" id={`${id}-hint`}>
          {t('shortlistNote.hint', { count: text.length, max: SHORTLIST_NOTE_MAX })}
        </p>
        <button className="button button--small" type="submit" aria-busy={save.isPending}>
          {save.isPending ? t('profileView.updating') : t('shortlistNote.save')}
        </button>
      </form>
    </details>
  );
}
