import './admin.css';
import type { ProfileToolsProps } from '../../components/profile-tools-slot';
import { useOptionLabel } from '../../components/use-option-label';
import { useTranslation } from '../../i18n/use-translation';
import { useAdminProfiles } from './api/use-admin-profiles';
import { ProfileRunners } from './components/profile-runners';
import { RefusalNote, UndoRefusal } from './components/refusal-note';

/**
 * What the operator may do on a member's profile page: a refusal's reason and, for its day, its
 * undo, as on the profile's row of the admin list (the same row, read by member id); and who runs
 * the profile.
 */
export default function ProfileTools({ profileId, mid, name }: ProfileToolsProps) {
  const { t } = useTranslation();
  const statusLabel = useOptionLabel('profileStatus');
  const list = useAdminProfiles({ domain: [], date_of_birth: [], mid: [mid] });
  const row = list.data?.rows.find((found) => found.profile_id === profileId);
  return (
    <>
      {row?.refusal && (
        <section className="profile-tools" aria-label={t('admin.undo.panel')}>
          <p className="profile-tools__status">{statusLabel(row.status_label)}</p>
          <RefusalNote refusal={row.refusal} />
          <UndoRefusal profileId={profileId} refusal={row.refusal} whose={name} />
        </section>
      )}
      <ProfileRunners profileId={profileId} />
    </>
  );
}
