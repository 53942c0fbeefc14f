import '../family.css';
import { FAMILY_PROFILES_MAX } from '@varmala/shared';
import { Page } from '../../../components/page';
import { Spinner } from '../../../components/spinner';
import { useTranslation } from '../../../i18n/use-translation';
import { useErrorText } from '../../../lib/error-text';
import { useSession } from '../../../lib/session';
import { loginIdOf, useMyFamily } from '../api/family-api';
import { AddProfileForm } from '../components/add-profile-form';
import { CandidateLoginForm } from '../components/candidate-login-form';
import { FamilyGuardians } from '../components/family-guardians';
import { FamilyProfiles } from '../components/family-profiles';
import { InviteForm } from '../components/invite-form';

/**
 * /family: one login for the whole family. The profiles it runs (and adding one), who runs them,
 * the invitation of the other parent, and the bride's or groom's own login.
 */
export default function FamilyPage() {
  const { t } = useTranslation();
  const { claims } = useSession();
  const family = useMyFamily();
  const errorText = useErrorText();
  const own = loginIdOf(claims);

  if (family.isPending) return <Spinner />;
  if (family.isError) {
    return (
      <Page title={t('family.title')}>
        <p role="alert">{errorText(family.error)}</p>
      </Page>
    );
  }
  const { profiles, guardians } = family.data;
  const loginNames = new Map(guardians.map((guardian) => [guardian.user_id, guardian.name]));
  const me = profiles.find((profile) => profile.user_id === own);
  // The bride or groom logging in themself: their family runs the profile with them.
  const candidate = guardians.length > 0 && me !== undefined && me.candidate_login;
  // Only the one who added a profile, or its candidate, invites someone to it.
  const invitable = profiles.filter((profile) => profile.role === 'owner');
  const withoutOwnLogin = profiles.filter(
    (profile) => profile.user_id !== own && !profile.candidate_login && profile.role !== 'view',
  );
  const full = profiles.length >= FAMILY_PROFILES_MAX;

  return (
    <Page title={t('family.title')}>
      <p>{candidate ? t('family.introCandidate') : t('family.intro')}</p>

      <section className="family-section" aria-labelledby="family-profiles">
        <h2 id="family-profiles">{t('family.profiles')}</h2>
        <FamilyProfiles profiles={profiles} loginNames={loginNames} />
      </section>

      {!candidate && (
        <section className="family-section" aria-labelledby="family-add">
          <h2 id="family-add">{t('family.add.title')}</h2>
          {full ? (
            <p>{t('family.add.full', { max: FAMILY_PROFILES_MAX })}</p>
          ) : (
            <>
              <p>{t('family.add.intro')}</p>
              <AddProfileForm />
            </>
          )}
        </section>
      )}

      <section className="family-section" aria-labelledby="family-guardians">
        <h2 id="family-guardians">
          {candidate ? t('family.guardians.titleCandidate') : t('family.guardians.title')}
        </h2>
        {candidate && <p>{t('family.guardians.candidateMayRemove')}</p>}
        <FamilyGuardians guardians={guardians} />
      </section>

      {invitable.length > 0 && (
        <section className="family-section" aria-labelledby="family-invite">
          <h2 id="family-invite">{t('family.invite.title')}</h2>
          <p>{t('family.invite.intro')}</p>
          <InviteForm profiles={invitable} />
        </section>
      )}

      {withoutOwnLogin.length > 0 && (
        <section className="family-section" aria-labelledby="family-candidate">
          <h2 id="family-candidate">{t('family.candidate.title')}</h2>
          <p>{t('family.candidate.intro')}</p>
          <CandidateLoginForm profiles={withoutOwnLogin} />
        </section>
      )}
    </Page>
  );
}
