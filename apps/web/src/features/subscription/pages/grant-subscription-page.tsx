import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../components/placeholder-page';

export default function GrantSubscriptionPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('nav.adminSubscription')} />;
}
