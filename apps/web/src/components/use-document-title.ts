import { useEffect } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { useSiteName } from './use-site-name';

/** The title of the page the build prerenders last; effects do not run there, so it is kept here. */
let prerenderedTitle = '';
export function takePrerenderedTitle(): string {
  const title = prerenderedTitle;
  prerenderedTitle = '';
  return title;
}

/** Names the browser tab after the page, so screen-reader users hear where a link took them. */
export function useDocumentTitle(page: string): void {
  const { t } = useTranslation();
  const site = useSiteName();
  const title = t('app.pageTitle', { page, site });
  if (import.meta.env.SSR) prerenderedTitle = title;
  useEffect(() => {
    document.title = title;
  }, [title]);
}
