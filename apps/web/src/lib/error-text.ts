import { isValidationMessageKey } from '@varmala/shared';
import { useEffect } from 'react';
import { i18next, loadCatalogueParts } from '../i18n/i18n';
import { useTranslation } from '../i18n/use-translation';
import { ApiError } from './http';

/**
 * The error texts are a catalogue part of their own, fetched with the first failure a page shows
 * rather than with every page: most visits never see one.
 */
export function loadErrorTexts(): Promise<void> {
  return loadCatalogueParts(['errors']).catch(() => undefined);
}

type Translate = (key: string, params?: Record<string, unknown>) => string;

/**
 * What a member reads about a failed call, in the page's language: the text of the answer's
 * `message_key`; the server's English words only for a key this page does not know (a newer
 * server); else a plain retry hint.
 */
export function errorText(error: unknown, translate: Translate = i18next.t as Translate): string {
  if (error instanceof ApiError) {
    const key = error.messageKey;
    if (key && isValidationMessageKey(key)) return translate(`validation.${key}`, error.messageParams);
    if (key && i18next.exists(`errors.${key}`)) return translate(`errors.${key}`, error.messageParams);
    if (error.serverMessage) return error.serverMessage;
  }
  return translate('common.tryAgain');
}

/** `errorText` for a page that shows a failure: fetches the error texts, and shows them once they arrive. */
export function useErrorText(): (error: unknown) => string {
  const { t } = useTranslation();
  useEffect(() => {
    void loadErrorTexts();
  }, []);
  return (error) => errorText(error, t as unknown as Translate);
}
