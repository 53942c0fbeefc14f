import { useQueryClient } from '@tanstack/react-query';
import { REFUSAL_REASONS, type Refusal } from '@varmala/shared';
import { useFormat } from '../../../components/use-format';
import { useTranslation } from '../../../i18n/use-translation';
import { ApiError } from '../../../lib/http';
import { notifyFailure, notifyRefusal, notifySuccess } from '../../../lib/notify';
import { adminKeys } from '../api/query-keys';
import { useUndoRefusal } from '../api/use-undo-refusal';

interface UndoRefusalProps {
  profileId: number;
  refusal: Refusal;
  /** Completes the Undo button's name for screen readers. */
  whose: string;
}

/** Why a profile was refused, and the operator's note. */
export function RefusalNote({ refusal }: { refusal: Refusal }) {
  const { t } = useTranslation();
  const reason = (REFUSAL_REASONS as readonly string[]).includes(refusal.reason)
    ? t(`admin.refuse.reasons.${refusal.reason}`)
    : refusal.reason;
  return (
    <span className="admin-table__refusal">
      <span>{t('admin.refuse.shownReason', { reason })}</span>
      {refusal.note && <span className="admin-table__note">{refusal.note}</span>}
    </span>
  );
}

/** Undo of a refusal, while its day lasts, and until when. */
export function UndoRefusal({ profileId, refusal, whose }: UndoRefusalProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const undo = useUndoRefusal();
  const queryClient = useQueryClient();
  if (new Date(refusal.undo_until).getTime() <= Date.now()) return null;
  // The operator's own clock and day: "until 14 March 2026, 9:05 AM".
  const untilText = t('admin.undo.until', {
    date: format.date(refusal.undo_until, 'long'),
    time: format.time(refusal.undo_until),
  });

  const onUndo = () =>
    // The promise, not mutate's callbacks: once undone, the refusal and this button are gone.
    undo.mutateAsync(profileId).then(
      () => notifySuccess(t('admin.undo.done'), t('admin.search.updatedBody')),
      (error: unknown) => {
        if (error instanceof ApiError && error.status === 409) {
          notifyRefusal(t('admin.undo.failed'), t('admin.undo.tooLate'));
          void queryClient.invalidateQueries({ queryKey: adminKeys.profileLists });
        } else {
          notifyFailure(t('admin.undo.failed'), error);
        }
      },
    );

  return (
    <span className="admin-table__undo">
      <button
        className="button button--small"
        type="button"
        disabled={undo.isPending}
        aria-busy={undo.isPending}
        onClick={onUndo}
      >
        {t('admin.undo.button')}
        <span className="visually-hidden"> {whose}</span>
      </button>
      <span className="admin-table__note">{untilText}</span>
    </span>
  );
}
