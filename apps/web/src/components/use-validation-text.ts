import { validationMessageKey } from '@varmala/shared';
import { useTranslation } from '../i18n/use-translation';

/** Turns a schema or server validation message into the reader's language. */
export function useValidationText(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation();
  return (message) => {
    if (!message) return undefined;
    const key = validationMessageKey(message);
    return key ? t(`validation.${key}`) : message;
  };
}
