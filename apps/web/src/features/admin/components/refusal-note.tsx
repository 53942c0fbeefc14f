import { useQueryClient } from '@tanstack/react-query';
import { REFUSAL_REASONS, type Refusal } from '@varmala/shared';
import { useTranslation } from '../../../i18n/use-translation';
import { ApiError } from '../../../lib/http';
import { notifyFailure, notifyRefusal, notifySuccess } from '../../../lib/notify';
import { adminKeys } from '../api/query-keys';
import { useUndoRefusal } from '../api/use-undo-refusal';
import { useLongDate } from './admin-texts';

interface UndoRefusalProps {
  profileId: number;
  refusal: Refusal;
  /** Completes the Undo button's name for screen readers. */
  whose: string;
}

const two = (n: number) => String(n).padStart(2, '0');

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
  const longDate = useLongDate();
  const undo = useUndoRefusal();
  const queryClient = useQueryClient();
  const until = new Date(refusal.undo_until);
  if (until.getTime() <= Date.now()) return null;
  // The operator's own clock and day: "until 14 March 2026, 09:05".
  const untilText = t('admin.undo.until', {
    date: longDate(`${until.getFullYear()}-${two(until.getMonth() + 1)}-${two(until.getDate())}`),
    time: `${two(until.getHours())}:${two(until.getMinutes())}`,
  });

  const onUndo = () =>
    undo.mutate(profileId, {
      onSuccess: () => notifySuccess(t('admin.undo.done'), t('admin.search.updatedBody')),
      onError: (error) => {
        if (error instanceof ApiError && error.status === 409) {
          notifyRefusal(t('admin.undo.failed'), t('admin.undo.tooLate'));
          void queryClient.invalidateQueries({ queryKey: adminKeys.profileLists });
        } else {
          notifyFailure(t('admin.undo.failed'), error);
        }
      },
    });

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
