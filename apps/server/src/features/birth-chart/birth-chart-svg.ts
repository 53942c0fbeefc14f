import type { ChartStyle, Domain, Language } from '@varmala/shared';
import { and, eq } from 'drizzle-orm';
import type { AuthUser } from '../../app-types.js';
import type { Db } from '../../db/client.js';
import { profiles } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { chartSvg } from '../../lib/birth-sky/chart-svg.js';
import { skyOfProfile } from '../../lib/birth-sky/profile-sky.js';
import { CHART_TITLE, raasiChart, SITE_CHART_STYLE } from '../../lib/birth-sky/raasi-chart.js';
import { assertMayLook } from '../access/who-may-look.js';
import { birthTimeShownTo, contactableBy } from '../access/who-sees-whom.js';

/**
 * `GET /api/profile/{userId}/chart.svg`: the raasi chart of a profile's birth. It tells the birth
 * time to within hours, so it follows the birth time's rule (`birthTimeShownTo`): a profile the
 * viewer may not see answers 404, one whose time no download shows them 403.
 */
export async function birthChartSvg(
  db: Db,
  viewer: AuthUser,
  whose: { userId: number } | { profileId: number },
  query: { style?: ChartStyle | undefined; lang: Language },
): Promise<string> {
  if (!('userId' in whose && viewer.id === whose.userId)) assertMayLook(viewer);
  const [row] = await db
    .select({
      domain: profiles.domain,
      dateOfBirth: profiles.dateOfBirth,
      birthTime: profiles.birthTime,
      birthPlaceId: profiles.birthPlaceId,
      shown: birthTimeShownTo(viewer),
    })
    .from(profiles)
    .where(
      and(
        'userId' in whose ? eq(profiles.userId, whose.userId) : eq(profiles.id, whose.profileId),
        contactableBy(viewer),
      ),
    )
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'profileNotFound');
  if (!row.shown) throw new AppError('FORBIDDEN', 'notDownloaded');
  const sky = skyOfProfile(row);
  if (!sky) throw new AppError('NOT_FOUND', 'noBirthChart');
  const style = query.style ?? SITE_CHART_STYLE[row.domain as Domain];
  return chartSvg(raasiChart(sky, style, query.lang), query.lang, CHART_TITLE[query.lang]);
}
