import '../verification.css';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Page } from '../../../components/page';
import { TextField } from '../../../components/text-field';
import { useTranslation } from '../../../i18n/use-translation';
import { useErrorText } from '../../../lib/error-text';
import { notifySuccess } from '../../../lib/notify';
import { verificationApi, verificationKeys } from '../api/verification-api';
import BadgeList from '../components/badge-list';

/** `/verify`: the member confirms their mobile by a code and sends a selfie for the photo check. */
export default function VerifyPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const mine = useQuery({
    queryKey: verificationKeys.mine,
    queryFn: ({ signal }) => verificationApi.mine(signal),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: verificationKeys.mine });
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);

  const send = useMutation({
    mutationFn: verificationApi.sendCode,
    onSuccess: (answer) => setSentTo(answer.sent_to),
  });
  const confirm = useMutation({
    mutationFn: (typed: string) => verificationApi.confirmCode(typed),
    onSuccess: () => {
      setCode('');
      setSentTo(null);
      notifySuccess(t('verify.mobileDone'));
      void refresh();
    },
  });
  const selfie = useMutation({
    mutationFn: (photo: File) => verificationApi.sendSelfie(photo),
    onSuccess: () => {
      notifySuccess(t('verify.selfieSent'));
      void refresh();
    },
  });

  const onConfirm = (event: FormEvent) => {
    event.preventDefault();
    confirm.mutate(code);
  };

  const data = mine.data;
  const has = (kind: string) => data?.badges.some((badge) => badge.kind === kind) ?? false;

  return (
    <Page title={t('verify.title')}>
      <div className="verify">
        <p>{t('verify.intro')}</p>
        {mine.error ? <p role="alert">{errorText(mine.error)}</p> : null}
        <section className="verify__section" aria-labelledby="verify-badges">
          <h2 id="verify-badges">{t('verify.yourBadges')}</h2>
          {data && data.badges.length > 0 ? (
            <BadgeList badges={data.badges} />
          ) : (
            <p>{t('verify.noBadges')}</p>
          )}
        </section>

        {data ? (
          <section className="verify__section" aria-labelledby="verify-mobile">
            <h2 id="verify-mobile">{t('verify.mobileTitle')}</h2>
            {has('mobile') ? (
              <p>{t('verify.mobileDone')}</p>
            ) : (
              <>
                <p>
                  {sentTo
                    ? t('verify.codeSent', { mobile: sentTo })
                    : t('verify.mobileHint', { mobile: data.mobile })}
                </p>
                <button
                  type="button"
                  className={sentTo ? 'button button--small' : 'button'}
                  disabled={send.isPending}
                  onClick={() => send.mutate()}
                >
                  {sentTo ? t('verify.sendAgain') : t('verify.sendCode')}
                </button>
                {send.error ? <p role="alert">{errorText(send.error)}</p> : null}
                {sentTo ? (
                  <form className="verify__row" onSubmit={onConfirm}>
                    <TextField
                      label={t('verify.codeLabel')}
                      inputMode="numeric"
                      autoComplete="one-time-code"
                      maxLength={12}
                      value={code}
                      onChange={(event) => setCode(event.target.value)}
                      error={confirm.error ? errorText(confirm.error) : undefined}
                    />
                    <button
                      type="submit"
                      className="button"
                      disabled={confirm.isPending || code.trim() === ''}
                    >
                      {t('verify.confirm')}
                    </button>
                  </form>
                ) : null}
              </>
            )}
          </section>
        ) : null}

        {data ? (
          <section className="verify__section" aria-labelledby="verify-photo">
            <h2 id="verify-photo">{t('verify.photoTitle')}</h2>
            {data.selfie_waiting ? (
              <p>{t('verify.selfieWaiting')}</p>
            ) : (
              <>
                <p>{t('verify.photoHint', { gesture: t(`verify.gesture.${data.gesture}`) })}</p>
                <p className="verify__gesture">{t(`verify.gesture.${data.gesture}`)}</p>
                <label className="button">
                  {t('verify.takeSelfie')}
                  <input
                    type="file"
                    accept="image/*"
                    capture="user"
                    hidden
                    disabled={selfie.isPending}
                    onChange={(event) => {
                      const file = event.target.files?.[0];
                      event.target.value = '';
                      if (file) selfie.mutate(file);
                    }}
                  />
                </label>
                {selfie.error ? <p role="alert">{errorText(selfie.error)}</p> : null}
              </>
            )}
          </section>
        ) : null}
      </div>
    </Page>
  );
}
