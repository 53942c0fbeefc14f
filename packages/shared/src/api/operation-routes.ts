/**
 * Where each API operation lives: its method and its path under /api, `:name` marking a path
 * parameter. The schemas of each operation are in operations.ts; this half holds no schema, so the
 * web app can build every request without downloading the validation library.
 */
export type HttpMethod = 'GET' | 'POST' | 'DELETE';

export const operationRoutes = {
  // Accounts
  signup: 'POST /signup',
  login: 'POST /login',
  me: 'GET /me',
  setLanguage: 'POST /me/language',
  refreshToken: 'GET /refresh-token',
  logout: 'POST /logout',
  changePassword: 'POST /password/change',
  requestPasswordReset: 'POST /password/reset',
  confirmPasswordReset: 'POST /password/reset/confirm',
  verifyEmail: 'POST /user/verify/email',

  // My data and my safety
  privacySettings: 'GET /me/privacy',
  updatePrivacy: 'POST /me/privacy',
  contactViews: 'GET /me/contact-views/:page',
  exportMyData: 'GET /me/export',
  eraseAccount: 'DELETE /me',
  blockProfile: 'POST /profile/block/:profileId',
  unblockProfile: 'DELETE /profile/block/:profileId',
  blockList: 'GET /profile/blocks',
  reportProfile: 'POST /profile/report/:profileId',
  createShareLink: 'POST /me/share-links',
  listShareLinks: 'GET /me/share-links',
  deleteShareLink: 'DELETE /me/share-links/:linkId',

  // Public
  publicConfig: 'GET /config',
  featured: 'GET /featured',
  marriages: 'GET /marriages',
  publicSearch: 'POST /public-profile',

  // Profile steps (owner or admin)
  readBasic: 'GET /profile/:userId/basic',
  saveBasic: 'POST /profile/:userId/basic',
  readPersonal: 'GET /profile/:userId/personal',
  savePersonal: 'POST /profile/:userId/personal',
  readWork: 'GET /profile/:userId/work',
  saveWork: 'POST /profile/:userId/work',
  readFamily: 'GET /profile/:userId/family',
  saveFamily: 'POST /profile/:userId/family',
  readHoroscope: 'GET /profile/:userId/horoscope',
  saveHoroscope: 'POST /profile/:userId/horoscope',
  setFeaturedConsent: 'POST /profile/:userId/featured-consent',
  biodataPdf: 'GET /profile/:userId/biodata.pdf',
  biodataSettings: 'GET /profile/:userId/biodata-settings',
  saveBiodataSettings: 'POST /profile/:userId/biodata-settings',

  // Photos and horoscope files (owner or admin)
  listPhotos: 'GET /profile/:userId/photo',
  uploadPhoto: 'POST /profile/:userId/photo',
  deletePhoto: 'DELETE /profile/:userId/photo',
  listAttachments: 'GET /profile/:userId/attachment',
  uploadAttachments: 'POST /profile/:userId/attachment',
  deleteAttachment: 'DELETE /profile/:userId/attachment',

  // Search
  searchProfiles: 'POST /profile/recent/:page',
  viewProfile: 'GET /profile/view/:profileId',
  addToShortlist: 'POST /profile/shortlist',
  removeFromShortlist: 'DELETE /profile/shortlist',
  profileMatch: 'GET /profile/match/:profileId',

  // The sky at birth
  searchPlaces: 'GET /places',
  computeHoroscope: 'POST /horoscope/compute',
  birthChartSvg: 'GET /profile/:userId/chart.svg',
  profileChartSvg: 'GET /profile/view/:profileId/chart.svg',

  // Subscriptions
  subscription: 'GET /subscription',
  downloadList: 'GET /subscription/download/list/:page',
  downloadProfile: 'GET /profile/download/:profileId',
  grantSubscription: 'POST /admin/subscription',
  reportUnreachable: 'POST /subscription/download/:profileId/unreachable',

  // Interests and a member's home
  interestTemplates: 'GET /interest-templates',
  sendInterest: 'POST /interest/:profileId',
  interestBox: 'GET /interests/:box/:page',
  acceptInterest: 'POST /interest/:interestId/accept',
  declineInterest: 'POST /interest/:interestId/decline',
  withdrawInterest: 'DELETE /interest/:interestId',
  readPreferences: 'GET /me/preferences',
  savePreferences: 'POST /me/preferences',
  memberHome: 'GET /me/home',
  confirmMyNumber: 'POST /me/number/confirm',

  // Verification badges
  myVerification: 'GET /me/verification',
  verifyMobile: 'POST /me/verify-mobile',
  confirmMobile: 'POST /me/verify-mobile/confirm',
  verifyPhoto: 'POST /me/verify-photo',
  adminProfileBadges: 'GET /admin/profile/:profileId/verification',
  addVerification: 'POST /admin/profile/:profileId/verification',
  withdrawVerification: 'DELETE /admin/profile/:profileId/verification',
  adminSelfieQueue: 'GET /admin/selfies/:page',
  decideSelfie: 'POST /admin/selfies/decide',
  // Notifications
  notificationList: 'GET /me/notifications/:page',
  markNotificationsRead: 'POST /me/notifications/read',
  readNotificationSettings: 'GET /me/notification-settings',
  saveNotificationSettings: 'POST /me/notification-settings',
  addPushSubscription: 'POST /me/push-subscriptions',
  deletePushSubscription: 'DELETE /me/push-subscriptions',
  pushKey: 'GET /push/key',
  unsubscribeEmail: 'POST /notifications/unsubscribe',

  // Admin
  adminDashboard: 'GET /admin/dashboard',
  adminProfileList: 'POST /admin/profile/list/:page',
  updateProfileStatus: 'POST /admin/profile/:profileId/status',
  undoProfileRefusal: 'POST /admin/profile/:profileId/status/undo',
  updateProfileFeatured: 'POST /admin/profile/:profileId/featured',
  adminPendingProfiles: 'GET /admin/profiles/pending/:page',
  discardProfileChanges: 'POST /admin/profile/:profileId/changes/discard',
  adminProfileFamily: 'GET /admin/profile/:profileId/family',
  uploadMarriage: 'POST /admin/marriage',
  adminMarriageList: 'GET /admin/marriages/:page',
  updateMarriage: 'POST /admin/marriage/:marriageId',
  deleteMarriage: 'DELETE /admin/marriage/:marriageId',
  readMatchRule: 'GET /admin/match-rule',
  saveMatchRule: 'POST /admin/match-rule',
  adminReportList: 'POST /admin/report/list/:page',
  resolveReport: 'POST /admin/report/:reportId/resolve',
  adminUnreachableList: 'POST /admin/unreachable/list/:page',
  resolveUnreachable: 'POST /admin/unreachable/:reportId/resolve',
  booklet: 'POST /admin/booklet.pdf',
  broadcastText: 'POST /admin/broadcast-text',

  // Plans and payments
  listPlans: 'GET /plans',
  adminPlanList: 'GET /admin/plans',
  createPlan: 'POST /admin/plans',
  updatePlan: 'POST /admin/plans/:planId',
  createPayment: 'POST /payments',
  submitUtr: 'POST /payments/:paymentId/utr',
  myPayments: 'GET /payments',
  adminPaymentList: 'POST /admin/payments/list/:page',
  confirmPayment: 'POST /admin/payments/:paymentId/confirm',
  rejectPayment: 'POST /admin/payments/:paymentId/reject',
  paymentLedger: 'GET /admin/payments.csv',

  // Families registered at the office
  createAssistedProfile: 'POST /admin/assisted-profile',
  renewClaimLink: 'POST /admin/assisted-profile/:userId/claim-link',
  claimAccount: 'POST /account/claim',

  // One family, one login
  myFamily: 'GET /me/family',
  addFamilyProfile: 'POST /me/family/profiles',
  switchProfile: 'POST /me/family/switch/:userId',
  inviteGuardian: 'POST /me/family/invites',
  acceptFamilyInvite: 'POST /family/invites/accept',
  removeGuardian: 'DELETE /me/family/guardians/:userId',
  candidateLogin: 'POST /me/family/candidate-login',
  saveShortlistNote: 'POST /profile/shortlist/note',

  // Talk after a yes
  conversationList: 'GET /conversations/:page',
  unreadConversations: 'GET /conversations/unread',
  conversationMessages: 'GET /conversations/:conversationId/messages',
  sendMessage: 'POST /conversations/:conversationId/messages',
  readMessages: 'POST /conversations/:conversationId/read',
  closeConversation: 'POST /conversations/:conversationId/close',
  reportMessage: 'POST /conversations/:conversationId/messages/:messageId/report',
  streamTicket: 'POST /conversations/stream-ticket',
  conversationStream: 'GET /conversations/stream',

  // Married, and fresh
  markMarried: 'POST /me/married',
  confirmMarried: 'POST /me/married/confirm',
  mySuccessStory: 'GET /me/success-story',
  createSuccessStory: 'POST /me/success-story',
  consentSuccessStory: 'POST /me/success-story/:storyId/consent',
  withdrawSuccessStory: 'DELETE /me/success-story/:storyId',
  adminSuccessStories: 'GET /admin/success-stories/:page',
  publishSuccessStory: 'POST /admin/success-stories/:storyId/publish',
  rejectSuccessStory: 'POST /admin/success-stories/:storyId/reject',
  keepListed: 'POST /keep-listed',
  relistProfile: 'POST /me/relist',
  // The melava
  createEvent: 'POST /admin/events',
  adminEventList: 'GET /admin/events',
  updateEvent: 'POST /admin/events/:eventId',
  adminRegistrations: 'GET /admin/events/:eventId/registrations/:page',
  doorList: 'GET /admin/events/:eventId/door-list',
  checkIn: 'POST /admin/events/:eventId/check-ins',
  stageOrderPdf: 'GET /admin/events/:eventId/stage-order.pdf',
  eventList: 'GET /events',
  register: 'POST /events/:eventId/registrations',
  updateRegistration: 'POST /events/:eventId/registrations/:registrationId',
  cancelRegistration: 'DELETE /events/:eventId/registrations/:registrationId',
  passPdf: 'GET /events/:eventId/registrations/:registrationId/pass.pdf',
  myEvents: 'GET /me/events',
  attendees: 'GET /events/:eventId/attendees/:page',
} as const satisfies Record<string, `${HttpMethod} /${string}`>;

export type OperationName = keyof typeof operationRoutes;
type RouteOf<N extends OperationName> = (typeof operationRoutes)[N];
export type OperationMethod<N extends OperationName> = RouteOf<N> extends `${infer M} ${string}` ? M : never;
export type OperationPath<N extends OperationName> = RouteOf<N> extends `${string} ${infer P}` ? P : never;

/** The method and path template of an operation, e.g. `POST` and `/profile/recent/:page`. */
export function operationRoute<N extends OperationName>(
  name: N,
): { method: OperationMethod<N>; path: OperationPath<N> } {
  const route: string = operationRoutes[name];
  const space = route.indexOf(' ');
  return {
    method: route.slice(0, space) as OperationMethod<N>,
    path: route.slice(space + 1) as OperationPath<N>,
  };
}

/** The `:name` parameters of a path template. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** What fills a path's parameters and its query string. */
export interface OperationUrlInput {
  params?: Readonly<Record<string, string | number>>;
  query?: Readonly<Record<string, string | number | undefined>>;
}

/** The operation's path (under /api) with its parameters filled in, plus the query string if any. */
export function operationUrl(name: OperationName, input: OperationUrlInput = {}): string {
  const path = operationRoute(name).path.replace(/:(\w+)/g, (_, key: string) => {
    const value = input.params?.[key];
    if (value === undefined) throw new Error(`${name}: the path parameter ${key} is missing`);
    return encodeURIComponent(String(value));
  });
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(input.query ?? {})) {
    if (value !== undefined) query.set(key, String(value));
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

type RouteArgs<N extends OperationName> = [PathParamNames<OperationPath<N>>] extends [never]
  ? [params?: undefined, query?: OperationUrlInput['query']]
  : [
      params: Readonly<Record<PathParamNames<OperationPath<N>>, string | number>>,
      query?: OperationUrlInput['query'],
    ];

/**
 * Where one operation is sent, for tests and tools that call the API from outside: its method and its
 * URL, e.g. `apiRoute('viewProfile', { profileId: 7 })` -> `{ method: 'GET', url: '/api/profile/view/7' }`.
 */
export function apiRoute<N extends OperationName>(
  name: N,
  ...[params, query]: RouteArgs<N>
): { method: OperationMethod<N>; url: string } {
  return { method: operationRoute(name).method, url: `/api${operationUrl(name, { params, query })}` };
}

/** The same as two arguments, for helpers written as `call(method, url, ...)`: `call(...apiArgs('me'))`. */
export function apiArgs<N extends OperationName>(
  name: N,
  ...args: RouteArgs<N>
): [OperationMethod<N>, string] {
  const { method, url } = apiRoute(name, ...args);
  return [method, url];
}
