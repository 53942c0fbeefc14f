import { useQuery } from '@tanstack/react-query';
import { isLanguage } from '@varmala/shared';
import { useTranslation } from '../../../i18n/use-translation';
import { interestApi, interestKeys } from './interests-api';

/** The interest sentences in the page's language; they do not change while the app runs. */
export function useInterestTemplates() {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  return useQuery({
    queryKey: interestKeys.templates(language),
    queryFn: ({ signal }) => interestApi.templates(language, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
