import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';

export function SubmitButton({ pending, children }: { pending: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <button
      className="button button--primary button--block"
      type="submit"
      disabled={pending}
      aria-busy={pending}
    >
      {pending ? t('common.submitting') : children}
    </button>
  );
}
