import { useQuery } from '@tanstack/react-query';
import { STORY_LIMITS } from '@varmala/shared';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/alert';
import { FilePicker } from '../../../components/file-picker';
import { Page } from '../../../components/page';
import { SelectField } from '../../../components/select-field';
import { Spinner } from '../../../components/spinner';
import { TextAreaField } from '../../../components/text-area-field';
import { TextField } from '../../../components/text-field';
import { useConfirm } from '../../../components/use-confirm';
import { useTranslation } from '../../../i18n/use-translation';
import { callApi } from '../../../lib/api-client';
import { notifyFailure, notifySuccess } from '../../../lib/notify';
import { useMarkMarried, useMyStory, useTellStory, useWithdrawStory } from '../api/married-api';

const MARRIED = [300, 301];

/** "We are married": the spouse among the families we talked with, or someone met elsewhere. */
function MarkMarriedForm() {
  const { t } = useTranslation();
  const mark = useMarkMarried();
  const { confirm, dialog } = useConfirm();
  const talks = useQuery({
    queryKey: ['conversations', 1],
    queryFn: ({ signal }) => callApi('conversationList', { params: { page: 1 }, signal }),
  });
  const partners = (talks.data?.rows ?? []).flatMap((row) => (row.profile ? [row.profile] : []));
  const [spouse, setSpouse] = useState('');
  const [date, setDate] = useState('');

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const sure = await confirm({
      title: t('married.confirmTitle'),
      description: t('married.confirmText'),
      confirm: t('married.markButton'),
    });
    if (!sure) return;
    mark.mutate(
      { ...(spouse ? { spouse_profile_id: Number(spouse) } : {}), ...(date ? { date } : {}) },
      {
        onSuccess: () => notifySuccess(t('married.marked')),
        onError: (error) => notifyFailure(t('married.markFailed'), error),
      },
    );
  };

  return (
    <form className="married-form" onSubmit={onSubmit}>
      <p>{t('married.intro')}</p>
      <SelectField
        label={t('married.spouseLabel')}
        name="spouse"
        hint={t('married.spouseHint')}
        placeholder={t('married.elsewhere')}
        options={partners.map((partner) => ({
          value: String(partner.profile_id),
          label: `${partner.name} (${partner.mid})`,
        }))}
        value={spouse}
        onChange={(event) => setSpouse(event.target.value)}
      />
      <TextField
        label={t('married.dateLabel')}
        type="date"
        name="date"
        value={date}
        onChange={(event) => setDate(event.target.value)}
      />
      <button className="button button--primary" type="submit" disabled={mark.isPending}>
        {t('married.markButton')}
      </button>
      {dialog}
    </form>
  );
}

/** Our story: a photo of the two, a few lines, and our yes to its being shown. */
function StoryForm() {
  const { t } = useTranslation();
  const tell = useTellStory();
  const [photo, setPhoto] = useState<File | null>(null);
  const [text, setText] = useState('');
  const [consent, setConsent] = useState(false);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!photo) return;
    tell.mutate(
      { photo, text },
      {
        onSuccess: () => notifySuccess(t('married.storySent')),
        onError: (error) => notifyFailure(t('married.storyFailed'), error),
      },
    );
  };
  return (
    <form className="married-form" onSubmit={onSubmit}>
      <h2>{t('married.storyTitle')}</h2>
      <p>{t('married.storyIntro')}</p>
      <p className="field__label">{t('married.photoLabel')}</p>
      <FilePicker
        label={photo ? photo.name : t('married.photoLabel')}
        accept={STORY_LIMITS.accept}
        onFiles={(files) => setPhoto(files[0] ?? null)}
      />
      <TextAreaField
        label={t('married.textLabel')}
        name="text"
        rows={6}
        maxLength={STORY_LIMITS.maxTextLength}
        required
        hint={t('married.textHint', { max: STORY_LIMITS.maxTextLength })}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <label className="choice">
        <input
          className="choice__box"
          type="checkbox"
          name="consent"
          checked={consent}
          onChange={(event) => setConsent(event.target.checked)}
        />
        {t('married.consentLabel')}
      </label>
      <button
        className="button button--primary"
        type="submit"
        disabled={tell.isPending || !consent || !photo}
      >
        {tell.isPending ? t('married.sending') : t('married.storyButton')}
      </button>
    </form>
  );
}

function MyStory() {
  const { t } = useTranslation();
  const story = useMyStory();
  const withdraw = useWithdrawStory();
  const { confirm, dialog } = useConfirm();
  if (story.isPending) return <Spinner />;
  const mine = story.data?.story;
  if (!mine || (mine.state === 'rejected' && mine.written_by_us)) {
    return (
      <>
        {mine?.reject_reason && (
          <Alert tone="warning">
            <p>{t('married.rejected', { reason: mine.reject_reason })}</p>
          </Alert>
        )}
        <StoryForm />
      </>
    );
  }
  const onWithdraw = async () => {
    const sure = await confirm({
      title: t('married.withdrawTitle'),
      description: t('married.withdrawText'),
      confirm: t('married.withdrawButton'),
      destructive: true,
    });
    if (sure) {
      withdraw.mutate(mine.story_id, {
        onSuccess: () => notifySuccess(t('married.withdrawn')),
        onError: (error) => notifyFailure(t('married.withdrawFailed'), error),
      });
    }
  };
  return (
    <section className="married-story" aria-labelledby="our-story">
      <h2 id="our-story">{t('married.storyTitle')}</h2>
      <p className="married-story__state">{t(`married.state.${mine.state}`)}</p>
      <img className="married-story__photo" src={mine.photo} alt={t('married.photoAlt')} />
      <p lang={mine.language}>{mine.text}</p>
      <button className="button" type="button" disabled={withdraw.isPending} onClick={onWithdraw}>
        {t('married.withdrawButton')}
      </button>
      {dialog}
    </section>
  );
}

/** `/married`: the family closes its profile when the match is made, and tells its story. */
export default function MarriedPage() {
  const { t } = useTranslation();
  const home = useQuery({ queryKey: ['home'], queryFn: ({ signal }) => callApi('memberHome', { signal }) });
  if (home.isPending) {
    return (
      <Page title={t('married.title')}>
        <Spinner />
      </Page>
    );
  }
  const married = MARRIED.includes(home.data?.profile_status ?? 0);
  return (
    <Page title={t('married.title')}>
      {married ? (
        <>
          <Alert tone="success">
            <p>{t('married.congratulations')}</p>
          </Alert>
          <MyStory />
        </>
      ) : (
        <MarkMarriedForm />
      )}
      <p>
        <Link to="/home">{t('married.backHome')}</Link>
      </p>
    </Page>
  );
}
