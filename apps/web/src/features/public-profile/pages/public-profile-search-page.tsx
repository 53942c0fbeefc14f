import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../components/use-document-title';

/** Outside the shell: a bare page anyone can open without logging in. */
export default function PublicProfileSearchPage() {
  const { t } = useTranslation();
  const title = t('publicProfile.title');
  useDocumentTitle(title);
  return (
    <main className="page" id="main">
      <h1 className="page__title">{title}</h1>
      <p className="placeholder">{t('common.placeholder')}</p>
    </main>
  );
}
