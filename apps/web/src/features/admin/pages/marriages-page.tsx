import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../components/placeholder-page';

export default function AdminMarriagesPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('admin.marriagesTitle')} />;
}
