import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../components/placeholder-page';

/** Step 1 of onboarding (/profile/register/basic) and of editing (/profile/edit/basic). */
export default function BasicStepPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('profile.basicStep')} />;
}
