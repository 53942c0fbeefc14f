import '../family.css';
import type { FamilyProfile } from '@varmala/shared';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { notifyFailure } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { loginIdOf, useMyFamily, useSwitchProfile } from '../api/family-api';
import { useFamilyProfileText } from './profile-name';

/** Where a profile opens after a switch: its steps while it has none saved, else its home. */
export function landingOf(profile: Pick<FamilyProfile, 'mid'>): string {
  return profile.mid === null ? '/profile/register/basic' : '/home';
}

/**
 * Under the header of a family with more than one profile: whose profile is in use, and in one tap
 * the list of the family's profiles (name, member id, status) to use another.
 */
export default function ProfileSwitcher() {
  const { t } = useTranslation();
  const { claims } = useSession();
  const family = useMyFamily();
  const switching = useSwitchProfile();
  const navigate = useNavigate();
  const location = useLocation();
  const text = useFamilyProfileText();
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  // A move to another page closes the list, adjusted while drawing as for any changed input.
  const [shownFor, setShownFor] = useState(location.key);
  if (shownFor !== location.key) {
    setShownFor(location.key);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!box.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  const profiles = family.data?.profiles ?? [];
  const acting = claims?.user_id;
  const loginNames = new Map(family.data?.guardians.map((guardian) => [guardian.user_id, guardian.name]));
  const nameOf = (profile: FamilyProfile) => text.name(profile, loginNames.get(profile.user_id));

  // Saving a profile's first step gives it a name and a member id: the list is read again.
  const mid = claims?.mid ?? null;
  const listedMid = profiles.find((profile) => profile.user_id === acting)?.mid ?? null;
  const { refetch } = family;
  useEffect(() => {
    if (family.isSuccess && mid !== listedMid) void refetch();
  }, [family.isSuccess, mid, listedMid, refetch]);

  // A member with one profile and no family has nothing to switch between.
  if (!claims || (profiles.length < 2 && claims.act === undefined)) return null;
  const active = profiles.find((profile) => profile.user_id === acting);
  const activeName = active ? nameOf(active) : claims.user_name;
  const activeMid = active?.mid ?? claims.mid;
  const own = loginIdOf(claims);

  const use = (profile: FamilyProfile) => {
    if (switching.isPending) return;
    if (profile.user_id === acting) {
      setOpen(false);
      return;
    }
    // The shell is drawn anew for the profile switched to, this part included: the promise, not
    // the mutation's callbacks (dropped with the part), leads on.
    switching.mutateAsync(profile.user_id).then(
      () => navigate(landingOf(profile)),
      (error: unknown) => notifyFailure(t('family.switchFailed'), error),
    );
  };

  return (
    <div className="family-bar" ref={box}>
      <button
        ref={toggle}
        className="family-bar__toggle"
        type="button"
        aria-expanded={open}
        aria-controls="family-bar-list"
        aria-busy={switching.isPending}
        onClick={() => {
          // Opened, the list is read again: another guardian may have changed the family meanwhile.
          if (!open) void refetch();
          setOpen((shown) => !shown);
        }}
      >
        <span className="family-bar__label">{t('family.inUse')}</span>{' '}
        <strong className="family-bar__name">{activeName}</strong>
        {activeMid && <span className="family-bar__mid"> {activeMid}</span>}
        <span className="family-bar__chevron" aria-hidden="true" />
      </button>
      <div className="family-bar__panel" id="family-bar-list" hidden={!open}>
        <p className="family-bar__hint">{t('family.switchHint')}</p>
        <ul className="family-bar__list">
          {profiles.map((profile) => {
            const current = profile.user_id === acting;
            return (
              <li key={profile.user_id}>
                <button
                  className="family-bar__profile"
                  type="button"
                  aria-current={current ? 'true' : undefined}
                  disabled={switching.isPending && !current}
                  onClick={() => use(profile)}
                >
                  <span className="family-bar__profile-name">
                    {nameOf(profile)}
                    {profile.user_id === own && ` ${t('family.yourOwn')}`}
                  </span>
                  <span className="family-bar__profile-facts">
                    {[profile.mid, text.status(profile), current ? t('family.current') : null]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
        <Link className="family-bar__manage" to="/family">
          {t('family.manage')}
        </Link>
      </div>
    </div>
  );
}
