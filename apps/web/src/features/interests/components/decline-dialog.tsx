import type { DeclineInterestRequest } from '@varmala/shared';
import { Dialog } from '../../../components/dialog';
import { useTranslation } from '../../../i18n/use-translation';
import { useInterestTemplates } from '../api/use-interest-templates';

interface DeclineDialogProps {
  /** The family whose interest is declined; the dialog is open while there is one. */
  name: string | null;
  busy: boolean;
  onDecline: (body: DeclineInterestRequest) => void;
  onClose: () => void;
}

/**
 * A no, said kindly: each of the decline sentences is a button that declines with it, and one
 * more declines without a sentence. No free text, so nothing but these sentences reaches the family.
 */
export function DeclineDialog({ name, busy, onDecline, onClose }: DeclineDialogProps) {
  const { t } = useTranslation();
  const templates = useInterestTemplates();
  const sentences = (templates.data ?? []).filter((template) => template.for === 'decline');
  return (
    <Dialog
      open={name !== null}
      title={t('interests.declineDialog.title', { name: name ?? '' })}
      description={<p>{t('interests.declineDialog.description')}</p>}
      busy={busy}
      onClose={onClose}
      actions={
        <button className="button" type="button" disabled={busy} data-autofocus onClick={onClose}>
          {t('interests.declineDialog.cancel')}
        </button>
      }
    >
      <fieldset className="decline-sentences">
        <legend className="field-group__legend">{t('interests.declineDialog.sentence')}</legend>
        {sentences.map((sentence) => (
          <button
            key={sentence.key}
            className="button decline-sentences__choice"
            type="button"
            disabled={busy}
            onClick={() => onDecline({ template: sentence.key })}
          >
            {sentence.text}
          </button>
        ))}
        <button
          className="button decline-sentences__choice"
          type="button"
          disabled={busy}
          onClick={() => onDecline({})}
        >
          {t('interests.declineDialog.noSentence')}
        </button>
      </fieldset>
    </Dialog>
  );
}
