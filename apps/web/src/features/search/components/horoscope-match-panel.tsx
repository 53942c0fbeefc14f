import '../horoscope.css';
import {
  ASHTAKOOTA_KEYS,
  type Domain,
  PORUTHAM_KEYS,
  type ProfileMatch,
  type ProfileView,
} from '@varmala/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { ApiError } from '../../../lib/http';
import { useSession } from '../../../lib/session';
import { useProfileMatch } from '../api/use-profile-match';
import { useReasonText } from './use-reason-text';

const HOROSCOPE_STEP = '/profile/edit/horoscope';

/**
 * The horoscope match between the member and the profile they look at: the ten poruthams with a
 * reason each, and the 36-point Guna Milan. Marathi families count gunas first, Tamil families
 * poruthams, so each site shows its own first. Not shown on one's own profile, one of one's own
 * gender, or to an admin, who has no horoscope to match.
 */
export function HoroscopeMatchPanel({ profile }: { profile: ProfileView }) {
  const { t } = useTranslation();
  const { claims } = useSession();
  const shown = claims !== null && claims.role !== 'ADMIN' && claims.gender !== profile.gender;
  const match = useProfileMatch(profile.profile_id, shown);
  if (!shown) return null;

  const domain: Domain = claims.domain ?? profile.domain;
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
        {domain === 'tamilmala' ? parts.reverse() : parts}
      </>
    );
  }
  return (
    <section className="profile-section horoscope-match" aria-labelledby="horoscope-match-heading">
      {heading}
      {body}
    </section>
  );
}

function Verdict({ match }: { match: ProfileMatch }) {
  const { t } = useTranslation();
  const { verdict } = match.porutham;
  return (
    <div className={`horoscope-match__verdict horoscope-match__verdict--${verdict}`}>
      <p className="horoscope-match__verdict-text">{t(`horoscope.panel.verdict.${verdict}`)}</p>
      <p className="horoscope-match__note">{t(`horoscope.panel.verdictHint.${verdict}`)}</p>
    </div>
  );
}

function PoruthamList({ match }: { match: ProfileMatch }) {
  const { t } = useTranslation();
  const reasonText = useReasonText();
  const { porutham, rule } = match;
  const name = (key: (typeof PORUTHAM_KEYS)[number]) => t(`horoscope.porutham.names.${key}`);
  const mandatory = rule.mandatory.map(name).join(', ');
  return (
    <div className="horoscope-match__part">
      <h3 className="horoscope-match__title">{t('horoscope.porutham.title')}</h3>
      <p className="horoscope-match__count">{t('horoscope.porutham.matched', { count: porutham.matched })}</p>
      <p className="horoscope-match__note">
        {mandatory
          ? t('horoscope.porutham.ruleMandatory', { mandatory, min: rule.min_matched })
          : t('horoscope.porutham.ruleCount', { min: rule.min_matched })}
      </p>
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
  const enough = ashtakoota.total !== null && ashtakoota.total >= rule.min_guna;
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
              {ashtakoota.total === null
                ? t('horoscope.guna.totalUnknown')
                : t('horoscope.guna.total', { total: String(ashtakoota.total) })}
            </td>
          </tr>
        </tfoot>
      </table>
      {ashtakoota.total !== null && (
        <p className="horoscope-match__note">
          {t(enough ? 'horoscope.guna.enough' : 'horoscope.guna.notEnough', { min: rule.min_guna })}
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
