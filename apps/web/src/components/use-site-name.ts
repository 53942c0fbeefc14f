import { isLanguage, siteName } from '@varmala/shared';
import { useTranslation } from '../i18n/use-translation';
import { usePublicConfig } from '../lib/public-config';
import { useSession } from '../lib/session';

/**
 * The site's name in the page's language (packages/shared's one table): the member's own site once
 * signed in, else the site this host serves, as the header names it.
 */
export function useSiteName(): string {
  const { i18n } = useTranslation();
  const { claims } = useSession();
  const config = usePublicConfig();
  const domain = claims?.domain ?? config?.domain;
  return siteName(domain, isLanguage(i18n.language) ? i18n.language : 'en');
}
