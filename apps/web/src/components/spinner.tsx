import { useTranslation } from '../i18n/use-translation';

export function Spinner({ fullPage = false }: { fullPage?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={fullPage ? 'spinner spinner--full-page' : 'spinner'} role="status">
      <span className="spinner__wheel" aria-hidden="true" />
      <span className="visually-hidden">{t('app.loading')}</span>
    </div>
  );
}
