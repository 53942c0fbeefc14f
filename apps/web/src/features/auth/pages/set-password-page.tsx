import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../components/placeholder-page';

export default function SetPasswordPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('resetPassword.title')} />;
}
