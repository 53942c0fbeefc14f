import { PROFILE_STEPS } from '@varmala/shared';
import { type ComponentType, lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { BadgesProvider } from '../components/badges-slot';
import { InterestActionsProvider } from '../components/interest-slot';
import { NotificationBellProvider } from '../components/notification-bell-slot';
import { PlansProvider } from '../components/plans-slot';
import { ProfileCardProvider } from '../components/profile-card-slot';
import { ProfileStepsProvider } from '../components/profile-steps-slot';
import { type ProfileToolsProps, ProfileToolsProvider } from '../components/profile-tools-slot';
import { Spinner } from '../components/spinner';
import { ONBOARDING_MODES, type OnboardingMode } from '../features/profiles/onboarding-mode';
import { type CataloguePart, loadCatalogueParts } from '../i18n/i18n';
import { preloadable } from '../lib/preloadable';
import { RequireAdmin, RequireAuth } from './guards';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import { Shell } from './shell';

/**
 * Every page is its own chunk: the first visit downloads only the page it opens, and the parts of
 * the catalogue it shows beyond the core (i18n/i18n.ts), fetched beside it.
 */
const page =
  (
    load: () => Promise<{ default: RouteObject['Component'] }>,
    texts: readonly CataloguePart[] = [],
  ): RouteObject['lazy'] =>
  async () => {
    const [module] = await Promise.all([load(), loadCatalogueParts(texts)]);
    return { Component: module.default };
  };

const SEARCH_TEXTS: readonly CataloguePart[] = ['search', 'profile', 'options', 'castes'];
const PROFILE_TEXTS: readonly CataloguePart[] = ['profile', 'options', 'castes'];
// The edit tabs name the Privacy & safety tab.
const EDIT_TEXTS: readonly CataloguePart[] = [...PROFILE_TEXTS, 'privacy', 'biodata'];
const ADMIN_TEXTS: readonly CataloguePart[] = ['admin', 'search', 'profile', 'options', 'castes'];
/** Search and the profile view show the horoscope match. */
const MATCH_TEXTS: readonly CataloguePart[] = [...SEARCH_TEXTS, 'horoscope'];
/** The profile view also offers to block and report. */
const VIEW_TEXTS: readonly CataloguePart[] = [...MATCH_TEXTS, 'privacy', 'charts'];

/** The bell of unread notices in the header: its code and texts come after the first paint. */
const NotificationBell = lazy(async () => {
  const [module] = await Promise.all([
    import('../features/notifications/components/notification-bell'),
    loadCatalogueParts(['notifications']),
  ]);
  return { default: module.NotificationBell };
});

/**
 * The operator's tools on a member's profile page: a refusal's undo (admin) and the checks by the
 * operator (verification). Fetched only when an operator opens one.
 */
const AdminProfileTools = lazy(async () => {
  const [admin, verification] = await Promise.all([
    import('../features/admin/profile-tools'),
    import('../features/verification/components/operator-checks'),
    loadCatalogueParts(['admin', 'verification']),
  ]);
  const RefusalTools = admin.default;
  const OperatorChecks = verification.default;
  return {
    default: (props: ProfileToolsProps) => (
      <>
        <RefusalTools {...props} />
        <OperatorChecks {...props} />
      </>
    ),
  };
});

/** A profile's badges and their explanations: fetched, with their texts, only where a profile has some. */
const BadgeList = lazy(async () => {
  const [module] = await Promise.all([
    import('../features/verification/components/badge-list'),
    loadCatalogueParts(['verification']),
  ]);
  return module;
});

/**
 * The interest buttons on a profile and on search cards: fetched after the page. The search fetches
 * them a task after its own code, before its cards are drawn: their first drawing then neither waits
 * for them nor adds their stylesheet, which restyled the whole page inside the cards' task.
 */
const { Component: InterestActions, preload: preloadInterestActions } = preloadable(
  () => import('../features/interests/components/interest-actions'),
);

const profileViewPage: RouteObject['lazy'] = async () => {
  const [module] = await Promise.all([
    import('../features/search/pages/profile-view-page'),
    loadCatalogueParts(VIEW_TEXTS),
  ]);
  const ProfileViewPage = module.default;
  return {
    Component: () => (
      <ProfileToolsProvider tools={AdminProfileTools}>
        <InterestActionsProvider actions={InterestActions}>
          <BadgesProvider list={BadgeList}>
            <ProfileViewPage />
          </BadgesProvider>
        </InterestActionsProvider>
      </ProfileToolsProvider>
    ),
  };
};

const searchPage: RouteObject['lazy'] = async () => {
  const [module] = await Promise.all([
    import('../features/search/pages/profile-search-page'),
    loadCatalogueParts(MATCH_TEXTS),
  ]);
  setTimeout(preloadInterestActions, 0);
  const ProfileSearchPage = module.default;
  return {
    loader: module.loadSearch,
    Component: () => (
      <InterestActionsProvider actions={InterestActions}>
        <BadgesProvider list={BadgeList}>
          <ProfileSearchPage />
        </BadgesProvider>
      </InterestActionsProvider>
    ),
  };
};

/** Interests show dates with the month's name. */
const INTEREST_TEXTS: readonly CataloguePart[] = ['interests', 'options'];

/** Search's result card, for the home's new matches: fetched only when there are some to show. */
const SearchProfileCard = lazy(async () => {
  const [module] = await Promise.all([
    import('../features/search/components/profile-card'),
    import('../features/search/search.css'),
    loadCatalogueParts(MATCH_TEXTS),
  ]);
  return { default: module.ProfileCard };
});

const memberHomePage: RouteObject['lazy'] = async () => {
  const [module] = await Promise.all([
    import('../features/interests/pages/member-home-page'),
    loadCatalogueParts(['interests']),
  ]);
  const MemberHomePage = module.default;
  return {
    Component: () => (
      <ProfileCardProvider card={SearchProfileCard}>
        <BadgesProvider list={BadgeList}>
          <MemberHomePage />
        </BadgesProvider>
      </ProfileCardProvider>
    ),
  };
};

/** The plans paid by UPI on the upgrade page: fetched beside the page. */
const PlansOffer = lazy(() => import('../features/payments/components/plans-offer'));

const upgradePage: RouteObject['lazy'] = async () => {
  const [module] = await Promise.all([
    import('../features/subscriptions/pages/upgrade-page'),
    loadCatalogueParts([...SEARCH_TEXTS, 'payments']),
  ]);
  const UpgradePage = module.default;
  return {
    Component: () => (
      <PlansProvider plans={PlansOffer}>
        <UpgradePage />
      </PlansProvider>
    ),
  };
};

/** The six profile steps on the operator's desk: fetched with the page that registers a family. */
const OperatorDeskSteps = lazy(() => import('../features/profiles/operator-desk'));

const assistedProfilePage: RouteObject['lazy'] = async () => {
  const [module] = await Promise.all([
    import('../features/admin/pages/assisted-profile-page'),
    loadCatalogueParts([...ADMIN_TEXTS, 'assisted']),
  ]);
  const AssistedProfilePage = module.default;
  return {
    Component: () => (
      <ProfileStepsProvider steps={OperatorDeskSteps}>
        <AssistedProfilePage />
      </ProfileStepsProvider>
    ),
  };
};

type OnboardingChunk = typeof import('../features/profiles/onboarding');

/** The six steps, in both modes, and the end of registration share one chunk. */
const onboarding =
  (
    pick: (chunk: OnboardingChunk) => ComponentType,
    texts: readonly CataloguePart[] = PROFILE_TEXTS,
  ): RouteObject['lazy'] =>
  async () => {
    const [chunk] = await Promise.all([import('../features/profiles/onboarding'), loadCatalogueParts(texts)]);
    return { Component: pick(chunk) };
  };

const onboardingRoutes = (mode: OnboardingMode): RouteObject => ({
  path: `profile/${mode}`,
  lazy: onboarding(
    ({ OnboardingLayout }) =>
      () => <OnboardingLayout mode={mode} />,
    mode === 'edit' ? EDIT_TEXTS : PROFILE_TEXTS,
  ),
  children: [
    { index: true, element: <Navigate to="basic" replace /> },
    ...PROFILE_STEPS.map((step) => ({ path: step, lazy: onboarding((chunk) => chunk.STEP_PAGES[step]) })),
    ...(mode === 'register'
      ? [{ path: 'complete', lazy: onboarding((chunk) => chunk.RegistrationCompletePage) }]
      : [
          {
            path: 'preferences',
            lazy: page(() => import('../features/interests/pages/preferences-page'), PROFILE_TEXTS),
          },
          {
            path: 'privacy',
            lazy: page(() => import('../features/privacy/pages/privacy-page'), ['privacy', 'biodata']),
          },
          {
            path: 'biodata',
            lazy: page(
              () => import('../features/biodata/pages/biodata-page'),
              ['privacy', 'biodata', 'options'],
            ),
          },
        ]),
  ],
});

const memberRoutes: RouteObject[] = [
  ...ONBOARDING_MODES.map(onboardingRoutes),
  { path: 'home', lazy: memberHomePage },
  { path: 'married', lazy: page(() => import('../features/married/pages/married-page'), ['interests']) },
  {
    path: 'notifications',
    lazy: page(() => import('../features/notifications/pages/notifications-page'), ['notifications']),
  },
  {
    path: 'notifications/settings',
    lazy: page(() => import('../features/notifications/pages/notification-settings-page'), ['notifications']),
  },
  { path: 'interests', element: <Navigate to="received" replace /> },
  {
    path: 'interests/:box',
    lazy: async () => {
      const [module] = await Promise.all([
        import('../features/interests/pages/interests-page'),
        loadCatalogueParts(INTEREST_TEXTS),
      ]);
      const InterestsPage = module.default;
      return {
        Component: () => (
          <BadgesProvider list={BadgeList}>
            <InterestsPage />
          </BadgesProvider>
        ),
      };
    },
  },
  {
    path: 'verify',
    lazy: page(() => import('../features/verification/pages/verify-page'), ['verification']),
  },
  {
    path: 'conversations',
    lazy: page(() => import('../features/conversations/pages/conversations-page'), ['conversations']),
  },
  {
    path: 'conversations/with/:profileId',
    lazy: page(() => import('../features/conversations/pages/conversation-with-page'), ['conversations']),
  },
  {
    // The report of a message uses the reasons a profile is reported for, and the offer to block.
    path: 'conversations/:conversationId',
    lazy: page(() => import('../features/conversations/pages/thread-page'), ['conversations', 'privacy']),
  },
  {
    path: 'profile/search',
    lazy: searchPage,
  },
  {
    path: 'profile/view/:profileId',
    lazy: profileViewPage,
  },
  { path: 'family', lazy: page(() => import('../features/family/pages/family-page'), ['family', 'options']) },
  {
    path: 'events',
    lazy: page(() => import('../features/melava/pages/events-page'), ['melava', 'payments']),
  },
  { path: 'password/change', lazy: page(() => import('../features/accounts/pages/change-password-page')) },
  { path: 'forbidden', lazy: page(() => import('../features/errors/pages/forbidden-page')) },
  { path: 'upgrade', lazy: upgradePage },
  {
    path: 'subscription',
    lazy: page(() => import('../features/subscriptions/pages/subscription-page'), SEARCH_TEXTS),
  },
  {
    Component: RequireAdmin,
    children: [
      {
        path: 'admin',
        lazy: page(() => import('../features/admin/pages/dashboard-page'), [...ADMIN_TEXTS, 'biodata']),
      },
      {
        path: 'admin/profiles/pending',
        lazy: page(() => import('../features/admin/pages/pending-profiles-page'), ADMIN_TEXTS),
      },
      {
        path: 'admin/profile/search',
        lazy: page(() => import('../features/admin/pages/profile-search-page'), ADMIN_TEXTS),
      },
      {
        path: 'admin/marriages',
        lazy: page(() => import('../features/admin/pages/marriages-page'), ADMIN_TEXTS),
      },
      {
        path: 'admin/stories',
        lazy: page(() => import('../features/admin/pages/success-stories-page'), ADMIN_TEXTS),
      },
      {
        path: 'admin/subscription',
        lazy: page(() => import('../features/subscriptions/pages/grant-subscription-page'), ADMIN_TEXTS),
      },
      {
        path: 'admin/match-rule',
        lazy: page(() => import('../features/admin/pages/match-rule-page'), [...ADMIN_TEXTS, 'horoscope']),
      },
      {
        path: 'admin/selfies',
        lazy: page(() => import('../features/verification/pages/selfie-queue-page'), ['verification']),
      },
      {
        path: 'admin/booklet',
        lazy: page(
          () => import('../features/biodata/pages/booklet-page'),
          [...ADMIN_TEXTS, 'biodata', 'options'],
        ),
      },
      {
        path: 'admin/payments',
        lazy: page(() => import('../features/admin/pages/payments-page'), [...ADMIN_TEXTS, 'payments']),
      },
      {
        path: 'admin/assisted-profile',
        lazy: assistedProfilePage,
      },
      {
        path: 'admin/events',
        lazy: page(() => import('../features/melava/pages/admin-events-page'), ['melava']),
      },
      {
        path: 'admin/events/:eventId',
        lazy: page(() => import('../features/melava/pages/admin-event-page'), ['melava']),
      },
      {
        path: 'admin/events/:eventId/door',
        lazy: page(() => import('../features/melava/pages/door-page'), ['melava']),
      },
      {
        path: 'admin/plans',
        lazy: page(() => import('../features/admin/pages/plans-page'), [...ADMIN_TEXTS, 'payments']),
      },
      {
        path: 'admin/reports',
        lazy: page(() => import('../features/admin/pages/reports-page'), [...ADMIN_TEXTS, 'privacy']),
      },
      {
        path: 'admin/unreachable',
        lazy: page(() => import('../features/admin/pages/unreachable-page'), ADMIN_TEXTS),
      },
    ],
  },
];

/** Every route of the app: the browser's router takes them, and so does the build's prerendering. */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    HydrateFallback: () => <Spinner fullPage />,
    ErrorBoundary: RouteError,
    children: [
      {
        path: 'public-profile/search',
        lazy: page(() => import('../features/public-profile/pages/public-profile-search-page'), ['options']),
      },
      {
        element: (
          <NotificationBellProvider bell={NotificationBell}>
            <Shell />
          </NotificationBellProvider>
        ),
        children: [
          { index: true, lazy: page(() => import('../features/home/pages/home-page')) },
          { path: 'login', lazy: page(() => import('../features/accounts/pages/login-page')) },
          { path: 'signup', lazy: page(() => import('../features/accounts/pages/signup-page')) },
          { path: 'signup/:domain', lazy: page(() => import('../features/accounts/pages/signup-page')) },
          {
            path: 'password/reset',
            lazy: page(() => import('../features/accounts/pages/reset-password-page'), ['options']),
          },
          {
            path: 'password/reset/:userId/:secret',
            lazy: page(() => import('../features/accounts/pages/set-password-page')),
          },
          {
            path: 'claim/:userId/:secret',
            lazy: page(() => import('../features/assisted/pages/claim-page'), ['assisted']),
          },
          {
            path: 'family/invite/:token',
            lazy: page(() => import('../features/family/pages/accept-invite-page'), ['family']),
          },
          {
            path: 'verify/email/:userId/:secret',
            lazy: page(() => import('../features/accounts/pages/verify-email-page')),
          },
          { path: 'logout', lazy: page(() => import('../features/accounts/pages/logout-page')) },
          {
            path: 'notifications/unsubscribe',
            lazy: page(() => import('../features/notifications/pages/unsubscribe-page'), ['notifications']),
          },
          {
            path: 'keep-listed',
            lazy: page(() => import('../features/married/pages/keep-listed-page'), ['interests']),
          },
          { path: 'view/terms', lazy: page(() => import('../features/legal/pages/terms-page'), ['legal']) },
          {
            path: 'view/privacy',
            lazy: page(() => import('../features/legal/pages/privacy-page'), ['legal']),
          },
          { path: 'safety', lazy: page(() => import('../features/legal/pages/safety-page'), ['safety']) },
          { Component: RequireAuth, children: memberRoutes },
          { path: '*', lazy: page(() => import('../features/errors/pages/not-found-page')) },
        ],
      },
    ],
  },
];
