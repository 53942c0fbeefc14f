import type { z } from 'zod';
import {
  basicRequestSchema,
  basicResponseSchema,
  saveBasicResponseSchema,
} from '../profile-sections/basic.js';
import { familyRequestSchema, familyResponseSchema } from '../profile-sections/family.js';
import { horoscopeRequestSchema, horoscopeResponseSchema } from '../profile-sections/horoscope.js';
import { personalRequestSchema, personalResponseSchema } from '../profile-sections/personal.js';
import { workRequestSchema, workResponseSchema } from '../profile-sections/work.js';
import { changePasswordRequestSchema, changePasswordResponseSchema } from './accounts/change-password.js';
import { loginRequestSchema } from './accounts/login.js';
import { meResponseSchema, setLanguageRequestSchema, setLanguageResponseSchema } from './accounts/me.js';
import {
  passwordResetConfirmRequestSchema,
  passwordResetConfirmResponseSchema,
  passwordResetRequestSchema,
  passwordResetResponseSchema,
} from './accounts/password-reset.js';
import { signupRequestSchema, signupResponseSchema } from './accounts/signup.js';
import { adminDashboardSchema } from './admin/dashboard.js';
import { uploadMarriageResponseSchema } from './admin/marriage-upload.js';
import {
  adminMarriageListSchema,
  updateMarriageRequestSchema,
  updateMarriageResponseSchema,
} from './admin/marriages.js';
import {
  discardChangesRequestSchema,
  pendingProfilesQuerySchema,
  pendingProfilesResponseSchema,
} from './admin/pending-profiles.js';
import { adminProfileFamilyResponseSchema } from './admin/profile-family.js';
import { updateFeaturedRequestSchema } from './admin/profile-featured.js';
import { adminProfileFiltersSchema, adminProfileListResponseSchema } from './admin/profile-list.js';
import { adminProfileChangeResponseSchema } from './admin/profile-row.js';
import { updateProfileStatusRequestSchema } from './admin/profile-status.js';
import { undoRefusalRequestSchema } from './admin/refusal.js';
import {
  reportListRequestSchema,
  reportListResponseSchema,
  resolveReportRequestSchema,
  resolveReportResponseSchema,
} from './admin/reports.js';
import {
  assistedProfileRequestSchema,
  claimAccountRequestSchema,
  claimAccountResponseSchema,
  claimLinkResponseSchema,
} from './assisted/index.js';
import {
  biodataQuerySchema,
  biodataSettingsSchema,
  bookletRequestSchema,
  broadcastRequestSchema,
  broadcastTextSchema,
  newShareLinkSchema,
  pdfResponseSchema,
  saveBiodataSettingsRequestSchema,
  shareLinkListSchema,
} from './biodata/biodata.js';
import { successBodySchema, tokenResponseSchema } from './common.js';
import {
  closeConversationResponseSchema,
  conversationListResponseSchema,
  messagesQuerySchema,
  messagesResponseSchema,
  readMessagesRequestSchema,
  readMessagesResponseSchema,
  reportMessageRequestSchema,
  reportMessageResponseSchema,
  sendMessageRequestSchema,
  sendMessageResponseSchema,
  streamQuerySchema,
  streamResponseSchema,
  streamTicketResponseSchema,
  unreadConversationsResponseSchema,
} from './conversations/index.js';
import {
  acceptFamilyInviteRequestSchema,
  acceptFamilyInviteResponseSchema,
  addFamilyProfileRequestSchema,
  addFamilyProfileResponseSchema,
  candidateLoginRequestSchema,
  candidateLoginResponseSchema,
  familyInviteRequestSchema,
  familyInviteResponseSchema,
  myFamilyResponseSchema,
  removeGuardianQuerySchema,
  shortlistNoteRequestSchema,
  shortlistNoteResponseSchema,
  switchProfileResponseSchema,
} from './family/index.js';
import { birthChartSvgQuerySchema, svgResponseSchema } from './horoscope/birth-chart-svg.js';
import {
  computeHoroscopeRequestSchema,
  computeHoroscopeResponseSchema,
} from './horoscope/compute-horoscope.js';
import {
  matchRuleQuerySchema,
  saveMatchRuleRequestSchema,
  saveMatchRuleResponseSchema,
  siteMatchRuleSchema,
} from './horoscope/match-rule.js';
import { profileMatchSchema } from './horoscope/profile-match.js';
import {
  confirmNumberResponseSchema,
  declineInterestRequestSchema,
  interestBoxResponseSchema,
  interestChangeResponseSchema,
  interestTemplatesQuerySchema,
  interestTemplatesResponseSchema,
  memberHomeSchema,
  preferencesRequestSchema,
  preferencesSchema,
  reportUnreachableRequestSchema,
  reportUnreachableResponseSchema,
  resolveUnreachableRequestSchema,
  resolveUnreachableResponseSchema,
  sendInterestRequestSchema,
  sendInterestResponseSchema,
  unreachableListRequestSchema,
  unreachableListResponseSchema,
} from './interests/index.js';
import {
  adminStoryListSchema,
  confirmMarriedRequestSchema,
  confirmMarriedResponseSchema,
  keepListedRequestSchema,
  markMarriedRequestSchema,
  markMarriedResponseSchema,
  myStoryResponseSchema,
  rejectStoryRequestSchema,
  relistResponseSchema,
  storyStateResponseSchema,
} from './married/index.js';
import { attachmentListSchema, deleteAttachmentRequestSchema } from './media/attachment.js';
import { deletePhotoRequestSchema, photoListSchema } from './media/photo.js';
import {
  adminEventListResponseSchema,
  adminRegistrationsQuerySchema,
  adminRegistrationsResponseSchema,
  attendeeListResponseSchema,
  checkinRequestSchema,
  checkinResponseSchema,
  createEventRequestSchema,
  createEventResponseSchema,
  doorListResponseSchema,
  eventListResponseSchema,
  myEventsResponseSchema,
  passPdfQuerySchema,
  registerRequestSchema,
  registerResponseSchema,
  registrationChangeResponseSchema,
  stageOrderQuerySchema,
  updateEventRequestSchema,
  updateRegistrationRequestSchema,
} from './melava/index.js';
import {
  deletePushSubscriptionRequestSchema,
  markNotificationsReadRequestSchema,
  markNotificationsReadResponseSchema,
  notificationListSchema,
  notificationSettingsResponseSchema,
  notificationSettingsSchema,
  pushKeySchema,
  pushSubscriptionRequestSchema,
  unsubscribeQuerySchema,
} from './notifications/index.js';
import type { OperationName, OperationPath, PathParamNames } from './operation-routes.js';
import {
  adminPaymentListRequestSchema,
  adminPaymentListResponseSchema,
  confirmPaymentRequestSchema,
  createPaymentRequestSchema,
  createPaymentResponseSchema,
  decidePaymentResponseSchema,
  myPaymentsResponseSchema,
  paymentLedgerQuerySchema,
  paymentLedgerResponseSchema,
  planListSchema,
  planSchema,
  rejectPaymentRequestSchema,
  savePlanRequestSchema,
  submitUtrRequestSchema,
  submitUtrResponseSchema,
} from './payments/index.js';
import { placesQuerySchema, placesResponseSchema } from './places/search-places.js';
import { blockListResponseSchema } from './privacy/blocks.js';
import { contactViewsResponseSchema } from './privacy/contact-views.js';
import { eraseAccountRequestSchema } from './privacy/erase-account.js';
import { exportResponseSchema } from './privacy/export.js';
import { privacySettingsSchema, updatePrivacyRequestSchema } from './privacy/privacy-settings.js';
import { reportRequestSchema } from './privacy/report.js';
import { featuredConsentRequestSchema, featuredConsentResponseSchema } from './profile/featured-consent.js';
import { saveStepResponseSchema, stepQuerySchema } from './profile/steps.js';
import { verifyEmailRequestSchema } from './profile/verify-email.js';
import { featuredResponseSchema } from './public/featured.js';
import { marriagesResponseSchema } from './public/marriages.js';
import { publicSearchRequestSchema, publicSearchResponseSchema } from './public/public-search.js';
import { publicConfigResponseSchema } from './public-config.js';
import { profileViewSchema } from './search/profile-item.js';
import { searchFiltersSchema, searchResponseSchema } from './search/search-profiles.js';
import { shortlistRequestSchema } from './search/shortlist.js';
import { downloadListResponseSchema } from './subscriptions/download-list.js';
import { downloadResponseSchema } from './subscriptions/download-profile.js';
import {
  grantSubscriptionRequestSchema,
  grantSubscriptionResponseSchema,
} from './subscriptions/grant-subscription.js';
import { subscriptionSchema } from './subscriptions/subscription.js';
import {
  adminProfileBadgesSchema,
  adminVerificationResponseSchema,
  confirmMobileRequestSchema,
  confirmMobileResponseSchema,
  decideSelfieRequestSchema,
  myVerificationSchema,
  operatorVerificationRequestSchema,
  selfieQueueSchema,
  verifyMobileResponseSchema,
  verifyPhotoResponseSchema,
  withdrawVerificationRequestSchema,
} from './verification/index.js';

export * from './operation-routes.js';

interface OperationSchemas {
  /** The JSON body; absent for operations without one and for multipart uploads. */
  request?: z.ZodType;
  /** The body is multipart form data (files), checked by the server field by field. */
  multipart?: true;
  /** The answer is a file (its `response` schema only documents it), not JSON. */
  download?: true;
  query?: z.ZodType;
  /** The answer on success (200). */
  response: z.ZodType;
}

/**
 * The request and response schemas of every operation in `operationRoutes`, by the same name: the
 * server validates and serialises with them, the web app types its calls by them and, in development
 * and tests, checks each answer against them.
 */
export const operationSchemas = {
  signup: { request: signupRequestSchema, response: signupResponseSchema },
  login: { request: loginRequestSchema, response: tokenResponseSchema },
  me: { response: meResponseSchema },
  setLanguage: { request: setLanguageRequestSchema, response: setLanguageResponseSchema },
  refreshToken: { response: tokenResponseSchema },
  logout: { response: successBodySchema },
  changePassword: { request: changePasswordRequestSchema, response: changePasswordResponseSchema },
  requestPasswordReset: { request: passwordResetRequestSchema, response: passwordResetResponseSchema },
  confirmPasswordReset: {
    request: passwordResetConfirmRequestSchema,
    response: passwordResetConfirmResponseSchema,
  },
  verifyEmail: { request: verifyEmailRequestSchema, response: successBodySchema },

  privacySettings: { response: privacySettingsSchema },
  updatePrivacy: { request: updatePrivacyRequestSchema, response: privacySettingsSchema },
  contactViews: { response: contactViewsResponseSchema },
  exportMyData: { download: true, response: exportResponseSchema },
  eraseAccount: { request: eraseAccountRequestSchema, response: successBodySchema },
  blockProfile: { response: successBodySchema },
  unblockProfile: { response: successBodySchema },
  blockList: { response: blockListResponseSchema },
  reportProfile: { request: reportRequestSchema, response: successBodySchema },
  createShareLink: { response: newShareLinkSchema },
  listShareLinks: { response: shareLinkListSchema },
  deleteShareLink: { response: successBodySchema },
  biodataPdf: { download: true, query: biodataQuerySchema, response: pdfResponseSchema },
  biodataSettings: { response: biodataSettingsSchema },
  saveBiodataSettings: { request: saveBiodataSettingsRequestSchema, response: biodataSettingsSchema },
  booklet: { download: true, request: bookletRequestSchema, response: pdfResponseSchema },
  broadcastText: { request: broadcastRequestSchema, response: broadcastTextSchema },

  publicConfig: { response: publicConfigResponseSchema },
  featured: { response: featuredResponseSchema },
  marriages: { response: marriagesResponseSchema },
  publicSearch: { request: publicSearchRequestSchema, response: publicSearchResponseSchema },

  readBasic: { query: stepQuerySchema, response: basicResponseSchema },
  saveBasic: { request: basicRequestSchema, response: saveBasicResponseSchema },
  readPersonal: { query: stepQuerySchema, response: personalResponseSchema },
  savePersonal: { request: personalRequestSchema, response: saveStepResponseSchema },
  readWork: { query: stepQuerySchema, response: workResponseSchema },
  saveWork: { request: workRequestSchema, response: saveStepResponseSchema },
  readFamily: { query: stepQuerySchema, response: familyResponseSchema },
  saveFamily: { request: familyRequestSchema, response: saveStepResponseSchema },
  readHoroscope: { query: stepQuerySchema, response: horoscopeResponseSchema },
  saveHoroscope: { request: horoscopeRequestSchema, response: saveStepResponseSchema },
  setFeaturedConsent: { request: featuredConsentRequestSchema, response: featuredConsentResponseSchema },

  listPhotos: { response: photoListSchema },
  uploadPhoto: { multipart: true, response: photoListSchema },
  deletePhoto: { request: deletePhotoRequestSchema, response: photoListSchema },
  listAttachments: { response: attachmentListSchema },
  uploadAttachments: { multipart: true, response: attachmentListSchema },
  deleteAttachment: { request: deleteAttachmentRequestSchema, response: attachmentListSchema },

  searchProfiles: { request: searchFiltersSchema, response: searchResponseSchema },
  viewProfile: { response: profileViewSchema },
  addToShortlist: { request: shortlistRequestSchema, response: successBodySchema },
  removeFromShortlist: { request: shortlistRequestSchema, response: successBodySchema },
  profileMatch: { response: profileMatchSchema },
  searchPlaces: { query: placesQuerySchema, response: placesResponseSchema },
  computeHoroscope: { request: computeHoroscopeRequestSchema, response: computeHoroscopeResponseSchema },
  birthChartSvg: { download: true, query: birthChartSvgQuerySchema, response: svgResponseSchema },
  profileChartSvg: { download: true, query: birthChartSvgQuerySchema, response: svgResponseSchema },

  subscription: { response: subscriptionSchema },
  downloadList: { response: downloadListResponseSchema },
  downloadProfile: { response: downloadResponseSchema },
  grantSubscription: { request: grantSubscriptionRequestSchema, response: grantSubscriptionResponseSchema },
  reportUnreachable: { request: reportUnreachableRequestSchema, response: reportUnreachableResponseSchema },

  interestTemplates: { query: interestTemplatesQuerySchema, response: interestTemplatesResponseSchema },
  sendInterest: { request: sendInterestRequestSchema, response: sendInterestResponseSchema },
  interestBox: { response: interestBoxResponseSchema },
  acceptInterest: { response: interestChangeResponseSchema },
  declineInterest: { request: declineInterestRequestSchema, response: interestChangeResponseSchema },
  withdrawInterest: { response: interestChangeResponseSchema },
  readPreferences: { response: preferencesSchema },
  savePreferences: { request: preferencesRequestSchema, response: preferencesSchema },
  memberHome: { response: memberHomeSchema },
  confirmMyNumber: { response: confirmNumberResponseSchema },

  myVerification: { response: myVerificationSchema },
  verifyMobile: { response: verifyMobileResponseSchema },
  confirmMobile: { request: confirmMobileRequestSchema, response: confirmMobileResponseSchema },
  verifyPhoto: { multipart: true, response: verifyPhotoResponseSchema },
  adminProfileBadges: { response: adminProfileBadgesSchema },
  addVerification: { request: operatorVerificationRequestSchema, response: adminVerificationResponseSchema },
  withdrawVerification: {
    request: withdrawVerificationRequestSchema,
    response: adminVerificationResponseSchema,
  },
  adminSelfieQueue: { response: selfieQueueSchema },
  decideSelfie: { request: decideSelfieRequestSchema, response: successBodySchema },
  notificationList: { response: notificationListSchema },
  markNotificationsRead: {
    request: markNotificationsReadRequestSchema,
    response: markNotificationsReadResponseSchema,
  },
  readNotificationSettings: { response: notificationSettingsResponseSchema },
  saveNotificationSettings: {
    request: notificationSettingsSchema,
    response: notificationSettingsResponseSchema,
  },
  addPushSubscription: { request: pushSubscriptionRequestSchema, response: successBodySchema },
  deletePushSubscription: { request: deletePushSubscriptionRequestSchema, response: successBodySchema },
  pushKey: { response: pushKeySchema },
  unsubscribeEmail: { query: unsubscribeQuerySchema, response: successBodySchema },

  adminDashboard: { response: adminDashboardSchema },
  adminProfileList: { request: adminProfileFiltersSchema, response: adminProfileListResponseSchema },
  updateProfileStatus: {
    request: updateProfileStatusRequestSchema,
    response: adminProfileChangeResponseSchema,
  },
  undoProfileRefusal: { request: undoRefusalRequestSchema, response: adminProfileChangeResponseSchema },
  updateProfileFeatured: { request: updateFeaturedRequestSchema, response: adminProfileChangeResponseSchema },
  adminPendingProfiles: { query: pendingProfilesQuerySchema, response: pendingProfilesResponseSchema },
  adminProfileFamily: { response: adminProfileFamilyResponseSchema },
  discardProfileChanges: {
    request: discardChangesRequestSchema,
    response: adminProfileChangeResponseSchema,
  },
  uploadMarriage: { multipart: true, response: uploadMarriageResponseSchema },
  adminMarriageList: { response: adminMarriageListSchema },
  updateMarriage: { request: updateMarriageRequestSchema, response: updateMarriageResponseSchema },
  deleteMarriage: { response: successBodySchema },
  readMatchRule: { query: matchRuleQuerySchema, response: siteMatchRuleSchema },
  saveMatchRule: { request: saveMatchRuleRequestSchema, response: saveMatchRuleResponseSchema },
  adminReportList: { request: reportListRequestSchema, response: reportListResponseSchema },
  resolveReport: { request: resolveReportRequestSchema, response: resolveReportResponseSchema },
  adminUnreachableList: { request: unreachableListRequestSchema, response: unreachableListResponseSchema },
  resolveUnreachable: {
    request: resolveUnreachableRequestSchema,
    response: resolveUnreachableResponseSchema,
  },

  listPlans: { response: planListSchema },
  adminPlanList: { response: planListSchema },
  createPlan: { request: savePlanRequestSchema, response: planSchema },
  updatePlan: { request: savePlanRequestSchema, response: planSchema },
  createPayment: { request: createPaymentRequestSchema, response: createPaymentResponseSchema },
  submitUtr: { request: submitUtrRequestSchema, response: submitUtrResponseSchema },
  myPayments: { response: myPaymentsResponseSchema },
  adminPaymentList: { request: adminPaymentListRequestSchema, response: adminPaymentListResponseSchema },
  confirmPayment: { request: confirmPaymentRequestSchema, response: decidePaymentResponseSchema },
  rejectPayment: { request: rejectPaymentRequestSchema, response: decidePaymentResponseSchema },
  paymentLedger: { download: true, query: paymentLedgerQuerySchema, response: paymentLedgerResponseSchema },

  createAssistedProfile: { request: assistedProfileRequestSchema, response: claimLinkResponseSchema },
  renewClaimLink: { response: claimLinkResponseSchema },
  claimAccount: { request: claimAccountRequestSchema, response: claimAccountResponseSchema },

  myFamily: { response: myFamilyResponseSchema },
  addFamilyProfile: { request: addFamilyProfileRequestSchema, response: addFamilyProfileResponseSchema },
  switchProfile: { response: switchProfileResponseSchema },
  inviteGuardian: { request: familyInviteRequestSchema, response: familyInviteResponseSchema },
  acceptFamilyInvite: {
    request: acceptFamilyInviteRequestSchema,
    response: acceptFamilyInviteResponseSchema,
  },
  removeGuardian: { query: removeGuardianQuerySchema, response: successBodySchema },
  candidateLogin: { request: candidateLoginRequestSchema, response: candidateLoginResponseSchema },
  saveShortlistNote: { request: shortlistNoteRequestSchema, response: shortlistNoteResponseSchema },

  conversationList: { response: conversationListResponseSchema },
  unreadConversations: { response: unreadConversationsResponseSchema },
  conversationMessages: { query: messagesQuerySchema, response: messagesResponseSchema },
  sendMessage: { request: sendMessageRequestSchema, response: sendMessageResponseSchema },
  readMessages: { request: readMessagesRequestSchema, response: readMessagesResponseSchema },
  closeConversation: { response: closeConversationResponseSchema },
  reportMessage: { request: reportMessageRequestSchema, response: reportMessageResponseSchema },
  streamTicket: { response: streamTicketResponseSchema },
  conversationStream: { download: true, query: streamQuerySchema, response: streamResponseSchema },

  markMarried: { request: markMarriedRequestSchema, response: markMarriedResponseSchema },
  confirmMarried: { request: confirmMarriedRequestSchema, response: confirmMarriedResponseSchema },
  mySuccessStory: { response: myStoryResponseSchema },
  createSuccessStory: { multipart: true, response: storyStateResponseSchema },
  consentSuccessStory: { response: storyStateResponseSchema },
  withdrawSuccessStory: { response: successBodySchema },
  adminSuccessStories: { response: adminStoryListSchema },
  publishSuccessStory: { response: storyStateResponseSchema },
  rejectSuccessStory: { request: rejectStoryRequestSchema, response: storyStateResponseSchema },
  keepListed: { request: keepListedRequestSchema, response: successBodySchema },
  relistProfile: { response: relistResponseSchema },
  createEvent: { request: createEventRequestSchema, response: createEventResponseSchema },
  adminEventList: { response: adminEventListResponseSchema },
  updateEvent: { request: updateEventRequestSchema, response: createEventResponseSchema },
  adminRegistrations: { query: adminRegistrationsQuerySchema, response: adminRegistrationsResponseSchema },
  doorList: { response: doorListResponseSchema },
  checkIn: { request: checkinRequestSchema, response: checkinResponseSchema },
  stageOrderPdf: { download: true, query: stageOrderQuerySchema, response: pdfResponseSchema },
  eventList: { response: eventListResponseSchema },
  register: { request: registerRequestSchema, response: registerResponseSchema },
  updateRegistration: {
    request: updateRegistrationRequestSchema,
    response: registrationChangeResponseSchema,
  },
  cancelRegistration: { response: registrationChangeResponseSchema },
  passPdf: { download: true, query: passPdfQuerySchema, response: pdfResponseSchema },
  myEvents: { response: myEventsResponseSchema },
  attendees: { response: attendeeListResponseSchema },
} as const satisfies Record<OperationName, OperationSchemas>;

type Schemas<N extends OperationName> = (typeof operationSchemas)[N];

/** The JSON body an operation takes, or `undefined` when it takes none. */
export type OperationRequest<N extends OperationName> =
  Schemas<N> extends { request: z.ZodType } ? z.input<Schemas<N>['request']> : undefined;

export type OperationQuery<N extends OperationName> =
  Schemas<N> extends { query: z.ZodType } ? z.input<Schemas<N>['query']> : undefined;

/** What a successful call answers. */
export type OperationResponse<N extends OperationName> = z.output<Schemas<N>['response']>;

/** The path parameters of an operation, by name. */
export type OperationParams<N extends OperationName> = Record<
  PathParamNames<OperationPath<N>>,
  string | number
>;

/** The operations whose body is a multipart form (files). */
export type UploadOperationName = {
  [N in OperationName]: Schemas<N> extends { multipart: true } ? N : never;
}[OperationName];

/** The operations that answer a file to download rather than JSON. */
export type DownloadOperationName = {
  [N in OperationName]: Schemas<N> extends { download: true } ? N : never;
}[OperationName];

export type JsonOperationName = Exclude<OperationName, UploadOperationName | DownloadOperationName>;
