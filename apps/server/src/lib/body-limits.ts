import type { OperationName, operationSchemas } from '@varmala/shared';
import type { z } from 'zod';

const KB = 1024;

/** Uploads are multipart: their file limits bound them. */
export type JsonBodyOperationName = {
  [N in OperationName]: (typeof operationSchemas)[N] extends { request: z.ZodType } ? N : never;
}[OperationName];

/**
 * About twice the widest body each schema accepts (every text at its maximum in Devanagari or Tamil,
 * three bytes a letter, escaped as `\u0915` six): past it 413 before the body is read, so no check runs
 * on a text longer than its route can carry. body-limits.test.ts holds each limit near the widest body.
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
  // At most five profiles a guardian runs.
  eraseAccount: 1 * KB,
  reportProfile: 6 * KB,

  publicSearch: 1 * KB,

  saveBasic: 9 * KB,
  savePersonal: 24 * KB,
  saveWork: 3 * KB,
  saveFamily: 21 * KB,
  saveHoroscope: 2 * KB,
  setFeaturedConsent: 1 * KB,

  deletePhoto: 1 * KB,
  deleteAttachment: 1 * KB,

  searchProfiles: 48 * KB,
  addToShortlist: 1 * KB,
  removeFromShortlist: 1 * KB,

  grantSubscription: 1 * KB,
  reportUnreachable: 1 * KB,

  sendInterest: 1 * KB,
  confirmMobile: 1 * KB,
  addVerification: 3 * KB,
  withdrawVerification: 1 * KB,
  decideSelfie: 1 * KB,
  declineInterest: 1 * KB,
  savePreferences: 36 * KB,
  markNotificationsRead: 4 * KB,
  saveNotificationSettings: 1 * KB,
  addPushSubscription: 7 * KB,
  deletePushSubscription: 6.5 * KB,

  adminProfileList: 8 * KB,
  updateProfileStatus: 4 * KB,
  undoProfileRefusal: 1 * KB,
  updateProfileFeatured: 1 * KB,
  discardProfileChanges: 1 * KB,
  saveMatchRule: 1 * KB,
  updateMarriage: 2 * KB,
  adminReportList: 1 * KB,
  resolveReport: 4 * KB,
  adminUnreachableList: 1 * KB,
  resolveUnreachable: 1 * KB,
  saveBiodataSettings: 1 * KB,
  booklet: 1 * KB,
  broadcastText: 1 * KB,

  createPlan: 1 * KB,
  updatePlan: 1 * KB,
  createPayment: 1 * KB,
  submitUtr: 1 * KB,
  adminPaymentList: 1 * KB,
  confirmPayment: 1 * KB,
  rejectPayment: 2 * KB,
  createAssistedProfile: 1 * KB,
  claimAccount: 2 * KB,
  computeHoroscope: 1 * KB,
  addFamilyProfile: 1 * KB,
  inviteGuardian: 1 * KB,
  acceptFamilyInvite: 1 * KB,
  candidateLogin: 1 * KB,
  saveShortlistNote: 3 * KB,
  sendMessage: 6 * KB,
  readMessages: 1 * KB,
  reportMessage: 1 * KB,
  markMarried: 1 * KB,
  confirmMarried: 1 * KB,
  // A token of up to 200 characters, each escaped as six.
  keepListed: 2 * KB,
  rejectSuccessStory: 2 * KB,
  // A melava's name (120 characters) and place (200).
  createEvent: 3 * KB,
  updateEvent: 3 * KB,
  register: 1 * KB,
  updateRegistration: 1 * KB,
  // A door phone's queue: up to 100 scans, each a code of up to 100 characters and the phone's id for it.
  checkIn: 120 * KB,
} as const satisfies Record<JsonBodyOperationName, number>;

/** Every other route: a body it has no use for is refused past this. */
export const DEFAULT_BODY_LIMIT = 1 * KB;

/** In the words of the 413's text (`requestTooLarge`). */
export function bodyLimitKb(limit: number): number {
  return Math.max(1, Math.floor(limit / KB));
}
