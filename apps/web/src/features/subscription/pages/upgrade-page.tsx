import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../components/placeholder-page';

export default function UpgradePage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('upgrade.title')} />;
}
