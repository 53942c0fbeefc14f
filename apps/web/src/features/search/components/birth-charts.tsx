import { useQuery } from '@tanstack/react-query';
import type { ProfileView } from '@varmala/shared';
import { currentLanguage } from '../../../i18n/i18n';
import { useTranslation } from '../../../i18n/use-translation';
import { apiPicture } from '../../../lib/api-download';
import { ApiError } from '../../../lib/http';

/** A chart refused stays refused until something changes on the server: no retry, no refetch. */
const ONCE = { retry: false, staleTime: 10 * 60_000, refetchOnWindowFocus: false } as const;

function ChartFigure({
  caption,
  chart,
  refusedText,
}: {
  caption: string;
  chart: { data?: string; error: unknown; isPending: boolean };
  refusedText: string;
}) {
  const { t } = useTranslation();
  let body = null;
  if (chart.data) {
    body = (
      <img
        className="birth-charts__picture"
        src={chart.data}
        alt={t('charts.picture', { whose: caption })}
        width={360}
        height={360}
      />
    );
  } else if (chart.error instanceof ApiError && chart.error.status === 403) {
    body = <p className="horoscope-match__note">{refusedText}</p>;
  } else if (chart.error instanceof ApiError && chart.error.status === 404) {
    body = <p className="horoscope-match__note">{t('charts.none')}</p>;
  } else if (chart.isPending) {
    body = <div className="birth-charts__picture birth-charts__picture--waiting" aria-hidden="true" />;
  }
  if (!body) return null;
  return (
    <figure className="birth-charts__figure">
      <figcaption className="birth-charts__caption">{caption}</figcaption>
      {body}
    </figure>
  );
}

/**
 * The two raasi charts side by side: the member's own, and the profile's where its birth time is
 * shown to them (the chart tells it to within hours, so the server decides, as for the time).
 */
export function BirthCharts({ profile, ownUserId }: { profile: ProfileView; ownUserId: number }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const own = useQuery({
    queryKey: ['birth-chart', 'own', ownUserId, lang],
    queryFn: () => apiPicture('birthChartSvg', { params: { userId: ownUserId }, query: { lang } }),
    ...ONCE,
  });
  const theirs = useQuery({
    queryKey: ['birth-chart', 'profile', profile.profile_id, lang],
    queryFn: () =>
      apiPicture('profileChartSvg', { params: { profileId: profile.profile_id }, query: { lang } }),
    ...ONCE,
  });
  return (
    <div className="horoscope-match__part birth-charts">
      <h3 className="horoscope-match__title">{t('charts.title')}</h3>
      <div className="birth-charts__pair">
        <ChartFigure caption={t('charts.yours')} chart={own} refusedText={t('charts.none')} />
        <ChartFigure caption={t('charts.theirs')} chart={theirs} refusedText={t('charts.locked')} />
      </div>
    </div>
  );
}
