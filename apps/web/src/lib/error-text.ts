import { isValidationMessageKey } from '@varmala/shared';
import type { i18n } from 'i18next';
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

/** The i18next instance that writes the text: the page's, or one of a test's. */
type Texts = Pick<i18n, 't'>;

/**
 * What a member reads about a failed call, in the page's language: the text of the answer's
 * `message_key`; the server's English words only for a key this page does not know (a newer
 * server); else a plain retry hint.
 */
export function errorText(error: unknown, texts: Texts = i18next): string {
  if (!(error instanceof ApiError)) return texts.t('common.tryAgain');
  const key = error.messageKey;
  const params = { ...error.messageParams };
  if (key && isValidationMessageKey(key)) return texts.t(`validation.${key}`, params);
  const unknownKey = error.serverMessage || texts.t('common.tryAgain');
  return key ? texts.t(`errors.${key}`, { ...params, defaultValue: unknownKey }) : unknownKey;
}

/** `errorText` for a page that shows a failure: fetches the error texts, and shows them once they arrive. */
export function useErrorText(): (error: unknown) => string {
  // Read through the page's translation: it renders again once the texts arrive or the language changes.
  const { i18n } = useTranslation();
  useEffect(() => {
    void loadErrorTexts();
  }, []);
  return (error) => errorText(error, i18n);
}
