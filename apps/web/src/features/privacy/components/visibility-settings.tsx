import {
  CONTACT_VISIBILITIES,
  type ContactVisibility,
  PHOTO_VISIBILITIES,
  type PhotoVisibility,
} from '@varmala/shared';
import { Link } from 'react-router';
import { Alert } from '../../../components/alert';
import { Spinner } from '../../../components/spinner';
import { useTranslation } from '../../../i18n/use-translation';
import { ApiError } from '../../../lib/http';
import { notifyFailure, notifyRefusal, notifySuccess } from '../../../lib/notify';
import { usePrivacySettings, useUpdatePrivacy } from '../api/use-privacy-settings';

/**
 * Pause the profile, choose who sees its photos, and whether the public birth-date page lists it:
 * each applies as soon as it is chosen.
 */
export function VisibilitySettings() {
  const { t } = useTranslation();
  const settings = usePrivacySettings();
  const update = useUpdatePrivacy();

  if (settings.isPending) return <Spinner />;
  if (settings.isError) {
    const noProfile = settings.error instanceof ApiError && settings.error.status === 409;
    return (
      <Alert tone="warning">
        {noProfile ? (
          <Link to="/profile/edit/basic">{t('privacy.basicDetailsFirst')}</Link>
        ) : (
          <>
            <p>{t('privacy.loadFailed')}</p>
            <button className="button button--small" type="button" onClick={() => void settings.refetch()}>
              {t('common.retry')}
            </button>
          </>
        )}
      </Alert>
    );
  }

  const {
    paused,
    photo_visibility: photoVisibility,
    public_dob_listing: listed,
    contact_visibility: contactVisibility,
    printed_lists: printed,
    show_activity: showActivity,
  } = settings.data;
  const saveFailed = (error: Error) =>
    error instanceof ApiError && error.status === 429
      ? notifyRefusal(t('privacy.saveFailed'), t('privacy.saveTooOften'))
      : notifyFailure(t('privacy.saveFailed'), error);
  const togglePause = () => {
    if (update.isPending) return;
    update.mutate(
      { paused: !paused },
      {
        onSuccess: (now) =>
          notifySuccess(t(now.paused ? 'privacy.pause.pausedDone' : 'privacy.pause.resumedDone')),
        onError: saveFailed,
      },
    );
  };
  const choosePhotos = (choice: PhotoVisibility) => {
    // Not disabled while saving: a disabled radio button would drop the keyboard focus.
    if (update.isPending) return;
    update.mutate(
      { photo_visibility: choice },
      {
        onSuccess: () => notifySuccess(t('privacy.saved')),
        onError: saveFailed,
      },
    );
  };

  const chooseContact = (choice: ContactVisibility) => {
    if (update.isPending) return;
    update.mutate(
      { contact_visibility: choice },
      {
        onSuccess: (now) =>
          notifySuccess(
            t(
              now.contact_visibility === 'accepted'
                ? 'privacy.contact.savedAccepted'
                : 'privacy.contact.savedSubscribers',
            ),
          ),
        onError: saveFailed,
      },
    );
  };

  const toggleListing = () => {
    if (update.isPending) return;
    update.mutate(
      { public_dob_listing: !listed },
      {
        onSuccess: (now) =>
          notifySuccess(
            t(now.public_dob_listing ? 'privacy.dobList.listedDone' : 'privacy.dobList.unlistedDone'),
          ),
        onError: saveFailed,
      },
    );
  };

  const toggleActivity = () => {
    if (update.isPending) return;
    update.mutate(
      { show_activity: !showActivity },
      {
        onSuccess: (now) =>
          notifySuccess(t(now.show_activity ? 'privacy.activity.shownDone' : 'privacy.activity.hiddenDone')),
        onError: saveFailed,
      },
    );
  };

  const togglePrinted = () => {
    if (update.isPending) return;
    update.mutate(
      { printed_lists: !printed },
      {
        onSuccess: (now) =>
          notifySuccess(t(now.printed_lists ? 'biodata.printedLists.on' : 'biodata.printedLists.off')),
        onError: saveFailed,
      },
    );
  };

  return (
    <>
      <section className="privacy-section" aria-labelledby="privacy-pause-heading">
        <h2 className="privacy-section__title" id="privacy-pause-heading">
          {t('privacy.pause.title')}
        </h2>
        <p className="privacy-section__state" role="status">
          {paused ? t('privacy.pause.paused') : t('privacy.pause.shown')}
        </p>
        <p>{t('privacy.pause.explain')}</p>
        <button
          className={paused ? 'button button--primary' : 'button'}
          type="button"
          aria-busy={update.isPending}
          aria-disabled={update.isPending}
          onClick={togglePause}
        >
          {paused ? t('privacy.pause.resumeButton') : t('privacy.pause.pauseButton')}
        </button>
      </section>

      <section className="privacy-section" aria-labelledby="privacy-activity-heading">
        <h2 className="privacy-section__title" id="privacy-activity-heading">
          {t('privacy.activity.title')}
        </h2>
        <p className="privacy-section__state" role="status">
          {showActivity ? t('privacy.activity.shown') : t('privacy.activity.hidden')}
        </p>
        <p>{t('privacy.activity.explain')}</p>
        <label className="choice">
          <input
            className="choice__box"
            type="checkbox"
            name="show_activity"
            checked={showActivity}
            aria-busy={update.isPending}
            onChange={toggleActivity}
          />
          {t('privacy.activity.label')}
        </label>
      </section>

      <section className="privacy-section" aria-labelledby="privacy-photos-heading">
        <h2 className="privacy-section__title" id="privacy-photos-heading">
          {t('privacy.photos.title')}
        </h2>
        <fieldset className="privacy-choices" aria-describedby="privacy-photos-hint">
          <legend className="visually-hidden">{t('privacy.photos.title')}</legend>
          {PHOTO_VISIBILITIES.map((choice) => (
            <label className="privacy-choice" key={choice}>
              <input
                type="radio"
                name="photo-visibility"
                value={choice}
                checked={photoVisibility === choice}
                onChange={() => choosePhotos(choice)}
              />
              {t(`privacy.photos.${choice}`)}
            </label>
          ))}
        </fieldset>
        <p id="privacy-photos-hint">{t('privacy.photos.hint')}</p>
      </section>

      <section className="privacy-section" aria-labelledby="privacy-contact-heading">
        <h2 className="privacy-section__title" id="privacy-contact-heading">
          {t('privacy.contact.title')}
        </h2>
        <fieldset className="privacy-choices" aria-describedby="privacy-contact-hint">
          <legend className="visually-hidden">{t('privacy.contact.title')}</legend>
          {CONTACT_VISIBILITIES.map((choice) => (
            <label className="privacy-choice" key={choice}>
              <input
                type="radio"
                name="contact-visibility"
                value={choice}
                checked={contactVisibility === choice}
                onChange={() => chooseContact(choice)}
              />
              {t(`privacy.contact.${choice}`)}
            </label>
          ))}
        </fieldset>
        <p id="privacy-contact-hint">{t('privacy.contact.explain')}</p>
      </section>

      <section className="privacy-section" aria-labelledby="privacy-dob-list-heading">
        <h2 className="privacy-section__title" id="privacy-dob-list-heading">
          {t('privacy.dobList.title')}
        </h2>
        <p id="privacy-dob-list-hint">{t('privacy.dobList.explain')}</p>
        <label className="choice">
          <input
            className="choice__box"
            type="checkbox"
            checked={listed}
            aria-describedby="privacy-dob-list-hint"
            aria-busy={update.isPending}
            onChange={toggleListing}
          />
          {t('privacy.dobList.label')}
        </label>
      </section>

      <section className="privacy-section" aria-labelledby="privacy-printed-heading">
        <h2 className="privacy-section__title" id="privacy-printed-heading">
          {t('biodata.printedLists.title')}
        </h2>
        <p id="privacy-printed-hint">{t('biodata.printedLists.explain')}</p>
        <label className="choice">
          <input
            className="choice__box"
            type="checkbox"
            checked={printed}
            aria-describedby="privacy-printed-hint"
            aria-busy={update.isPending}
            onChange={togglePrinted}
          />
          {t('biodata.printedLists.label')}
        </label>
      </section>
    </>
  );
}
