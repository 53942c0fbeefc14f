import {
  type AdminProfileRow,
  displayName,
  isRefusedStatus,
  type RefusedStatus,
  STATUS_APPROVED,
  subCasteOf,
} from '@varmala/shared';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { OperatorRegisteredBadge } from '../../../components/operator-registered-badge';
import { useOptionLabel } from '../../../components/use-option-label';
import { useTranslation } from '../../../i18n/use-translation';
import { notifyFailure, notifySuccess } from '../../../lib/notify';
import { useUpdateProfile } from '../api/use-update-profile';
import { useLongDate, usePendingText } from './admin-texts';
import { RefusalNote, UndoRefusal } from './refusal-note';
import { type Refusal, RefuseDialog } from './refuse-dialog';
import { StatusMenu } from './status-menu';

interface ProfileRowProps {
  row: AdminProfileRow;
  number: number;
}

/** One profile of the operator's list, with its status dropdown and Featured checkbox. */
export function ProfileRow({ row, number }: ProfileRowProps) {
  const { t } = useTranslation();
  const genderLabel = useOptionLabel('gender');
  const statusLabel = useOptionLabel('profileStatus');
  const subCaste = useOptionLabel('subCaste');
  const longDate = useLongDate();
  const pendingText = usePendingText();
  const update = useUpdateProfile();
  const [refusing, setRefusing] = useState<RefusedStatus | null>(null);
  const featuredHintId = useId();
  const name = displayName(row, row.domain);
  const tamilSubCaste = subCasteOf(row, row.domain);
  const whose = t('admin.search.ofProfile', { name, mid: row.mid });
  const approved = row.status === STATUS_APPROVED;
  // Featuring needs an Approved profile whose member agreed; taking one off is always possible.
  const featureRefusal = !approved
    ? t('admin.search.featuredOnlyApproved')
    : !row.featured_consent
      ? t('admin.search.featuredNoConsent')
      : undefined;
  // While a featured change is sent the box shows what was asked for; the answer then confirms it.
  const sending = update.isPending ? update.variables : undefined;
  const featured = sending?.kind === 'featured' ? sending.body.status : row.is_featured;

  const onUpdated = () => notifySuccess(t('admin.search.updated'), t('admin.search.updatedBody'));
  // The promise, not mutate's callbacks: a row whose status changes may leave a list filtered by
  // status, and React Query calls no callback of a row that is gone.
  const changeStatus = (status: number, refusal?: Refusal) =>
    update
      .mutateAsync({
        kind: 'status',
        // Approving sends what the operator saw, so a change made since is not approved unseen.
        body: {
          profile_id: row.profile_id,
          status,
          review_key: row.pending_changes?.review_key,
          ...(refusal ? { reason: refusal.reason, note: refusal.note } : {}),
        },
      })
      .then(
        () => {
          setRefusing(null);
          onUpdated();
        },
        (error: unknown) => notifyFailure(t('admin.search.statusFailed'), error),
      );
  // Rejected and Duplicate ask first, and why.
  const chooseStatus = (status: number) =>
    isRefusedStatus(status) ? setRefusing(status) : changeStatus(status);
  const changeFeatured = (featured: boolean) =>
    update
      .mutateAsync({ kind: 'featured', body: { profile_id: row.profile_id, status: featured } })
      .then(onUpdated, (error: unknown) => notifyFailure(t('admin.search.featuredFailed'), error));

  return (
    <tr>
      <td>{number}</td>
      <td>
        <Link to={`/profile/view/${row.profile_id}`}>{row.name}</Link>
        <span className="admin-table__mid">{row.mid}</span>
        {row.registered_by_operator && <OperatorRegisteredBadge />}
      </td>
      {/* The Tamil site keeps the sub-caste in the surname field: a stored value, shown translated. */}
      <td>{tamilSubCaste === null ? row.surname : subCaste(tamilSubCaste)}</td>
      <td>{genderLabel(row.gender)}</td>
      <td className="admin-table__nowrap">{longDate(row.dob)}</td>
      <td>{row.city}</td>
      <td>
        {statusLabel(row.status_label)}
        {row.refusal && <RefusalNote refusal={row.refusal} />}
        {row.pending_changes && (
          <span className="admin-table__pending">
            {t('admin.search.pending.title')} {pendingText(row.pending_changes, row.domain)}
          </span>
        )}
      </td>
      <td>
        <div className="admin-table__actions">
          <StatusMenu row={row} busy={update.isPending} whose={whose} onChoose={chooseStatus} />
          {row.refusal && <UndoRefusal profileId={row.profile_id} refusal={row.refusal} whose={whose} />}
          {/* On the page only while it asks: a list of twenty rows holds no twenty closed dialogs. */}
          {refusing !== null && (
            <RefuseDialog
              status={refusing}
              who={`${name} (${row.mid})`}
              busy={update.isPending}
              onRefuse={(refusal) => changeStatus(refusing, refusal)}
              onClose={() => setRefusing(null)}
            />
          )}
          {row.pending_changes && (
            // Setting Approved again is what approves the waiting changes (decision 009).
            <button
              className="button button--small"
              type="button"
              disabled={update.isPending}
              onClick={() => changeStatus(STATUS_APPROVED)}
            >
              {t('admin.search.pending.approve')}
              <span className="visually-hidden"> {whose}</span>
            </button>
          )}
          <label className="featured-toggle">
            <input
              type="checkbox"
              checked={featured}
              disabled={(featureRefusal !== undefined && !featured) || update.isPending}
              aria-describedby={featureRefusal ? featuredHintId : undefined}
              onChange={(event) => changeFeatured(event.target.checked)}
            />
            {t('admin.search.featured')}
            <span className="visually-hidden"> {whose}</span>
          </label>
          {featureRefusal && !featured && (
            <span className="admin-table__reason" id={featuredHintId}>
              {featureRefusal}
            </span>
          )}
        </div>
      </td>
    </tr>
  );
}
