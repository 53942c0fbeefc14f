import '../search.css';
import {
  databaseId,
  type FieldDeclaration,
  familySection,
  horoscopeSection,
  type ProfileView,
  personalSection,
  subCasteOf,
  workSection,
} from '@varmala/shared';
import type { ParseKeys } from 'i18next';
import { useEffect } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { Alert } from '../../../components/alert';
import { BadgesSlot } from '../../../components/badges-slot';
import { BlankAvatar } from '../../../components/blank-avatar';
import { InterestActionsSlot } from '../../../components/interest-slot';
import { OperatorRegisteredBadge } from '../../../components/operator-registered-badge';
import { Page } from '../../../components/page';
import { ProfileToolsSlot } from '../../../components/profile-tools-slot';
import { Spinner } from '../../../components/spinner';
import { useFormat } from '../../../components/use-format';
import { optionLabel, useOptionLabel } from '../../../components/use-option-label';
import { useStarLabels } from '../../../components/use-star-label';
import { useTranslation } from '../../../i18n/use-translation';
import { useErrorText } from '../../../lib/error-text';
import { ApiError } from '../../../lib/http';
import { useSession } from '../../../lib/session';
import { useInterestChanged } from '../api/use-interest-changed';
import { useProfileView } from '../api/use-profile-view';
import { ContactDetails } from '../components/contact-details';
import { DemoBadge } from '../components/demo-badge';
import { type Detail, DetailList } from '../components/detail-list';
import { HoroscopeMatchPanel } from '../components/horoscope-match-panel';
import { SafetyActions } from '../components/safety-actions';
import { ShortlistButton } from '../components/shortlist-button';
import { ShortlistNote } from '../components/shortlist-note';
import { displayName } from '../display-name';

export default function ProfileViewPage() {
  const { t } = useTranslation();
  const parsed = databaseId.safeParse(useParams().profileId);
  const profileId = parsed.success ? parsed.data : undefined;
  const view = useProfileView(profileId);

  if (profileId === undefined || view.isError) {
    return (
      <Page title={t('profileView.title')}>
        <ViewFailed error={view.error} onRetry={() => void view.refetch()} />
      </Page>
    );
  }
  if (view.isPending) {
    return (
      <Page title={t('profileView.title')}>
        <Spinner />
      </Page>
    );
  }
  return <ProfileDetails profile={view.data} />;
}

/** A profile that cannot be shown: gone, not approved, or the call failed. A 403 has already left. */
function ViewFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
  return (
    <Alert tone="warning">
      <p>{t('profileView.failed')}</p>
      {error instanceof ApiError && error.serverMessage && <p>{errorText(error)}</p>}
      {!refused && (
        <button className="button button--small" type="button" onClick={onRetry}>
          {t('common.retry')}
        </button>
      )}
    </Alert>
  );
}

/** Fields that another field's row shows (married brothers with brothers), or a part of their own. */
const SHOWN_WITH: Readonly<Record<string, string>> = {
  brothers_married: 'brothers',
  sisters_married: 'sisters',
};
const OWN_PART = new Set(['about', 'expectation']);

/**
 * A section's details from its declarations: every field the view carries, in the order declared,
 * labelled with its own label and written as its kind of control writes it.
 */
function useDeclaredDetails(profile: ProfileView) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const starNames = useStarLabels(profile.domain);
  return (
    section: { fields: Record<string, FieldDeclaration> },
    values: Record<string, unknown>,
  ): Detail[] => {
    const write = (field: FieldDeclaration, value: unknown): string | null => {
      if (value === null || value === undefined || value === '') return null;
      const { control } = field;
      if (control.kind === 'yes-no') return value ? t('common.yes') : t('common.no');
      if (control.kind === 'height') return format.height(value as number);
      if (control.kind === 'choice' && control.labels === 'birthStar') return starNames.star(String(value));
      if (control.kind === 'choice' && control.labels === 'raasi') return starNames.raasi(String(value));
      if (control.kind === 'choice' || control.kind === 'site-list') {
        const gender = 'gendered' in control && control.gendered ? profile.gender : null;
        return optionLabel(i18n, control.labels, value as string, gender) ?? String(value);
      }
      return String(value);
    };
    const married = Object.fromEntries(Object.entries(SHOWN_WITH).map(([part, total]) => [total, part]));
    return Object.entries(section.fields)
      .filter(([name]) => name in values && !SHOWN_WITH[name] && !OWN_PART.has(name))
      .map(([name, field]) => {
        const label = t(field.label.replace('{site}', profile.domain) as ParseKeys);
        const value = write(field, values[name]);
        const wed = married[name] ? Number(values[married[name]]) : 0;
        return [
          label,
          wed && value !== null
            ? t('profileView.siblingsValue', { count: Number(value), married: wed })
            : value,
        ];
      });
  };
}

function ProfileDetails({ profile }: { profile: ProfileView }) {
  const { t } = useTranslation();
  const detailsOf = useDeclaredDetails(profile);
  const { claims } = useSession();
  const interestChanged = useInterestChanged(profile.profile_id);
  useScrollToContact();
  const format = useFormat();
  const heightLabel = format.height;
  const option = {
    gender: useOptionLabel('gender'),
    community: useOptionLabel('community'),
    subCaste: useOptionLabel('subCaste'),
    language: useOptionLabel('language'),
    state: useOptionLabel('state'),
    country: useOptionLabel('country'),
  };
  const tamil = profile.domain === 'tamilmala';
  const name = displayName(profile, profile.domain);
  const own = claims?.mid === profile.mid;
  const { personal, work, family, horoscope } = profile;
  const maybe = <T,>(value: T | null, show: (value: T) => string) => (value === null ? null : show(value));

  const basic: Detail[] = [
    [t('profileView.memberId'), profile.mid],
    [t('profileView.age'), t('profileView.ageValue', { age: profile.age })],
    [t('profileView.dateOfBirth'), format.date(profile.dob, 'long')],
    [t('profileView.gender'), option.gender(profile.gender)],
    [tamil ? t('profile.basic.communityGroup') : null, maybe(profile.language, option.language)],
    [tamil ? t('profile.basic.caste') : t('profile.basic.community'), option.community(profile.community)],
    [tamil ? t('profile.basic.subCaste') : null, maybe(subCasteOf(profile, profile.domain), option.subCaste)],
    [t('profile.basic.gothram'), profile.gothram],
    [t('profile.basic.city'), profile.city],
    [t('profile.basic.state'), option.state(profile.state)],
    [t('profile.basic.country'), option.country(profile.country)],
  ].filter((detail): detail is [string, string | null] => detail[0] !== null);

  return (
    <Page title={name}>
      {own && (
        <Alert tone="info">
          <p>{t('profileView.ownProfile')}</p>
          <Link to="/profile/edit/basic">{t('profileView.editOwnProfile')}</Link>
        </Alert>
      )}
      <div className="profile-view__top">
        <Photos profile={profile} name={name} />
        <div className="profile-view__summary">
          <p className="profile-view__mid">
            {profile.mid}
            {profile.demo && <DemoBadge />}
            {profile.registered_by_operator && <OperatorRegisteredBadge />}
          </p>
          <BadgesSlot badges={profile.badges} name={name} />
          {profile.activity && (
            <p className="profile-view__activity">{t(`profileCard.activity.${profile.activity}`)}</p>
          )}
          <p>
            {[t('profileCard.age', { age: profile.age }), heightLabel(personal.height_ft), profile.city]
              .filter(Boolean)
              .join(', ')}
          </p>
          {!own && claims?.role !== 'ADMIN' && (
            <InterestActionsSlot
              profileId={profile.profile_id}
              name={name}
              interest={profile.interest}
              contactOnPage
              onChange={interestChanged}
            />
          )}
          {!own && <ShortlistButton profileId={profile.profile_id} shortlisted={profile.hasShortlisted} />}
          {!own && profile.hasShortlisted && claims?.role !== 'ADMIN' && (
            <ShortlistNote profileId={profile.profile_id} note={profile.shortlist_note} />
          )}
          {/* The operator acts on a profile from the admin pages, not by blocking or reporting it. */}
          {!own && claims?.role !== 'ADMIN' && <SafetyActions profileId={profile.profile_id} name={name} />}
          {claims?.role === 'ADMIN' && (
            <ProfileToolsSlot profileId={profile.profile_id} mid={profile.mid} name={name} />
          )}
        </div>
      </div>

      {!own && (
        <ContactDetails
          profileId={profile.profile_id}
          rule={profile.contact_visibility}
          interest={profile.interest}
        />
      )}
      <HoroscopeMatchPanel profile={profile} />

      <Section id="about" title={t('profileView.sections.about')} text={personal.about} />
      <Section id="basic" title={t('profileView.sections.basic')} details={basic} />
      <Section
        id="personal"
        title={t('profileView.sections.personal')}
        details={detailsOf(personalSection, personal)}
      />
      <Section id="work" title={t('profileView.sections.work')} details={detailsOf(workSection, work)} />
      <Section
        id="family"
        title={t('profileView.sections.family')}
        details={detailsOf(familySection, family)}
      />
      <Section
        id="horoscope"
        title={t('profileView.sections.horoscope')}
        details={detailsOf(horoscopeSection, horoscope)}
      />
      <Section id="expectation" title={t('profileView.sections.expectation')} text={personal.expectation} />
    </Page>
  );
}

/** A card's "See their number" opens the profile at its contact details (`#contact`). */
function useScrollToContact() {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash === '#contact') document.getElementById('contact')?.scrollIntoView({ block: 'start' });
  }, [hash]);
}

interface SectionProps {
  id: string;
  title: string;
  details?: readonly Detail[];
  text?: string | null;
}

/** A titled part of the profile; left out when the member filled in nothing of it. */
function Section({ id, title, details = [], text }: SectionProps) {
  if (!text && !details.some(([, value]) => value !== null && value !== '')) return null;
  return (
    <section className="profile-section" aria-labelledby={`profile-${id}-heading`}>
      <h2 className="profile-section__title" id={`profile-${id}-heading`}>
        {title}
      </h2>
      {text && <p className="profile-section__text">{text}</p>}
      <DetailList details={details} />
    </section>
  );
}

function Photos({ profile, name }: { profile: ProfileView; name: string }) {
  const { t } = useTranslation();
  if (profile.photos.length === 0) return <BlankAvatar className="profile-view__avatar" />;
  return (
    <ul className="profile-view__photos" aria-label={t('profileView.photos')}>
      {profile.photos.map((photo, index) => (
        <li key={photo.url}>
          {/* Thumbnails first; the full-size photo only when asked for. */}
          <a href={photo.large} target="_blank" rel="noopener noreferrer">
            <img
              className="profile-view__photo"
              src={photo.short}
              width={160}
              height={160}
              loading={index === 0 ? 'eager' : 'lazy'}
              decoding="async"
              alt={photo.caption ?? t('profileView.photoAlt', { number: index + 1, name })}
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
