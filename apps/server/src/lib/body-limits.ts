import type { OperationName, operationSchemas } from '@varmala/shared';
import type { z } from 'zod';

const KB = 1024;

/** The operations that take a JSON body (uploads are multipart: their file limits bound them). */
export type JsonBodyOperationName = {
  [N in OperationName]: (typeof operationSchemas)[N] extends { request: z.ZodType } ? N : never;
}[OperationName];

/**
 * The most bytes of JSON each operation takes. Each is about twice the widest body its schema
 * accepts (every text at its maximum length in Devanagari or Tamil letters, three bytes each; every
 * list full): a client that escapes each such letter as `\u0915` sends six bytes for it.
 * A larger body is refused with 413 before it is read to its end, so no check ever runs on a text
 * longer than its route can carry. body-limits.test.ts builds the widest body from each schema and
 * holds every limit above it and near it.
 */
export const BODY_LIMITS = {
  signup: 2 * KB,
  login: 1 * KB,
  setLanguage: 1 * KB,
  changePassword: 2 * KB,
  requestPasswordReset: 1 * KB,
  confirmPasswordReset: 2 * KB,
  verifyEmail: 1 * KB,

  updatePrivacy: 1 * KB,
  eraseAccount: 1 * KB,
  // The details of a report: 1,000 characters.
  reportProfile: 6 * KB,

  publicSearch: 1 * KB,

  // Names, community, address (500 characters), e-mail, two mobiles...
  saveBasic: 9 * KB,
  // About me and expectations: 2,000 characters each.
  savePersonal: 24 * KB,
  saveWork: 3 * KB,
  // Property (1,000 characters) and about the family (2,000).
  saveFamily: 21 * KB,
  saveHoroscope: 2 * KB,
  setFeaturedConsent: 1 * KB,

  deletePhoto: 1 * KB,
  deleteAttachment: 1 * KB,

  // Up to 50 communities and 50 stars chosen at once.
  searchProfiles: 48 * KB,
  addToShortlist: 1 * KB,
  removeFromShortlist: 1 * KB,

  grantSubscription: 1 * KB,
  reportUnreachable: 1 * KB,

  sendInterest: 1 * KB,
  confirmMobile: 1 * KB,
  // A note of 300 characters.
  addVerification: 3 * KB,
  withdrawVerification: 1 * KB,
  decideSelfie: 1 * KB,
  declineInterest: 1 * KB,
  // Up to 50 communities (100 characters each), 50 states, educations and marital statuses.
  savePreferences: 36 * KB,
  // Up to 100 ids; a PushSubscription's endpoint and keys; two settings.
  markNotificationsRead: 4 * KB,
  saveNotificationSettings: 1 * KB,
  addPushSubscription: 7 * KB,
  deletePushSubscription: 6.5 * KB,

  // Name, mobile, statuses, member id and birth date besides the spec's filters.
  adminProfileList: 8 * KB,
  // The operator's note on a refusal: 500 characters.
  updateProfileStatus: 4 * KB,
  undoProfileRefusal: 1 * KB,
  updateProfileFeatured: 1 * KB,
  discardProfileChanges: 1 * KB,
  saveMatchRule: 1 * KB,
  // A marriage photo's caption: 300 characters.
  updateMarriage: 2 * KB,
  adminReportList: 1 * KB,
  // A refusal's reason and the operator's note (500 characters).
  resolveReport: 4 * KB,
  adminUnreachableList: 1 * KB,
  resolveUnreachable: 1 * KB,
  // What a biodata prints and a booklet's filters: a few small fields each.
  saveBiodataSettings: 1 * KB,
  booklet: 1 * KB,
  broadcastText: 1 * KB,

  // A plan's name: 60 characters.
  createPlan: 1 * KB,
  updatePlan: 1 * KB,
  createPayment: 1 * KB,
  submitUtr: 1 * KB,
  adminPaymentList: 1 * KB,
  // Why a payment was not accepted: 300 characters.
  rejectPayment: 2 * KB,
  createAssistedProfile: 1 * KB,
  claimAccount: 2 * KB,
} as const satisfies Record<JsonBodyOperationName, number>;

/**
 * Every other route (reads, commands without a body, the documentation and the web app): a body
 * it has no use for is refused past this.
 */
export const DEFAULT_BODY_LIMIT = 1 * KB;

/** The one message for a body past its route's limit, which it names. */
/** The size a refused body may have had, in the words of the 413's text (`requestTooLarge`). */
export function bodyLimitKb(limit: number): number {
  return Math.max(1, Math.floor(limit / KB));
}
