import '../interests.css';
import type { NextStep } from '@varmala/shared';
import { Link } from 'react-router';
import { Alert } from '../../../components/alert';
import { Page } from '../../../components/page';
import { ProfileCards } from '../../../components/profile-card-slot';
import { Spinner } from '../../../components/spinner';
import { useTranslation } from '../../../i18n/use-translation';
import { notifyFailure, notifySuccess } from '../../../lib/notify';
import { useTakenOver } from '../../../lib/taken-over';
import { useConfirmNumber } from '../api/use-confirm-number';
import { useMemberHome } from '../api/use-member-home';
import { MarriedPrompts } from '../components/married-prompts';

/** Where each step of "what to do next" is done. */
const STEP_PATHS: Readonly<Record<NextStep, string>> = {
  correct_number: '/profile/edit/basic',
  finish_profile: '/profile/edit/basic',
  add_photo: '/profile/edit/photo',
  confirm_number: '/profile/edit/basic',
  set_preferences: '/profile/edit/preferences',
};

function ConfirmNumberStep() {
  const { t } = useTranslation();
  const confirm = useConfirmNumber();
  const onConfirm = () =>
    confirm.mutate(undefined, {
      onSuccess: () => notifySuccess(t('memberHome.numberConfirmed')),
      onError: (error) => notifyFailure(t('memberHome.confirmFailed'), error),
    });
  return (
    <li className="next-step">
      <strong className="next-step__title">{t('memberHome.next.confirm_number')}</strong>
      <p className="next-step__hint">{t('memberHome.nextHint.confirm_number')}</p>
      <div className="button-row">
        <button
          className="button button--primary"
          type="button"
          disabled={confirm.isPending}
          onClick={onConfirm}
        >
          {t('memberHome.numberIsRight')}
        </button>
        <Link className="button" to={STEP_PATHS.confirm_number}>
          {t('memberHome.correctNumber')}
        </Link>
      </div>
    </li>
  );
}

/**
 * Where a member lands after logging in: what happened since the last visit (interests waiting
 * for an answer, answers to theirs, who shortlisted them), what to do next, and the new matches.
 */
export default function MemberHomePage() {
  const { t } = useTranslation();
  const { data: home, isPending, isError } = useMemberHome();
  // Prerendered as a member's frame (lib/member-frame.ts): the title and the spinner, as the build
  // drew them, until the app has taken the page over, whatever has arrived meanwhile.
  const ready = useTakenOver();

  if (!ready) {
    return (
      <Page title={t('memberHome.title')}>
        <Spinner />
      </Page>
    );
  }
  return (
    <Page title={t('memberHome.title')}>
      {isPending && <Spinner />}
      {isError && !home && (
        <Alert tone="warning">
          <p>{t('memberHome.loadFailed')}</p>
        </Alert>
      )}
      {home && (
        <>
          <MarriedPrompts home={home} />
          <p className="member-home__since">
            {home.last_visit_at ? t('memberHome.since') : t('memberHome.firstVisit')}
          </p>
          <ul className="member-home__news">
            <li className={home.interests_received_new > 0 ? 'news news--new' : 'news'}>
              <p className="news__text">
                {home.interests_received_new > 0
                  ? t('memberHome.received', { count: home.interests_received_new })
                  : t('memberHome.receivedNone')}
              </p>
              {home.interests_received_new > 0 && (
                <Link className="button button--primary" to="/interests/received">
                  {t('memberHome.answerNow')}
                </Link>
              )}
            </li>
            <li className={home.interests_answered_new > 0 ? 'news news--new' : 'news'}>
              <p className="news__text">
                {home.interests_answered_new > 0
                  ? t('memberHome.answered', { count: home.interests_answered_new })
                  : t('memberHome.answeredNone')}
              </p>
              {home.interests_answered_new > 0 && (
                <Link className="button" to="/interests/sent">
                  {t('memberHome.seeAnswers')}
                </Link>
              )}
            </li>
            <li className="news">
              <p className="news__text">
                {home.shortlisted_me > 0
                  ? t('memberHome.shortlisted', { count: home.shortlisted_me })
                  : t('memberHome.shortlistedNone')}
              </p>
            </li>
          </ul>
          {home.next_steps.length > 0 && (
            <section className="member-home__section" aria-labelledby="next-steps">
              <h2 id="next-steps">{t('memberHome.nextTitle')}</h2>
              <ul className="next-steps">
                {home.next_steps.map((step) =>
                  step === 'confirm_number' ? (
                    <ConfirmNumberStep key={step} />
                  ) : (
                    <li className="next-step" key={step}>
                      <Link className="next-step__title" to={STEP_PATHS[step]}>
                        {t(`memberHome.next.${step}`)}
                      </Link>
                      <p className="next-step__hint">{t(`memberHome.nextHint.${step}`)}</p>
                    </li>
                  ),
                )}
              </ul>
            </section>
          )}
          <section className="member-home__section" aria-labelledby="new-matches">
            <h2 id="new-matches">{t('memberHome.matchesTitle')}</h2>
            {home.new_matches.length > 0 ? (
              <ProfileCards className="result-list" profiles={home.new_matches} />
            ) : (
              <p>
                {t('memberHome.matchesEmpty')}{' '}
                <Link to="/profile/search">{t('memberHome.searchProfiles')}</Link>
              </p>
            )}
          </section>
        </>
      )}
    </Page>
  );
}
