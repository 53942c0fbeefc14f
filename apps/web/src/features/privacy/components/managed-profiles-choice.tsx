import type { FamilyProfile, MyFamilyResponse } from '@varmala/shared';
import { useTranslation } from '../../../i18n/use-translation';

export type ManagedChoice = 'erase' | 'keep';

/** A profile the login runs with its say (owner or manage), and what may become of it. */
export interface ManagedProfile {
  profile: FamilyProfile;
  /** Only the one who added it erases it. */
  mayErase: boolean;
  /** Kept only when its candidate logs in themself or someone else manages it. */
  mayKeep: boolean;
}

/** The profiles besides its own that `loginId` runs with its say, as the erasure asks of each. */
export function managedProfilesOf(family: MyFamilyResponse, loginId: number): ManagedProfile[] {
  return family.profiles
    .filter((profile) => profile.user_id !== loginId && profile.role !== 'view')
    .map((profile) => ({
      profile,
      mayErase: profile.role === 'owner',
      mayKeep:
        profile.candidate_login ||
        family.guardians.some(
          (guardian) =>
            guardian.user_id !== loginId &&
            guardian.profiles.some((run) => run.user_id === profile.user_id && run.role !== 'view'),
        ),
    }));
}

/**
 * For a guardian who runs other profiles: what becomes of each when their account is erased,
 * erase or keep, each offered only where the server allows it (issue 53).
 */
export function ManagedProfilesChoice({
  managed,
  choices,
  onChoose,
  error,
}: {
  managed: readonly ManagedProfile[];
  choices: Readonly<Record<string, ManagedChoice>>;
  onChoose: (userId: number, choice: ManagedChoice) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  return (
    <section className="privacy-managed" aria-labelledby="privacy-managed-title">
      <h3 className="privacy-managed__title" id="privacy-managed-title">
        {t('privacy.leave.managed.title')}
      </h3>
      <p>{t('privacy.leave.managed.intro')}</p>
      {managed.map(({ profile, mayErase, mayKeep }) => {
        const name = profile.name
          ? `${profile.name}${profile.mid ? ` (${profile.mid})` : ''}`
          : (profile.mid ?? t('privacy.leave.managed.unnamed'));
        const group = `managed-${profile.user_id}`;
        return (
          <fieldset key={profile.user_id} className="privacy-managed__profile">
            <legend>{name}</legend>
            {(['erase', 'keep'] as const).map((choice) => {
              const allowed = choice === 'erase' ? mayErase : mayKeep;
              if (!allowed) return null;
              return (
                <label key={choice} className="privacy-managed__option">
                  <input
                    type="radio"
                    name={group}
                    value={choice}
                    checked={choices[String(profile.user_id)] === choice}
                    onChange={() => onChoose(profile.user_id, choice)}
                  />
                  <span>{t(`privacy.leave.managed.${choice}`)}</span>
                </label>
              );
            })}
            {!mayKeep && <p className="field__hint">{t('privacy.leave.managed.keepNotAllowed')}</p>}
            {!mayErase && <p className="field__hint">{t('privacy.leave.managed.eraseNotYours')}</p>}
          </fieldset>
        );
      })}
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
