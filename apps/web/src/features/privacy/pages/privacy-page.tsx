import '../privacy.css';
import { Page } from '../../../components/page';
import { useTranslation } from '../../../i18n/use-translation';
import { BlockedMembers } from '../components/blocked-members';
import { ContactViews } from '../components/contact-views';
import { DownloadMyData } from '../components/download-my-data';
import { LeaveForGood } from '../components/leave-for-good';
import { VisibilitySettings } from '../components/visibility-settings';

/** The edit-mode tab "Privacy & safety": who sees the member, whom they blocked, who took their number, their data. */
export default function PrivacyPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('privacy.title')}>
      <div className="privacy">
        <p className="privacy__intro">{t('privacy.intro')}</p>
        <VisibilitySettings />
        <BlockedMembers />
        <ContactViews />
        <DownloadMyData />
        <LeaveForGood />
      </div>
    </Page>
  );
}
