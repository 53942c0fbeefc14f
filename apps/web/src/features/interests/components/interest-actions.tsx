import './interest-actions.css';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Language, ProfileView, SendInterestTemplate } from '@varmala/shared';
import { type FormEvent, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Dialog } from '../../../components/dialog';
import type { InterestActionsProps } from '../../../components/interest-slot';
import { useProfileMatch } from '../../../components/use-profile-match';
import { useTranslation } from '../../../i18n/use-translation';
import { notifyFailure, notifySuccess } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { interestApi, interestKeys } from '../api/interests-api';

type Interest = NonNullable<ProfileView['interest']>;

/**
 * The interest between the member and one profile, as buttons: "Send interest" (with a sentence
 * from the fixed list), then what became of it; for one received, Accept and Decline in one tap;
 * after a yes, the way to the number. "Send interest" shows only where the server takes one.
 * What changes shows here at once, and the boxes, the home and the page are read again.
 */
export default function InterestActions({
  profileId,
  name,
  interest,
  contactOnPage = false,
  onChange,
}: InterestActionsProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [current, setCurrent] = useState(interest);
  const [picking, setPicking] = useState(false);
  // The page's own reading wins when it is read again (a refetch of the profile).
  useEffect(() => setCurrent(interest), [interest]);

  const changed = (now: Interest) => {
    setCurrent(now);
    void queryClient.invalidateQueries({ queryKey: ['interests'] });
    void queryClient.invalidateQueries({ queryKey: interestKeys.home });
    onChange?.();
  };
  const answer = useMutation({
    mutationFn: ({ id, action }: { id: number; action: 'accept' | 'decline' | 'withdraw' }) =>
      interestApi[action](id),
    onSuccess: (done, { action }) => {
      if (current) changed({ ...current, status: done.status });
      notifySuccess(t(`profileView.interest.${action}Done`));
    },
    onError: (error) => notifyFailure(t('profileView.interest.answerFailed'), error),
  });
  const act = (action: 'accept' | 'decline' | 'withdraw') => {
    // Not disabled while busy: a disabled button would drop the keyboard focus.
    if (!current || answer.isPending) return;
    answer.mutate({ id: current.interest_id, action });
  };
  const busy = { 'aria-busy': answer.isPending, 'aria-disabled': answer.isPending };
  const forName = <span className="visually-hidden"> - {name}</span>;

  const open = current && (current.status === 'sent' || current.status === 'accepted') ? current : null;
  const declinedMine = current?.status === 'declined' && current.direction === 'sent';

  return (
    <div className="interest-actions">
      {open?.status === 'accepted' ? (
        <>
          <p className="interest-actions__state interest-actions__state--accepted" role="status">
            {t('profileView.interest.accepted')}
          </p>
          {!contactOnPage && <NumberNext profileId={profileId} name={name} />}
        </>
      ) : open?.direction === 'sent' ? (
        <>
          <p className="interest-actions__state" role="status">
            {t('profileView.interest.sent')}
          </p>
          <button className="button button--small" type="button" {...busy} onClick={() => act('withdraw')}>
            {t('profileView.interest.withdraw')}
            {forName}
          </button>
        </>
      ) : open ? (
        <>
          <p className="interest-actions__state" role="status">
            {t('profileView.interest.received')}
          </p>
          <button
            className="button button--small button--primary"
            type="button"
            {...busy}
            onClick={() => act('accept')}
          >
            {t('profileView.interest.accept')}
            {forName}
          </button>
          <button className="button button--small" type="button" {...busy} onClick={() => act('decline')}>
            {t('profileView.interest.decline')}
            {forName}
          </button>
        </>
      ) : declinedMine ? (
        <p className="interest-actions__state" role="status">
          {t('profileView.interest.declined')}
        </p>
      ) : (
        <>
          {current?.status === 'declined' && (
            <p className="interest-actions__state" role="status">
              {t('profileView.interest.youDeclined')}
            </p>
          )}
          <button
            className="button button--small button--primary"
            type="button"
            onClick={() => setPicking(true)}
          >
            {t('profileView.interest.send')}
            {forName}
          </button>
          {picking && (
            <TemplatePicker
              profileId={profileId}
              onClose={() => setPicking(false)}
              onSent={(interestId) => {
                setPicking(false);
                changed({ interest_id: interestId, direction: 'sent', status: 'sent' });
              }}
            />
          )}
        </>
      )}
    </div>
  );
}

/**
 * After a yes, the way to the number: to the profile's contact details for a member with a plan,
 * to the plans for one without (every number is seen with a plan, whatever the family's rule).
 */
function NumberNext({ profileId, name }: { profileId: number; name: string }) {
  const { t } = useTranslation();
  const { claims } = useSession();
  const withPlan = claims?.subscription_id != null;
  return (
    <Link
      className="button button--small button--primary"
      to={withPlan ? `/profile/view/${profileId}#contact` : '/upgrade'}
    >
      {t(withPlan ? 'profileView.interest.seeNumber' : 'profileView.interest.seeNumberWithPlan')}
      <span className="visually-hidden"> - {name}</span>
    </Link>
  );
}

interface TemplatePickerProps {
  profileId: number;
  onClose: () => void;
  onSent: (interestId: number) => void;
}

/** The sentences an interest may carry, in the page's language; one is chosen, then sent. */
function TemplatePicker({ profileId, onClose, onSent }: TemplatePickerProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const templates = useQuery({
    queryKey: interestKeys.templates(language),
    queryFn: ({ signal }) => interestApi.templates(language, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
  // "Our horoscopes match" only when the site's verdict says so; listed once that is known.
  const horoscope = useProfileMatch(profileId, true);
  const sentences = horoscope.isPending
    ? []
    : (templates.data ?? []).filter(
        (template) =>
          template.for === 'send' &&
          (template.key !== 'horoscopes_match' || horoscope.data?.verdict === 'match'),
      );
  const [chosen, setChosen] = useState<SendInterestTemplate | null>(null);
  const picked = chosen ?? (sentences[0]?.key as SendInterestTemplate | undefined) ?? null;
  const send = useMutation({
    mutationFn: (template: SendInterestTemplate) => interestApi.send(profileId, template),
    onSuccess: (done) => {
      notifySuccess(t('profileView.interest.sentDone'));
      onSent(done.interest_id);
    },
    onError: (error) => {
      notifyFailure(t('profileView.interest.failed'), error);
      onClose();
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending || !picked) return;
    send.mutate(picked);
  };

  return (
    <Dialog
      open
      title={t('profileView.interest.pickTitle')}
      description={<p>{t('profileView.interest.pickIntro')}</p>}
      onClose={onClose}
      onSubmit={onSubmit}
      busy={send.isPending}
      actions={
        <>
          <button
            className="button button--primary"
            type="submit"
            disabled={send.isPending || !picked}
            aria-busy={send.isPending}
          >
            {send.isPending ? t('profileView.interest.sending') : t('profileView.interest.send')}
          </button>
          <button className="button" type="button" onClick={onClose} disabled={send.isPending}>
            {t('profileView.interest.cancel')}
          </button>
        </>
      }
    >
      {templates.isError ? (
        <p className="field__error">{t('profileView.interest.templatesFailed')}</p>
      ) : (
        <fieldset className="interest-templates">
          <legend className="field__label">{t('profileView.interest.pickLabel')}</legend>
          {sentences.map((template) => (
            <label className="interest-templates__choice" key={template.key}>
              <input
                type="radio"
                name="interest-template"
                value={template.key}
                checked={picked === template.key}
                onChange={() => setChosen(template.key as SendInterestTemplate)}
              />
              {template.text}
            </label>
          ))}
        </fieldset>
      )}
    </Dialog>
  );
}
