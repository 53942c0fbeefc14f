import { Fragment, Suspense } from 'react';
import { Outlet } from 'react-router';
import { Spinner } from '../components/spinner';
import { useTranslation } from '../i18n/use-translation';
import { useSession } from '../lib/session';
import { TakeOverLater } from '../lib/taken-over';
import { MobileAppBanner } from './mobile-app-banner';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export function Shell() {
  const { t } = useTranslation();
  const { accountChanges } = useSession();
  return (
    <div className="shell">
      {/* A family's switch to another profile draws every part anew: nothing of the profile before
          stays on the screen, and each part asks the server again as the profile now in use. */}
      <Fragment key={accountChanges}>
        <a className="skip-link" href="#main">
          {t('app.skipToContent')}
        </a>
        {/* A prerendered page is taken over in four tasks: the app's frame, the header, the page,
          the footer. */}
        <Suspense fallback={null}>
          <TakeOverLater order={1}>
            <SiteHeader />
          </TakeOverLater>
        </Suspense>
        <Suspense fallback={null}>
          <TakeOverLater order={2}>
            <main className="shell__main" id="main" tabIndex={-1}>
              <Suspense fallback={<Spinner />}>
                <Outlet />
              </Suspense>
            </main>
          </TakeOverLater>
        </Suspense>
        {/* Below the page, which is at least a screen high: it may appear at any time (the browser
          offers installation when it decides to) without moving anything the reader sees. */}
        <MobileAppBanner />
        <Suspense fallback={null}>
          <TakeOverLater order={3}>
            <SiteFooter />
          </TakeOverLater>
        </Suspense>
      </Fragment>
    </div>
  );
}
