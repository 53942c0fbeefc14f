import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return <Page title={t('notFound.text')} />;
}
