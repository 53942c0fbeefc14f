import type { FamilyProfile } from '@varmala/shared';
import { useNavigate } from 'react-router';
import { useConfirm } from '../../../components/use-confirm';
import { useTranslation } from '../../../i18n/use-translation';
import { notifyFailure, notifySuccess } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { loginIdOf, useLeaveProfile, useSwitchProfile } from '../api/family-api';
import { useFamilyProfileText } from './profile-name';
import { landingOf } from './profile-switcher';

/** The family's profiles, each with where it stands and the switch to it. */
export function FamilyProfiles({
  profiles,
  loginNames,
}: {
  profiles: readonly FamilyProfile[];
  /** The names the profiles' own logins signed up with, for a profile not yet named. */
  loginNames: ReadonlyMap<number, string>;
}) {
  const { t } = useTranslation();
  const { claims } = useSession();
  const navigate = useNavigate();
  const switching = useSwitchProfile();
  const text = useFamilyProfileText();
  const own = loginIdOf(claims);
  const leaving = useLeaveProfile();
  const { confirm, dialog } = useConfirm();

  /** A guardian leaves a profile they run; its candidate and its own login never do. */
  const leave = async (profile: FamilyProfile) => {
    if (own === null || leaving.isPending) return;
    const name = text.name(profile, loginNames.get(profile.user_id));
    const confirmed = await confirm({
      title: t('family.leave.title', { name }),
      description: t('family.leave.text'),
      confirm: t('family.leave.button'),
      destructive: true,
    });
    if (!confirmed) return;
    const acting = profile.user_id === claims?.user_id;
    leaving.mutateAsync({ loginId: own, profileUserId: profile.user_id, acting }).then(
      () => {
        notifySuccess(t('family.leave.done', { name }));
        if (acting) navigate('/family');
      },
      (error: unknown) => notifyFailure(t('family.leave.failed'), error),
    );
  };

  const use = (profile: FamilyProfile, to?: string) => {
    if (switching.isPending) return;
    const landing = to ?? landingOf(profile);
    if (profile.user_id === claims?.user_id) {
      navigate(landing);
      return;
    }
    // The shell is drawn anew for the profile switched to, this part included: the promise, not
    // the mutation's callbacks (dropped with the part), leads on.
    switching.mutateAsync(profile.user_id).then(
      () => navigate(landing),
      (error: unknown) => notifyFailure(t('family.switchFailed'), error),
    );
  };

  return (
    <>
      <ul className="family-list">
        {profiles.map((profile) => {
          const current = profile.user_id === claims?.user_id;
          const relation =
            profile.user_id === own
              ? t('family.role.own')
              : profile.candidate_login
                ? t('family.role.candidateLogin')
                : t(`family.role.${profile.role}`);
          return (
            <li key={profile.user_id} className="family-card" aria-current={current ? 'true' : undefined}>
              <h3 className="family-card__name">{text.name(profile, loginNames.get(profile.user_id))}</h3>
              <p className="family-card__facts">
                {[profile.mid, text.status(profile)].filter(Boolean).join(' · ')}
              </p>
              <p className="family-card__facts">
                {relation}
                {current && ` · ${t('family.current')}`}
              </p>
              <div className="family-card__actions">
                {!current && (
                  <button
                    className="button button--primary button--small"
                    type="button"
                    disabled={switching.isPending}
                    onClick={() => use(profile)}
                  >
                    {t('family.use')}
                    <span className="visually-hidden">
                      {' '}
                      - {text.name(profile, loginNames.get(profile.user_id))}
                    </span>
                  </button>
                )}
                {profile.role !== 'view' && (
                  <button
                    className="button button--small"
                    type="button"
                    disabled={switching.isPending}
                    onClick={() =>
                      use(profile, profile.mid === null ? '/profile/register/basic' : '/profile/edit/basic')
                    }
                  >
                    {profile.mid === null ? t('family.fillIn') : t('family.edit')}
                    <span className="visually-hidden">
                      {' '}
                      - {text.name(profile, loginNames.get(profile.user_id))}
                    </span>
                  </button>
                )}
                {profile.user_id !== own && (
                  <button
                    className="button button--danger button--small"
                    type="button"
                    disabled={leaving.isPending || switching.isPending}
                    onClick={() => void leave(profile)}
                  >
                    {t('family.leave.button')}
                    <span className="visually-hidden">
                      {' '}
                      - {text.name(profile, loginNames.get(profile.user_id))}
                    </span>
                  </button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      {dialog}
    </>
  );
}
