import { REFUSAL_NOTE_MAX, REFUSAL_REASONS, type RefusalReason, type RefusedStatus } from '@varmala/shared';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Dialog, DialogActions } from '../../../components/dialog';
import { TextAreaField } from '../../../components/text-area-field';
import { useTranslation } from '../../../i18n/use-translation';

export interface Refusal {
  reason: RefusalReason;
  note: string;
}

interface RefuseDialogProps {
  /** The status asked for: Rejected (500) or Duplicate (501); null while closed. */
  status: RefusedStatus | null;
  /** Who is refused: "Priya Kulkarni (MF1001)". */
  who: string;
  /** What else follows, said first (rejecting from a report closes its other reports). */
  context?: string;
  busy: boolean;
  onRefuse: (refusal: Refusal) => void;
  onClose: () => void;
}

/**
 * Asks before a profile is rejected or marked duplicate, and why: the reason is what the member is
 * told, in their language; the note is the operator's own. Nothing is sent without a reason.
 */
export function RefuseDialog({ status, who, context, busy, onRefuse, onClose }: RefuseDialogProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState<RefusalReason | null>(null);
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState(false);
  const errorId = useId();

  // Each opening starts afresh; a duplicate is most often refused as one.
  useEffect(() => {
    if (status === null) return;
    setReason(status === 501 ? 'duplicate' : null);
    setNote('');
    setMissing(false);
  }, [status]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!reason) {
      setMissing(true);
      return;
    }
    onRefuse({ reason, note: note.trim() });
  };

  const duplicate = status === 501;
  return (
    <Dialog
      open={status !== null}
      title={duplicate ? t('admin.refuse.titleDuplicate', { who }) : t('admin.refuse.title', { who })}
      description={
        <>
          {context && <p>{context}</p>}
          <p>{t('admin.refuse.told')}</p>
          <p>{t('admin.refuse.undo')}</p>
        </>
      }
      busy={busy}
      onClose={onClose}
      onSubmit={submit}
      actions={
        <DialogActions
          tone="danger"
          busy={busy}
          submitLabel={duplicate ? t('admin.refuse.confirmDuplicate') : t('admin.refuse.confirm')}
          cancelLabel={t('common.cancel')}
          onCancel={onClose}
        />
      }
    >
      <fieldset className="refuse-dialog__reasons" aria-describedby={missing ? errorId : undefined}>
        <legend className="field__label">{t('admin.refuse.reason')}</legend>
        {REFUSAL_REASONS.map((choice) => (
          <label className="refuse-dialog__reason" key={choice}>
            <input
              type="radio"
              name="refusal-reason"
              value={choice}
              checked={reason === choice}
              aria-invalid={missing || undefined}
              onChange={() => {
                setReason(choice);
                setMissing(false);
              }}
            />
            {t(`admin.refuse.reasons.${choice}`)}
          </label>
        ))}
        {missing && (
          <p className="field__error" id={errorId}>
            {t('validation.required')}
          </p>
        )}
      </fieldset>
      <TextAreaField
        label={t('admin.refuse.note')}
        hint={t('admin.refuse.noteHint')}
        rows={3}
        maxLength={REFUSAL_NOTE_MAX}
        value={note}
        onChange={(event) => setNote(event.currentTarget.value)}
      />
    </Dialog>
  );
}
