import { useTranslation } from '../i18n/use-translation';
import { Page } from './page';

/** A route that exists already and is filled in by later work. */
export function PlaceholderPage({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <Page title={title}>
      <p className="placeholder">{t('common.placeholder')}</p>
    </Page>
  );
}
