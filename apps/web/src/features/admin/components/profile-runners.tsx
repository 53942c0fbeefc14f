import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation';
import { callApi } from '../../../lib/api-client';
import { adminKeys } from '../api/query-keys';

/**
 * Who runs a profile (issue 53): its family's guardians with their roles, and whether the candidate
 * of a profile the family added logs in themself.
 */
export function ProfileRunners({ profileId }: { profileId: number }) {
  const { t } = useTranslation();
  const family = useQuery({
    queryKey: adminKeys.profileFamily(profileId),
    queryFn: ({ signal }) => callApi('adminProfileFamily', { params: { profileId }, signal }),
  });
  if (family.isPending) return null;
  if (family.isError) return <p role="alert">{t('admin.runners.failed')}</p>;
  const { added_by_family, candidate_claimed, guardians } = family.data;
  return (
    <section className="profile-runners" aria-labelledby="profile-runners">
      <h2 id="profile-runners" className="profile-runners__title">
        {t('admin.runners.title')}
      </h2>
      {added_by_family ? (
        <p>
          {t('admin.runners.addedByFamily')}{' '}
          {candidate_claimed ? t('admin.runners.claimed') : t('admin.runners.notClaimed')}
        </p>
      ) : (
        guardians.length === 0 && <p>{t('admin.runners.ownLogin')}</p>
      )}
      {guardians.length > 0 && (
        <ul className="profile-runners__list">
          {guardians.map((guardian) => (
            <li key={guardian.user_id}>
              <strong>{guardian.name || `#${guardian.user_id}`}</strong>
              {[
                guardian.mid,
                t(`admin.runners.role.${guardian.role}`),
                guardian.mobile_last4 ? t('admin.runners.mobile', { last4: guardian.mobile_last4 }) : null,
              ]
                .filter(Boolean)
                .map((part) => ` · ${part}`)
                .join('')}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
