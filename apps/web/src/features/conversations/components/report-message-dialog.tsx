import { REPORT_REASONS, type ReportReason } from '@varmala/shared';
import { type FormEvent, useState } from 'react';
import { Dialog, DialogActions } from '../../../components/dialog';
import { useTranslation } from '../../../i18n/use-translation';

interface ReportMessageDialogProps {
  open: boolean;
  busy: boolean;
  onClose: () => void;
  onReport: (reason: ReportReason) => void;
}

/** Why a message is reported: one of the reasons a profile is reported for (privacy's texts). */
export function ReportMessageDialog({ open, busy, onClose, onReport }: ReportMessageDialogProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [missing, setMissing] = useState(false);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!reason) {
      setMissing(true);
      return;
    }
    setMissing(false);
    onReport(reason);
  };

  return (
    <Dialog
      open={open}
      title={t('thread.reportDialog.title')}
      description={<p>{t('thread.reportDialog.description')}</p>}
      onClose={onClose}
      onSubmit={onSubmit}
      busy={busy}
      actions={
        <DialogActions
          busy={busy}
          submitLabel={t('privacy.report.submit')}
          cancelLabel={t('privacy.report.cancel')}
          onCancel={onClose}
        />
      }
    >
      <fieldset
        className="message-report__reasons"
        {...(missing ? { 'aria-describedby': 'message-report-reason-error' } : {})}
      >
        <legend className="field__label">{t('privacy.report.reason')}</legend>
        {REPORT_REASONS.map((choice) => (
          <label className="message-report__reason" key={choice}>
            <input
              type="radio"
              name="message-report-reason"
              value={choice}
              checked={reason === choice}
              onChange={() => setReason(choice)}
            />
            {t(`privacy.report.reasons.${choice}`)}
          </label>
        ))}
        {missing && (
          <p className="field__error" id="message-report-reason-error">
            {t('validation.required')}
          </p>
        )}
      </fieldset>
    </Dialog>
  );
}
