import type { FamilyGuardian } from '@varmala/shared';
import { useConfirm } from '../../../components/use-confirm';
import { useTranslation } from '../../../i18n/use-translation';
import { notifyFailure, notifySuccess } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { loginIdOf, useRemoveGuardian } from '../api/family-api';

/**
 * Who runs the family's profiles: name, the last digits of their mobile, their role. The profile's
 * owner (or its candidate, who may remove anyone) removes a guardian; the candidate's own login
 * is never removed.
 */
export function FamilyGuardians({ guardians }: { guardians: readonly FamilyGuardian[] }) {
  const { t } = useTranslation();
  const { claims } = useSession();
  const own = loginIdOf(claims);
  const remove = useRemoveGuardian();
  const { confirm, dialog } = useConfirm();

  const onRemove = async (guardian: FamilyGuardian) => {
    const confirmed = await confirm({
      title: t('family.guardians.removeTitle', { name: guardian.name }),
      description: t('family.guardians.removeText', { name: guardian.name }),
      confirm: t('family.guardians.remove'),
      destructive: true,
    });
    if (!confirmed) return;
    remove.mutate(guardian.user_id, {
      onSuccess: () => notifySuccess(t('family.guardians.removed', { name: guardian.name })),
      onError: (error) => notifyFailure(t('family.guardians.removeFailed'), error),
    });
  };

  if (guardians.length === 0) return <p>{t('family.guardians.none')}</p>;
  return (
    <>
      <ul className="family-list">
        {guardians.map((guardian) => {
          const me = guardian.user_id === own;
          return (
            <li key={guardian.user_id} className="family-card">
              <h3 className="family-card__name">
                {guardian.name}
                {me && ` ${t('family.guardians.you')}`}
              </h3>
              <p className="family-card__facts">
                {[
                  guardian.is_candidate
                    ? t('family.guardians.candidate')
                    : t(`family.guardians.role.${guardian.role}`),
                  guardian.mobile_last4
                    ? t('family.guardians.mobile', { last4: guardian.mobile_last4 })
                    : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
              {!me && !guardian.is_candidate && (
                <div className="family-card__actions">
                  <button
                    className="button button--danger button--small"
                    type="button"
                    disabled={remove.isPending}
                    onClick={() => void onRemove(guardian)}
                  >
                    {t('family.guardians.remove')}
                    <span className="visually-hidden"> - {guardian.name}</span>
                  </button>
                </div>
              )}
            </li>
          );
        })}
      </ul>
      {dialog}
    </>
  );
}
