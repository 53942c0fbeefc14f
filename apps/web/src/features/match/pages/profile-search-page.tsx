import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../components/placeholder-page';

export default function ProfileSearchPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('profile.searchTitle')} />;
}
