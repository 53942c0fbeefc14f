import { createContext, type ReactNode, useContext } from 'react';
import { type UseTranslationResponse, useTranslation as useI18nextTranslation } from 'react-i18next';

type Translation = UseTranslationResponse<'translation', undefined>;

const TranslationContext = createContext<Translation | null>(null);

/**
 * Follows the language and the catalogue once for the whole page. react-i18next's hook builds a
 * wrapper of the i18next instance, a bound `t` and a store subscription for every component that
 * calls it: a page of search results calls it hundreds of times, which on a slow phone was a tenth
 * of the page's first render.
 */
export function TranslationProvider({ children }: { children: ReactNode }) {
  const translation = useI18nextTranslation();
  return <TranslationContext.Provider value={translation}>{children}</TranslationContext.Provider>;
}

/** The page's `t` and i18next, as react-i18next's hook gives them; a new `t` when the language or the catalogue changes. */
export function useTranslation(): Translation {
  const translation = useContext(TranslationContext);
  if (!translation) throw new Error('useTranslation is used outside <TranslationProvider>');
  return translation;
}
