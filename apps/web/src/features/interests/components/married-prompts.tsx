import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MemberHome } from '@varmala/shared';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { callApi } from '../../../lib/api-client';
import { notifyFailure, notifySuccess } from '../../../lib/notify';

/** Any answer here changes the home, and may close the profile: everything is read again. */
function useHomeAnswer<T>(call: (value: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => queryClient.invalidateQueries() });
}

/**
 * What a marriage and a quiet profile ask of the family on its home: the other family's word that
 * we married (confirm it), their story (agree to its being shown, or not), a profile paused for
 * inactivity (list it again), and the way to say "we are married".
 */
export function MarriedPrompts({ home }: { home: MemberHome }) {
  const { t } = useTranslation();
  const confirm = useHomeAnswer((profileId: number) =>
    callApi('confirmMarried', { body: { profile_id: profileId } }),
  );
  const consent = useHomeAnswer((storyId: number) => callApi('consentSuccessStory', { params: { storyId } }));
  const refuse = useHomeAnswer((storyId: number) => callApi('withdrawSuccessStory', { params: { storyId } }));
  const relist = useHomeAnswer(() => callApi('relistProfile'));
  const story = home.story_to_consent;
  const married = home.profile_status === 300 || home.profile_status === 301;

  return (
    <>
      {home.marriage_to_confirm.map((partner) => (
        <section className="member-home__section married-prompt" key={partner.profile_id}>
          <p>{t('married.confirmAsk', { name: partner.name, mid: partner.mid })}</p>
          <button
            className="button button--primary"
            type="button"
            disabled={confirm.isPending}
            onClick={() =>
              confirm.mutate(partner.profile_id, {
                onSuccess: () => notifySuccess(t('married.confirmed')),
                onError: (error) => notifyFailure(t('married.confirmFailed'), error),
              })
            }
          >
            {t('married.confirmYes')}
          </button>
        </section>
      ))}
      {story && (
        <section className="member-home__section married-prompt">
          <p>{t('married.consentAsk', { name: story.partner.name, mid: story.partner.mid })}</p>
          <p>
            <Link to="/married">{t('married.seeStory')}</Link>
          </p>
          <div className="button-row">
            <button
              className="button button--primary"
              type="button"
              disabled={consent.isPending || refuse.isPending}
              onClick={() =>
                consent.mutate(story.story_id, {
                  onSuccess: () => notifySuccess(t('married.consentGiven')),
                  onError: (error) => notifyFailure(t('married.consentFailed'), error),
                })
              }
            >
              {t('married.consentYes')}
            </button>
            <button
              className="button"
              type="button"
              disabled={consent.isPending || refuse.isPending}
              onClick={() =>
                refuse.mutate(story.story_id, {
                  onError: (error) => notifyFailure(t('married.consentFailed'), error),
                })
              }
            >
              {t('married.consentNo')}
            </button>
          </div>
        </section>
      )}
      {home.paused_for === 'idle' && (
        <section className="member-home__section married-prompt">
          <p>{t('married.relistAsk')}</p>
          <button
            className="button button--primary"
            type="button"
            disabled={relist.isPending}
            onClick={() =>
              relist.mutate(undefined, {
                onSuccess: () => notifySuccess(t('married.relisted')),
                onError: (error) => notifyFailure(t('married.relistFailed'), error),
              })
            }
          >
            {t('married.relistButton')}
          </button>
        </section>
      )}
      <p className="married-prompt__link">
        <Link to="/married">{married ? t('married.storyTitle') : t('married.homeAction')}</Link>
      </p>
    </>
  );
}
