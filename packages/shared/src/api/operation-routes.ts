/**
 * Where each API operation lives: its method and its path under /api, `:name` marking a path
 * parameter. The schemas of each operation are in operations.ts; this half holds no schema, so the
 * web app can build every request without downloading the validation library.
 */
export interface OperationRoute {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  /** Sent as multipart form data (files), not JSON. */
  multipart?: true;
}

export const operationRoutes = {
  // Accounts
  signup: { method: 'POST', path: '/signup' },
  login: { method: 'POST', path: '/login' },
  me: { method: 'GET', path: '/me' },
  refreshToken: { method: 'GET', path: '/refresh-token' },
  logout: { method: 'POST', path: '/logout' },
  changePassword: { method: 'POST', path: '/password/change' },
  requestPasswordReset: { method: 'POST', path: '/password/reset' },
  confirmPasswordReset: { method: 'POST', path: '/password/reset/confirm' },
  verifyEmail: { method: 'POST', path: '/user/verify/email' },

  // Public
  publicConfig: { method: 'GET', path: '/config' },
  featured: { method: 'GET', path: '/featured' },
  marriages: { method: 'GET', path: '/marriages' },
  publicSearch: { method: 'POST', path: '/public-profile' },

  // Profile steps (owner or admin)
  readBasic: { method: 'GET', path: '/profile/:userId/basic' },
  saveBasic: { method: 'POST', path: '/profile/:userId/basic' },
  readPersonal: { method: 'GET', path: '/profile/:userId/personal' },
  savePersonal: { method: 'POST', path: '/profile/:userId/personal' },
  readWork: { method: 'GET', path: '/profile/:userId/work' },
  saveWork: { method: 'POST', path: '/profile/:userId/work' },
  readFamily: { method: 'GET', path: '/profile/:userId/family' },
  saveFamily: { method: 'POST', path: '/profile/:userId/family' },
  readHoroscope: { method: 'GET', path: '/profile/:userId/horoscope' },
  saveHoroscope: { method: 'POST', path: '/profile/:userId/horoscope' },

  // Photos and horoscope files (owner or admin)
  listPhotos: { method: 'GET', path: '/profile/:userId/photo' },
  uploadPhoto: { method: 'POST', path: '/profile/:userId/photo', multipart: true },
  deletePhoto: { method: 'DELETE', path: '/profile/:userId/photo' },
  listAttachments: { method: 'GET', path: '/profile/:userId/attachment' },
  uploadAttachments: { method: 'POST', path: '/profile/:userId/attachment', multipart: true },
  deleteAttachment: { method: 'DELETE', path: '/profile/:userId/attachment' },

  // Search
  searchProfiles: { method: 'POST', path: '/profile/recent/:page' },
  viewProfile: { method: 'GET', path: '/profile/view/:profileId' },
  addToShortlist: { method: 'POST', path: '/profile/shortlist' },
  removeFromShortlist: { method: 'DELETE', path: '/profile/shortlist' },

  // Subscriptions
  subscription: { method: 'GET', path: '/subscription' },
  downloadList: { method: 'GET', path: '/subscription/download/list/:page' },
  downloadProfile: { method: 'GET', path: '/profile/download/:profileId' },
  grantSubscription: { method: 'POST', path: '/admin/subscription' },

  // Admin
  adminProfileList: { method: 'POST', path: '/admin/profile/list/:page' },
  updateProfileStatus: { method: 'POST', path: '/admin/profile/:profileId/status' },
  updateProfileFeatured: { method: 'POST', path: '/admin/profile/:profileId/featured' },
  uploadMarriage: { method: 'POST', path: '/admin/marriage', multipart: true },
} as const satisfies Record<string, OperationRoute>;

export type OperationName = keyof typeof operationRoutes;
export type OperationPath<N extends OperationName> = (typeof operationRoutes)[N]['path'];

/** The `:name` parameters of a path template. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The operations whose body is a multipart form (files). */
export type UploadOperationName = {
  [N in OperationName]: (typeof operationRoutes)[N] extends { multipart: true } ? N : never;
}[OperationName];
