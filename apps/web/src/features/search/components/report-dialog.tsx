import { REPORT_DETAILS_MAX, REPORT_REASONS, type ReportReason, reportRequestSchema } from '@varmala/shared';
import { type FormEvent, useState } from 'react';
import { Dialog, DialogActions } from '../../../components/dialog';
import { TextAreaField } from '../../../components/text-area-field';
import { useTranslation } from '../../../i18n/use-translation';
import { ApiError } from '../../../lib/http';
import { notifyFailure, notifyRefusal, notifySuccess } from '../../../lib/notify';
import { useReportProfile } from '../api/use-report-profile';

interface ReportDialogProps {
  profileId: number;
  open: boolean;
  onClose: () => void;
}

/**
 * The report form, in the site's dialog: the focus stays inside it and goes back to the Report
 * button when it closes, and on a phone the form scrolls while its buttons stay in view. Details
 * are checked as the server checks them (no control characters, no contact details) before
 * anything is sent.
 */
export function ReportDialog({ profileId, open, onClose }: ReportDialogProps) {
  const { t } = useTranslation();
  const report = useReportProfile(profileId);
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState('');
  const [errors, setErrors] = useState<{ reason?: string; details?: string }>({});

  const reset = () => {
    setReason(null);
    setDetails('');
    setErrors({});
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (report.isPending) return;
    const checked = reportRequestSchema.safeParse({ reason, details });
    if (!checked.success) {
      const found: { reason?: string; details?: string } = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0];
        if ((field === 'reason' || field === 'details') && !found[field]) found[field] = issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    report.mutate(
      { reason: checked.data.reason, details: checked.data.details ?? undefined },
      {
        onSuccess: () => {
          notifySuccess(t('privacy.report.sent'), t('privacy.report.sentBody'));
          reset();
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.fieldErrors.details) {
            setErrors({ details: error.fieldErrors.details });
          } else if (error instanceof ApiError && error.status === 429) {
            notifyRefusal(t('privacy.report.failed'), t('privacy.report.tooMany'));
          } else if (error instanceof ApiError && error.status === 404) {
            notifyRefusal(t('privacy.report.failed'), t('privacy.report.notAvailable'));
          } else {
            notifyFailure(t('privacy.report.failed'), error);
          }
        },
      },
    );
  };

  return (
    <Dialog
      open={open}
      title={t('privacy.report.title')}
      description={<p>{t('privacy.report.intro')}</p>}
      onClose={onClose}
      onSubmit={onSubmit}
      busy={report.isPending}
      actions={
        <DialogActions
          busy={report.isPending}
          submitLabel={t('privacy.report.submit')}
          cancelLabel={t('privacy.report.cancel')}
          onCancel={onClose}
        />
      }
    >
      <fieldset
        className="report-dialog__reasons"
        {...(errors.reason ? { 'aria-describedby': 'report-reason-error' } : {})}
      >
        <legend className="field__label">{t('privacy.report.reason')}</legend>
        {REPORT_REASONS.map((choice) => (
          <label className="report-dialog__reason" key={choice}>
            <input
              type="radio"
              name="report-reason"
              value={choice}
              checked={reason === choice}
              onChange={() => setReason(choice)}
            />
            {t(`privacy.report.reasons.${choice}`)}
          </label>
        ))}
        {errors.reason && (
          <p className="field__error" id="report-reason-error">
            {t('validation.required')}
          </p>
        )}
      </fieldset>
      <TextAreaField
        label={t('privacy.report.details')}
        hint={t('privacy.report.detailsHint')}
        rows={4}
        maxLength={REPORT_DETAILS_MAX}
        value={details}
        error={errors.details}
        onChange={(event) => setDetails(event.currentTarget.value)}
      />
    </Dialog>
  );
}
