import { useMutation } from '@tanstack/react-query';
import { UNREACHABLE_REASONS, UNREACHABLE_REPORT_DAYS, type UnreachableReasonName } from '@varmala/shared';
import { type FormEvent, useState } from 'react';
import { Dialog, DialogActions } from '../../../components/dialog';
import { useTranslation } from '../../../i18n/use-translation';
import { callApi } from '../../../lib/api-client';
import { ApiError } from '../../../lib/http';
import { notifyFailure } from '../../../lib/notify';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whether a number downloaded at `viewedAt` may still be reported as unreachable. */
export function mayReportUnreachable(viewedAt: string, now = Date.now()): boolean {
  const at = Date.parse(viewedAt);
  return Number.isFinite(at) && now - at < UNREACHABLE_REPORT_DAYS * DAY_MS;
}

interface UnreachableReportProps {
  profileId: number;
  /** Said after the button's text to screen readers: the list has a row per profile. */
  name: string;
}

/**
 * "Number not reachable?" on a download of the last days: a reason from three, once per download;
 * the operator then looks at it and, if it is so, gives the download back.
 */
export function UnreachableReport({ profileId, name }: UnreachableReportProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<UnreachableReasonName | null>(null);
  const [missing, setMissing] = useState(false);
  const [reported, setReported] = useState(false);
  const report = useMutation({
    mutationFn: (chosen: UnreachableReasonName) =>
      callApi('reportUnreachable', { params: { profileId }, body: { reason: chosen } }),
    onSuccess: () => {
      setReported(true);
      setOpen(false);
    },
    onError: (error) => {
      setOpen(false);
      // Reported before (another tab, an earlier visit): it stands as reported.
      if (error instanceof ApiError && error.messageKey === 'numberAlreadyReported') setReported(true);
      notifyFailure(t('subscription.unreachable.failed'), error);
    },
  });

  if (reported) {
    return (
      <p className="downloads__reported" role="status">
        {t('subscription.unreachable.reported')}
      </p>
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (report.isPending) return;
    if (!reason) {
      setMissing(true);
      return;
    }
    report.mutate(reason);
  };
  const close = () => {
    setOpen(false);
    setMissing(false);
  };

  return (
    <>
      <button
        className="button button--small downloads__unreachable"
        type="button"
        onClick={() => setOpen(true)}
      >
        {t('subscription.unreachable.ask')}
        <span className="visually-hidden"> - {name}</span>
      </button>
      {open && (
        <Dialog
          open
          title={t('subscription.unreachable.title')}
          description={<p>{t('subscription.unreachable.intro')}</p>}
          onClose={close}
          onSubmit={onSubmit}
          busy={report.isPending}
          actions={
            <DialogActions
              busy={report.isPending}
              submitLabel={t('subscription.unreachable.submit')}
              cancelLabel={t('subscription.unreachable.cancel')}
              onCancel={close}
            />
          }
        >
          <fieldset
            className="unreachable-reasons"
            {...(missing ? { 'aria-describedby': `unreachable-reason-error-${profileId}` } : {})}
          >
            <legend className="field__label">{t('subscription.unreachable.reason')}</legend>
            {UNREACHABLE_REASONS.map((choice) => (
              <label className="unreachable-reasons__choice" key={choice}>
                <input
                  type="radio"
                  name={`unreachable-reason-${profileId}`}
                  value={choice}
                  checked={reason === choice}
                  onChange={() => {
                    setReason(choice);
                    setMissing(false);
                  }}
                />
                {t(`subscription.unreachable.reasons.${choice}`)}
              </label>
            ))}
            {missing && (
              <p className="field__error" id={`unreachable-reason-error-${profileId}`}>
                {t('validation.required')}
              </p>
            )}
          </fieldset>
        </Dialog>
      )}
    </>
  );
}
