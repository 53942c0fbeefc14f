import '../horoscope.css';
import { ASHTAKOOTA_KEYS, PORUTHAM_KEYS, type ProfileMatch, type ProfileView } from '@varmala/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useMatchRuleText } from '../../../components/use-match-rule-text';
import { useProfileMatch } from '../../../components/use-profile-match';
import { useTranslation } from '../../../i18n/use-translation';
import { ApiError } from '../../../lib/http';
import { useSession } from '../../../lib/session';
import { BirthCharts } from './birth-charts';
import { useReasonText } from './use-reason-text';
import { useVerdictText } from './use-verdict-text';

const HOROSCOPE_STEP = '/profile/edit/horoscope';

/**
 * The horoscope match between the member and the profile they look at: the site's one verdict, the
 * 36-point Guna Milan and the ten poruthams with a reason each. What the site's rule counts (gunas
 * on the Marathi site, poruthams on the Tamil one, by default) comes first and decides; the other is
 * shown for reference. Not shown on one's own profile, one of one's own gender, or to an admin, who
 * has no horoscope to match. Below, both raasi charts where the member may see them.
 */
export function HoroscopeMatchPanel({ profile }: { profile: ProfileView }) {
  const { t } = useTranslation();
  const { claims } = useSession();
  const shown = claims !== null && claims.role !== 'ADMIN' && claims.gender !== profile.gender;
  const match = useProfileMatch(profile.profile_id, shown);
  if (!shown) return null;

  const heading = (
    <h2 className="profile-section__title" id="horoscope-match-heading">
      {t('horoscope.panel.title')}
    </h2>
  );
  let body: ReactNode;
  if (match.isPending) {
    body = <p className="horoscope-match__note">{t('horoscope.panel.loading')}</p>;
  } else if (match.error instanceof ApiError && match.error.status === 409) {
    body = (
      <div className="horoscope-match__need-star">
        <p>{t('horoscope.panel.needStar')}</p>
        <Link className="button button--small" to={HOROSCOPE_STEP}>
          {t('horoscope.panel.addStar')}
        </Link>
      </div>
    );
  } else if (match.error instanceof ApiError && match.error.status === 429) {
    body = <p className="horoscope-match__note">{t('horoscope.panel.tooMany')}</p>;
  } else if (match.isError) {
    body = <p className="horoscope-match__note">{t('horoscope.panel.failed')}</p>;
  } else {
    const parts = [
      <GunaTable key="guna" match={match.data} />,
      <PoruthamList key="porutham" match={match.data} />,
    ];
    body = (
      <>
        <Verdict match={match.data} />
        {match.data.rule.kind === 'porutham' ? parts.reverse() : parts}
      </>
    );
  }
  return (
    <section className="profile-section horoscope-match" aria-labelledby="horoscope-match-heading">
      {heading}
      {body}
      <BirthCharts profile={profile} ownUserId={claims.user_id} />
    </section>
  );
}

/**
 * The verdict and what decided it in one sentence, then the site's rule; where the gunas depend on
 * exactly where the Moon was, why an astrologer may tell more.
 */
function Verdict({ match }: { match: ProfileMatch }) {
  const { t } = useTranslation();
  const ruleText = useMatchRuleText();
  const verdictText = useVerdictText();
  const { verdict, deciding, rule, ashtakoota } = match;
  const notes: string[] = [];
  if (!deciding.some((reason) => reason.kind === 'star_unknown')) notes.push(ruleText(rule));
  if (rule.kind === 'guna' && verdict === 'unknown' && ashtakoota.range) {
    notes.push(t('horoscope.panel.undecided', { min: ashtakoota.range.min, max: ashtakoota.range.max }));
  }
  return (
    <div className={`horoscope-match__verdict horoscope-match__verdict--${verdict}`}>
      <p className="horoscope-match__verdict-text">
        {verdictText.sentence(verdict, deciding, ashtakoota.range)}
      </p>
      {notes.map((note) => (
        <p key={note} className="horoscope-match__note">
          {note}
        </p>
      ))}
    </div>
  );
}

function PoruthamList({ match }: { match: ProfileMatch }) {
  const { t } = useTranslation();
  const reasonText = useReasonText();
  const { porutham, rule } = match;
  const name = (key: (typeof PORUTHAM_KEYS)[number]) => t(`horoscope.porutham.names.${key}`);
  return (
    <div className="horoscope-match__part">
      <h3 className="horoscope-match__title">{t('horoscope.porutham.title')}</h3>
      <p className="horoscope-match__count">{t('horoscope.porutham.matched', { count: porutham.matched })}</p>
      {rule.kind === 'guna' && (
        <p className="horoscope-match__note">{t('horoscope.porutham.forReference')}</p>
      )}
      <ul className="porutham-list">
        {PORUTHAM_KEYS.map((key) => {
          const item = porutham.items[key];
          return (
            <li key={key} className="porutham-list__item" data-porutham={key}>
              <span className="porutham-list__name">{name(key)}</span>
              <span className={`porutham-result porutham-result--${item.result}`}>
                {t(`horoscope.porutham.result.${item.result}`)}
              </span>
              <span className="porutham-list__reason">{reasonText(item.reason)}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function GunaTable({ match }: { match: ProfileMatch }) {
  const { t } = useTranslation();
  const { ashtakoota, rule } = match;
  const { range } = ashtakoota;
  const deciding = rule.kind === 'guna';
  // "No dosha" only when both kootas that carry one are known.
  const doshasKnown = ashtakoota.items.nadi.points !== null && ashtakoota.items.bhakoot.points !== null;
  return (
    <div className="horoscope-match__part">
      <h3 className="horoscope-match__title">{t('horoscope.guna.title')}</h3>
      <table className="guna-table">
        <thead>
          <tr>
            <th scope="col">{t('horoscope.guna.koota')}</th>
            <th scope="col">{t('horoscope.guna.points')}</th>
          </tr>
        </thead>
        <tbody>
          {ASHTAKOOTA_KEYS.map((key) => {
            const item = ashtakoota.items[key];
            return (
              <tr key={key} data-koota={key}>
                <th scope="row">{t(`horoscope.guna.names.${key}`)}</th>
                <td>
                  {item.points === null
                    ? t('horoscope.guna.pointsUnknown')
                    : t('horoscope.guna.pointsOf', { points: String(item.points), max: item.max })}
                </td>
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr>
            <td colSpan={2} className="guna-table__total">
              {range === null
                ? t('horoscope.guna.totalUnknown')
                : range.min === range.max
                  ? t('horoscope.guna.total', { total: String(range.min) })
                  : t('horoscope.guna.totalRange', { min: String(range.min), max: String(range.max) })}
            </td>
          </tr>
        </tfoot>
      </table>
      {!deciding && <p className="horoscope-match__note">{t('horoscope.guna.forReference')}</p>}
      {/* Said only when the whole range is on one side of the minimum. */}
      {deciding && range !== null && (range.min >= rule.min_guna || range.max < rule.min_guna) && (
        <p className="horoscope-match__note">
          {t(range.min >= rule.min_guna ? 'horoscope.guna.enough' : 'horoscope.guna.notEnough', {
            min: rule.min_guna,
          })}
        </p>
      )}
      {ashtakoota.doshas.length > 0 ? (
        <p className="horoscope-match__doshas">
          {t('horoscope.guna.doshas')}:{' '}
          {ashtakoota.doshas.map((dosha) => t(`horoscope.guna.dosha.${dosha}`)).join(', ')}
        </p>
      ) : (
        doshasKnown && <p className="horoscope-match__note">{t('horoscope.guna.noDosha')}</p>
      )}
    </div>
  );
}
