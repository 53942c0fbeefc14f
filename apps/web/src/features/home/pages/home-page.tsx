import '../home.css';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useTranslation } from '../../../i18n/use-translation';
import { useSession } from '../../../lib/session';
import { useFeatured } from '../api/use-featured';
import { useMarriages } from '../api/use-marriages';
import { useNextEvent } from '../api/use-next-event';
import { FeaturedProfiles } from '../components/featured-profiles';
import { MarriageCarousel } from '../components/marriage-carousel';
import { WhatsappRegistration } from '../components/whatsapp-registration';

/** The next melava, drawn only when one is announced: its code is fetched then, off the first page's budget. */
const NextEvent = lazy(() => import('../components/next-event'));

/** Answered, or failed once: a list that fails is left out rather than waited for. */
const isSettled = (query: { isPending: boolean; failureCount: number }) =>
  !query.isPending || query.failureCount > 0;

/**
 * The first page families open, often on a slow phone: text first, then the featured thumbnails
 * and the marriage photos, each loaded lazily and sized so nothing jumps. A section whose data
 * fails to load is simply left out.
 */
export default function HomePage() {
  const { t } = useTranslation();
  const { token } = useSession();
  const featuredQuery = useFeatured();
  const marriagesQuery = useMarriages();
  const nextEventQuery = useNextEvent();
  const nextEvent = nextEventQuery.data;
  const featured = featuredQuery.data;
  const marriages = marriagesQuery.data;
  useDocumentTitle(t('home.title'));
  // The sections under the hero appear together, once the lists and the next melava are in: one
  // arriving later would push the sections below it down while they are being read.
  const showSections = isSettled(featuredQuery) && isSettled(marriagesQuery) && isSettled(nextEventQuery);
  return (
    <>
      <section className="hero" aria-labelledby="hero-heading">
        <h1 className="hero__heading" id="hero-heading">
          {t('home.heading')}
        </h1>
        <p className="hero__lead">{t('home.lead')}</p>
        <div className="hero__actions">
          {token ? (
            <>
              <Link className="button button--primary" to="/profile/edit/basic">
                {t('home.myProfile')}
              </Link>
              <Link className="button" to="/profile/search">
                {t('home.searchProfile')}
              </Link>
            </>
          ) : (
            <>
              <Link className="button button--primary" to="/signup">
                {t('home.register')}
              </Link>
              <Link className="button" to="/login">
                {t('home.login')}
              </Link>
            </>
          )}
        </div>
      </section>
      {showSections && (
        // The melava's section is loaded when there is one: the others wait for it, not below it.
        <Suspense fallback={null}>
          {nextEvent && <NextEvent event={nextEvent} />}
          <FeaturedProfiles title={t('home.featuredBrides')} profiles={featured?.brides ?? []} />
          <FeaturedProfiles title={t('home.featuredGrooms')} profiles={featured?.grooms ?? []} />
          <MarriageCarousel rows={marriages?.rows ?? []} />
          {/* Registering through WhatsApp is for families without an account yet. */}
          {!token && <WhatsappRegistration />}
        </Suspense>
      )}
    </>
  );
}
