import '../notifications.css';
import { EMAIL_FREQUENCIES, type EmailFrequency } from '@varmala/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/alert';
import { Page } from '../../../components/page';
import { Spinner } from '../../../components/spinner';
import { useTranslation } from '../../../i18n/use-translation';
import { notifyFailure, notifySuccess } from '../../../lib/notify';
import { useNotificationSettings, useSaveNotificationSettings } from '../api/notifications-api';
import { pushSupported, turnPushOff, turnPushOn } from '../components/push-on-this-phone';

/** When notices come by e-mail, and whether this phone shows them. */
export default function NotificationSettingsPage() {
  const { t } = useTranslation();
  const settings = useNotificationSettings();
  const save = useSaveNotificationSettings();
  const [pushProblem, setPushProblem] = useState<string | null>(null);

  const choose = (email: EmailFrequency, push: boolean) =>
    save.mutate(
      { email, push },
      {
        onSuccess: () => notifySuccess(t('notifications.settings.saved')),
        onError: (error) => notifyFailure(t('notifications.settings.saveFailed'), error),
      },
    );

  const togglePush = async (on: boolean) => {
    const email = settings.data?.email ?? 'off';
    setPushProblem(null);
    if (!on) {
      await turnPushOff();
      choose(email, false);
      return;
    }
    if (!pushSupported()) {
      setPushProblem(t('notifications.settings.pushUnsupported'));
      return;
    }
    const allowed = await turnPushOn().catch(() => false);
    if (!allowed) {
      setPushProblem(t('notifications.settings.pushBlocked'));
      return;
    }
    choose(email, true);
  };

  return (
    <Page title={t('notifications.settings.title')} narrow>
      <div className="notification-settings">
        <p>{t('notifications.settings.noMarketing')}</p>
        {settings.isPending && <Spinner />}
        {settings.isError && <Alert tone="warning">{t('notifications.loadFailed')}</Alert>}
        {settings.data && (
          <>
            <fieldset>
              <legend>{t('notifications.settings.email')}</legend>
              {!settings.data.has_email ? (
                <Alert tone="info">
                  <p>{t('notifications.settings.noEmail')}</p>
                  <Link to="/profile/edit/basic">{t('notifications.settings.checkAddress')}</Link>
                </Alert>
              ) : (
                !settings.data.email_verified && (
                  <Alert tone="info">
                    <p>{t('notifications.settings.unverified')}</p>
                    <Link to="/profile/edit/basic">{t('notifications.settings.checkAddress')}</Link>
                  </Alert>
                )
              )}
              {EMAIL_FREQUENCIES.map((frequency) => (
                <label className="choice" key={frequency}>
                  <input
                    className="choice__box"
                    type="radio"
                    name="email"
                    value={frequency}
                    checked={settings.data.email === frequency}
                    // Without an address the server keeps 'off' whatever is chosen.
                    disabled={save.isPending || (!settings.data.has_email && frequency !== 'off')}
                    onChange={() => choose(frequency, settings.data.push)}
                  />
                  {t(`notifications.settings.${frequency}`)}
                </label>
              ))}
            </fieldset>
            <fieldset>
              <label className="choice">
                <input
                  className="choice__box"
                  type="checkbox"
                  checked={settings.data.push}
                  disabled={save.isPending}
                  onChange={(event) => void togglePush(event.currentTarget.checked)}
                />
                {t('notifications.settings.push')}
              </label>
              <p>{t('notifications.settings.quietHours')}</p>
              {pushProblem && <Alert tone="warning">{pushProblem}</Alert>}
            </fieldset>
          </>
        )}
      </div>
    </Page>
  );
}
