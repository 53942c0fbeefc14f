import '../search.css';
import { databaseId, MONTHS, type ProfileView } from '@varmala/shared';
import { Link, useParams } from 'react-router';
import { Alert } from '../../../components/alert';
import { BadgesSlot } from '../../../components/badges-slot';
import { BlankAvatar } from '../../../components/blank-avatar';
import { InterestActionsSlot } from '../../../components/interest-slot';
import { OperatorRegisteredBadge } from '../../../components/operator-registered-badge';
import { Page } from '../../../components/page';
import { ProfileToolsSlot } from '../../../components/profile-tools-slot';
import { Spinner } from '../../../components/spinner';
import { useHoroscopeLabels } from '../../../components/use-horoscope-labels';
import { useHeightLabel, useOptionLabel } from '../../../components/use-option-label';
import { useStarLabels } from '../../../components/use-star-label';
import { useTranslation } from '../../../i18n/use-translation';
import { useErrorText } from '../../../lib/error-text';
import { ApiError } from '../../../lib/http';
import { useSession } from '../../../lib/session';
import { useProfileView } from '../api/use-profile-view';
import { ContactDetails } from '../components/contact-details';
import { DemoBadge } from '../components/demo-badge';
import { type Detail, DetailList } from '../components/detail-list';
import { HoroscopeMatchPanel } from '../components/horoscope-match-panel';
import { SafetyActions } from '../components/safety-actions';
import { ShortlistButton } from '../components/shortlist-button';
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

function ProfileDetails({ profile }: { profile: ProfileView }) {
  const { t } = useTranslation();
  const { claims } = useSession();
  const heightLabel = useHeightLabel();
  const starNames = useStarLabels(profile.domain);
  const horoscopeWords = useHoroscopeLabels(profile.domain);
  const option = {
    gender: useOptionLabel('gender'),
    community: useOptionLabel('community'),
    subCaste: useOptionLabel('subCaste'),
    language: useOptionLabel('language'),
    state: useOptionLabel('state'),
    country: useOptionLabel('country'),
    complexion: useOptionLabel('complexion', profile.gender),
    bodyType: useOptionLabel('bodyType', profile.gender),
    physicalStatus: useOptionLabel('physicalStatus'),
    maritalStatus: useOptionLabel('maritalStatus', profile.gender),
    foodHabits: useOptionLabel('foodHabits'),
    education: useOptionLabel('education'),
    profession: useOptionLabel('profession'),
    annualIncome: useOptionLabel('annualIncome'),
    familyStatus: useOptionLabel('familyStatus'),
    month: useOptionLabel('month'),
  };
  const tamil = profile.domain === 'tamilmala';
  const name = displayName(profile, profile.domain);
  const own = claims?.mid === profile.mid;
  const { personal, work, family, horoscope } = profile;
  const maybe = <T,>(value: T | null, show: (value: T) => string) => (value === null ? null : show(value));
  const yesNo = (value: boolean) => (value ? t('common.yes') : t('common.no'));
  const siblings = (count: number | null, married: number | null) =>
    maybe(count, (n) => (married ? t('profileView.siblingsValue', { count: n, married }) : String(n)));

  const basic: Detail[] = [
    [t('profileView.memberId'), profile.mid],
    [t('profileView.age'), t('profileView.ageValue', { age: profile.age })],
    [
      t('profileView.dateOfBirth'),
      formatDob(profile.dob, (month) => option.month(month, MONTHS[month - 1]?.label)),
    ],
    [t('profileView.gender'), option.gender(profile.gender)],
    [tamil ? t('profile.basic.communityGroup') : null, maybe(profile.language, option.language)],
    [tamil ? t('profile.basic.caste') : t('profile.basic.community'), option.community(profile.community)],
    [tamil ? t('profile.basic.subCaste') : null, option.subCaste(profile.surname)],
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
          <p>
            {[t('profileCard.age', { age: profile.age }), heightLabel(personal.height_ft), profile.city]
              .filter(Boolean)
              .join(', ')}
          </p>
          {!own && claims?.role !== 'ADMIN' && (
            <InterestActionsSlot profileId={profile.profile_id} name={name} interest={profile.interest} />
          )}
          {!own && <ShortlistButton profileId={profile.profile_id} shortlisted={profile.hasShortlisted} />}
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
          rule={t(
            profile.contact_visibility === 'accepted'
              ? 'profileView.contactRule.accepted'
              : 'profileView.contactRule.subscribers',
          )}
        />
      )}
      <HoroscopeMatchPanel profile={profile} />

      <Section id="about" title={t('profileView.sections.about')} text={personal.about} />
      <Section id="basic" title={t('profileView.sections.basic')} details={basic} />
      <Section
        id="personal"
        title={t('profileView.sections.personal')}
        details={[
          [t('profile.personal.height'), heightLabel(personal.height_ft)],
          [t('profile.personal.weight'), maybe(personal.weight, String)],
          [t('profile.personal.complexion'), maybe(personal.complexion, option.complexion)],
          [t('profile.personal.bodyType'), maybe(personal.body_type, option.bodyType)],
          [t('profile.personal.physicalStatus'), maybe(personal.physical_status, option.physicalStatus)],
          [t('profile.personal.maritalStatus'), maybe(personal.marital_status, option.maritalStatus)],
          [t('profile.personal.foodHabits'), maybe(personal.food_habits, option.foodHabits)],
        ]}
      />
      <Section
        id="work"
        title={t('profileView.sections.work')}
        details={[
          [t('profile.work.education'), maybe(work.education, option.education)],
          [t('profile.work.educationDesc'), work.education_desc],
          [t('profile.work.profession'), maybe(work.profession, option.profession)],
          [t('profile.work.position'), work.position],
          [t('profile.work.annualIncome'), maybe(work.annual_income, option.annualIncome)],
          [t('profile.work.workLocation'), work.work_location],
        ]}
      />
      <Section
        id="family"
        title={t('profileView.sections.family')}
        details={[
          [t('profile.family.fatherName'), family.father_name],
          [t('profile.family.fatherAlive'), maybe(family.father_alive, yesNo)],
          [t('profile.family.fatherOccupation'), family.father_occupation],
          [t('profile.family.motherName'), family.mother_name],
          [t('profile.family.motherAlive'), maybe(family.mother_alive, yesNo)],
          [t('profile.family.motherOccupation'), family.mother_occupation],
          [t('profile.family.brothers'), siblings(family.brothers, family.brothers_married)],
          [t('profile.family.sisters'), siblings(family.sisters, family.sisters_married)],
          [t('profile.family.familyStatus'), maybe(family.family_status, option.familyStatus)],
          [t('profile.family.propertyDetails'), family.property_details],
          [t('profile.family.aboutFamily'), family.about_family],
        ]}
      />
      <Section
        id="horoscope"
        title={t('profileView.sections.horoscope')}
        details={[
          [t('profile.horoscope.birthStar'), horoscope.birth_star && starNames.star(horoscope.birth_star)],
          [horoscopeWords.padham, maybe(horoscope.padham, String)],
          [horoscopeWords.raasi, horoscope.raasi && starNames.raasi(horoscope.raasi)],
          [horoscopeWords.dhosam, horoscope.dhosam],
          [t('profile.horoscope.placeBirth'), horoscope.birth_place],
        ]}
      />
      <Section id="expectation" title={t('profileView.sections.expectation')} text={personal.expectation} />
    </Page>
  );
}

/** 'YYYY-MM-DD' as '15 March 1996'. */
function formatDob(dob: string, monthName: (month: number) => string): string {
  const [year, month, day] = dob.split('-').map(Number);
  if (!year || !month || !day) return dob;
  return `${day} ${monthName(month)} ${year}`;
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
