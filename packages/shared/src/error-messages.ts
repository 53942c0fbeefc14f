import { isValidationMessageKey, VALIDATION_MESSAGES, type ValidationMessageKey } from './messages.js';

/**
 * The English texts of the server's error answers, by key. The answer carries the key
 * (`message_key`, with `message_params`) beside this text (`Message`), and the web shows the key's
 * text in the reader's language (the `errors` part of its catalogues). A text that names a count
 * comes in i18next's plural forms, `_one` and `_other`, chosen by the `count` parameter.
 * Texts of a form field are `VALIDATION_MESSAGES`; the two lists share no key.
 */
export const ERROR_MESSAGES = {
  // What an answer says when nothing more precise is known: by its code.
  tryAgain: 'Please try again...',
  badRequest: 'The request could not be understood.',
  loginRequired: 'Please log in to continue.',
  notAllowed: 'You are not allowed to do that.',
  notFound: 'Not found.',
  methodNotAllowed: 'This address does not take that kind of request.',
  requestTimeout: 'The request took too long to arrive. Please try again.',
  payloadTooLarge: 'The file or request is too large.',
  uriTooLong: 'The address is too long.',
  unsupportedMediaType: 'This type of file or request is not supported.',
  rateLimited: 'Too many attempts. Please try again later.',
  headersTooLarge: 'The request headers are too large.',
  internal: 'Something went wrong. Please try again later.',
  unavailable: 'The service is temporarily unavailable. Please try again in a minute.',
  requestTooLarge:
    'The request is too large: this one may carry at most {{size}} KB. Please shorten the text and try again.',

  // Accounts and sessions.
  invalidCredentials: 'Invalid mobile number or password.',
  sessionExpired: 'Your session has expired. Please log in again.',
  mobileTaken: 'This mobile number is already registered. Please log in.',
  invalidResetLink:
    'This password reset link is invalid, has expired or has already been used. Please ask for a new one.',
  invalidVerificationLink: 'This verification link is invalid or has already been used.',
  verificationMailJustSent:
    'A verification e-mail was sent less than a minute ago. Please wait a minute and save again.',
  verificationMailsToday_one:
    '{{mails}} verification e-mails were sent today. Please try again in {{count}} hour.',
  verificationMailsToday_other:
    '{{mails}} verification e-mails were sent today. Please try again in {{count}} hours.',
  countingPaused:
    'This is paused for a moment because the site cannot count attempts right now. Please try again in a minute.',
  operatorNotErasable: "An operator's account cannot be erased from the site.",

  // Too many requests: what was done too often, and when to try again.
  tooManyAttempts_one: 'Too many attempts. Please try again in {{count}} minute.',
  tooManyAttempts_other: 'Too many attempts. Please try again in {{count}} minutes.',
  tooManyAttemptsSeconds_one: 'Too many attempts. Please try again in {{count}} second.',
  tooManyAttemptsSeconds_other: 'Too many attempts. Please try again in {{count}} seconds.',
  tooManySearchPages_one:
    'You have opened many search pages in a short time. Please try again in {{count}} minute.',
  tooManySearchPages_other:
    'You have opened many search pages in a short time. Please try again in {{count}} minutes.',
  tooManyProfileViews_one:
    'You have viewed many profiles in a short time. Please try again in {{count}} minute.',
  tooManyProfileViews_other:
    'You have viewed many profiles in a short time. Please try again in {{count}} minutes.',
  tooManyMatches_one:
    'You have matched many horoscopes in a short time. Please try again in {{count}} minute.',
  tooManyMatches_other:
    'You have matched many horoscopes in a short time. Please try again in {{count}} minutes.',
  tooManyBlockChanges_one:
    'You have blocked or unblocked many profiles today. Please try again in {{count}} minute.',
  tooManyBlockChanges_other:
    'You have blocked or unblocked many profiles today. Please try again in {{count}} minutes.',
  tooManyPrivacyChanges_one:
    'You have changed these settings many times in the last hour. Please try again in {{count}} minute.',
  tooManyPrivacyChanges_other:
    'You have changed these settings many times in the last hour. Please try again in {{count}} minutes.',
  tooManyExports_one:
    'You have downloaded your data several times today. Please try again in {{count}} minute.',
  tooManyExports_other:
    'You have downloaded your data several times today. Please try again in {{count}} minutes.',
  tooManyReports_one: 'You have sent several reports today. Please try again in {{count}} minute.',
  tooManyReports_other: 'You have sent several reports today. Please try again in {{count}} minutes.',

  // Looking at other members.
  profileNotFound: 'This profile is not available.',
  profileNotActive:
    'Your profile is not active, so you cannot search or view profiles. Please contact the operator.',
  profileNotSaved: 'Please save your own basic details first: only then may you search and view profiles.',
  basicDetailsFirst: 'Please save your basic details first.',
  memberNotFound: 'No such member.',
  accountGone: 'This account no longer exists.',
  cannotShortlistOwn: 'You cannot shortlist your own profile.',
  cannotReportOwn: 'You cannot report your own profile.',
  cannotBlockOwn: 'You cannot block your own profile.',
  nameSearchAdminOnly: 'Only an administrator can search by name or domain.',
  adminHasNoHoroscope:
    'Horoscope matching compares a member’s own horoscope; an administrator has none to compare.',
  noOwnStar: 'Add your birth star to your horoscope details to see how your horoscope matches with others.',
  sameSide: 'Horoscopes are matched between a bride and a groom, and this profile is of your own gender.',
  noSubscription: 'You have no active subscription.',
  subscriptionRequired:
    'Contact details, birth time and horoscope are for subscribers. Please upgrade to view them.',
  quotaExhausted: 'You have used all the downloads of your subscription. Please contact us to extend it.',

  // Photos and horoscope files.
  choosePhoto: 'Please choose a photo to upload.',
  chooseHoroscopeFile: 'Please choose a horoscope file to upload.',
  photosFull: 'You can keep at most {{max}} photos. Please delete one before adding another.',
  horoscopeFilesFull:
    'You can keep at most {{max}} horoscope files. Please delete one before adding another.',
  horoscopeFilesRoom_one: 'You can add {{count}} more horoscope file (at most {{max}} in all).',
  horoscopeFilesRoom_other: 'You can add {{count}} more horoscope files (at most {{max}} in all).',
  photoEmpty: 'The file is empty. Please choose a photo.',
  fileEmpty: 'A file is empty. Please choose it again.',
  photoKinds: 'Please choose a PNG, JPEG or GIF picture.',
  horoscopeFileKinds: 'Please choose a PNG, JPEG or GIF picture, a PDF or a Word (DOC, DOCX) file.',
  pictureUnreadable: 'This picture could not be read. It may be damaged; please choose another file.',
  pictureTooBig:
    'This picture is too big. Please choose one of at most 40 megapixels and 12000 pixels on each side.',
  photoTooLarge: 'The photo is too large. The largest allowed is {{megabytes}} MB.',
  fileTooLarge: 'The file is too large. The largest allowed is {{megabytes}} MB.',
  onePhotoAtATime: 'Please upload one photo at a time.',
  oneFileAtATime: 'Please upload one file at a time.',
  filesAtATime: 'Please upload at most {{max}} files at a time.',
  uploadTooManyParts: 'The upload has too many parts.',
  uploadUnreadable: 'The upload could not be read. Please try again.',
  uploadNotMultipart: 'Please send the file as a multipart form upload.',
  uploadWrongField: "Please send the file in the '{{field}}' field.",
  uploadNotSaved: 'The upload could not be saved. Please try again.',
  uploadsArriving: 'Many uploads are arriving right now. Please try again in a minute.',
  picturesBusy: 'Many pictures are being processed right now. Please try again in a minute.',
  otherUploadsRunning_one: 'Please wait for your other upload to finish, then try again.',
  otherUploadsRunning_other: 'Please wait for your other uploads to finish, then try again.',
  photoNotFound: 'This photo was not found. It may have been deleted already.',
  fileNotFound: 'This file was not found. It may have been deleted already.',
  profileGone: 'This profile no longer exists.',
  linkExpired: 'This link has expired or is not valid. Please reload the page.',
  fileGone: 'This file is no longer available.',
  storageUnreachable: 'Photos and files cannot be reached right now. Please try again in a minute.',

  // Interests and numbers kept for them.
  interestNotAvailable: 'This interest is not available.',
  interestAlreadyAccepted: 'This interest has already been accepted.',
  interestAlreadyDeclined: 'This interest has already been declined.',
  interestWithdrawn: 'This interest was withdrawn by the family who sent it.',
  interestExpired: 'This interest has expired: it waited 30 days without an answer.',
  interestJustAnswered: 'This interest has just been answered.',
  interestOnlyReceiver: 'Only the family who received this interest can answer it.',
  interestOnlySender: 'Only the family who sent this interest can withdraw it.',
  interestAlreadySent: 'You have already sent this family an interest. You will find it under Interests.',
  interestTheirsOpen:
    'This family has already sent you an interest. You can accept it under Interests, in one tap.',
  interestAcceptedBetween: 'You and this family have already accepted an interest between you.',
  interestDeclinedRecently:
    'This family has kindly declined your interest. You can send them another after {{days}} days; meanwhile, many other families are waiting to hear from you.',
  interestsPerDay_one:
    'You have sent {{count}} interest in the last 24 hours, the most a day. Please send more tomorrow.',
  interestsPerDay_other:
    'You have sent {{count}} interests in the last 24 hours, the most a day. Please send more tomorrow.',
  interestFromOperator: 'An operator has no profile to send an interest from.',
  interestNeedsApproval:
    'Your profile must be approved, and not paused, before you can send or answer interests. Please complete it and wait for the approval.',
  interestToOwnProfile: 'You cannot send an interest to your own profile.',
  interestSameGender: 'Interests go to profiles of brides for a groom, and of grooms for a bride.',
  horoscopesDoNotMatch:
    "Your horoscopes do not match under this site's rule, so this sentence cannot be sent. Please choose another one.",
  contactAfterAccept:
    'This family shares its contact details only after accepting an interest. Send them an interest; once they accept, you can see their number.',
  notDownloaded: 'You have not downloaded the contact details of this profile.',
  noBirthChart:
    'This profile has no chart yet: it needs the time of birth and a birth place picked from the list.',
  reportTooLate:
    'A number can be reported within {{days}} days of its download; this one was downloaded earlier.',
  numberAlreadyReported:
    'You have already reported this number. The operator will look at it and let you know.',
  unreachableReportNotFound: 'No report of an unreachable number has this id.',

  // Verification: a code to the mobile, a selfie, the operator's checks.
  mobileCodeSendsToday:
    'A code was sent to this number {{sends}} times today, the most a day. Please try again tomorrow.',
  mobileCodeSendsFromAddress:
    'Codes were sent {{sends}} times today from this connection, the most a day. Please try again tomorrow.',
  mobileCodeNone: 'No code is waiting for this account. Please ask for a new code.',
  mobileCodeExpired: 'This code has expired: a code works for {{minutes}} minutes. Please ask for a new one.',
  mobileCodeWrong_one: 'This code is not right. You can try {{count}} more time.',
  mobileCodeWrong_other: 'This code is not right. You can try {{count}} more times.',
  mobileCodeTriesUsed: 'This code was tried too many times. Please ask for a new one.',
  mobileAlreadyVerified: 'This mobile number is already confirmed.',
  smsNotSent: 'The message could not be sent right now. Please try again in a few minutes.',
  demoNeverVerified: 'Demo members never carry verification badges.',
  verificationNotFound: 'This profile does not carry that check.',
  selfieWaiting: 'Your selfie is waiting for the operator. You will see the badge once it is checked.',
  selfieNotFound: 'This selfie was not found. It may have been decided already.',
  photoVerifyNeedsPhoto: 'Please add a photo of yourself to your profile before you ask for the photo check.',
  // Notices.
  pushSubscriptionNotFound: 'This browser does not receive notices from this account.',
  pushServiceUnknown:
    'Notices go only through the notification service of a browser such as Chrome, Firefox or Safari. This address is not one.',
  unsubscribeLinkInvalid:
    'This link to stop e-mails is not valid. Open the notice settings after logging in.',

  // The operator's pages.
  adminProfileNotFound: 'No profile has this id.',
  profileIdsDiffer: 'The profile id of the address and of the body differ.',
  changedSinceSeen:
    'The member changed this profile after you looked at it. Reload the list to see what waits now.',
  nothingWaits: 'Nothing waits for review on this profile.',
  nothingToUndo: 'This profile is not rejected or marked duplicate: there is nothing to undo.',
  undoTooLate: 'A rejection can be undone for one day only. Set the status again from the status menu.',
  onlyApprovedFeatured: 'Only Approved profiles can be featured. Approve the profile first.',
  onlyWithConsent:
    'This member has not agreed to appear on the home page. Only profiles whose member agreed can be featured.',
  marriageNotFound: 'This marriage photo was not found. It may have been removed already.',
  chooseMarriagePhoto: 'Please choose a marriage photo to upload.',
  captionTooLong: 'The caption is too long.',
  writeCaption: 'Please write a caption for the photo.',
  reportNotFound: 'No report has this id.',
  reportResolved: 'This report has been resolved already.',
  reportedMemberLeft: 'The reported member has left the site; the report can only be dismissed.',
  noAccountWithMobile: 'No account has the mobile number {{mobile}}.',
  noAccountWithUserId: 'No account has the user id {{userId}}.',
  notReady: 'Not ready. {{problems}}',

  // Biodata, its shared links and the printed booklet.
  shareNeedsApproved: 'A biodata can be shared once your profile is approved and not paused.',
  tooManyShareLinks: 'You have {{links}} links working already. Please stop one before making another.',
  shareLinkNotFound: 'This link has been stopped or has expired.',
  bookletBusy: 'Another booklet is being made. Please try again in a minute.',
  biodataNoOfficeContact:
    "This site has no office number or e-mail to print. Please choose a parent's or guardian's number, or your own.",
  // Plans and payments.
  planNotFound: 'No plan has this id.',
  planNotOnOffer: 'This plan is no longer offered. Please choose one of the plans on the page.',
  upiNotSet: 'Payments by UPI are not set up on this site. Please contact us on WhatsApp to buy a plan.',
  operatorCannotBuy: 'An operator account cannot buy a plan.',
  paymentNotFound: 'No payment of yours has this id.',
  adminPaymentNotFound: 'No payment has this id.',
  utrAlreadyUsed: 'This UTR cannot be used. Our office will look into it.',
  utrCannotChange:
    'A UTR cannot be changed once entered. If this one is wrong, the office will reject this payment, and you can enter the right UTR on a new payment.',
  utrNotAsChecked:
    "This payment's UTR is not the one you checked. Please reload the payments and check it again.",
  paymentAlreadyConfirmed: 'This payment has already been confirmed.',
  paymentAlreadyRejected: 'This payment has already been rejected.',
  paymentNotWaiting: 'This payment is not waiting for confirmation: its UTR has not been entered yet.',
  ownPaymentNotConfirmed: 'An operator cannot confirm or reject their own payment; another operator must.',
  invalidClaimLink:
    'This link is invalid, has expired or has already been used. Please ask the office for a new one.',
  alreadyClaimed: 'The family has already set their own password for this account.',
  claimLinkAccountClaimed:
    'This account already has its own password, so this link no longer works. Please log in with your mobile number and password, or use "Forgot password" if you do not remember it.',
  notAssisted: 'This account was not registered by the operator.',
  tooManyUtrTries_one:
    'You have entered many UTRs in a short time. Please check the 12-digit number in your UPI app and try again in {{count}} minute.',
  tooManyUtrTries_other:
    'You have entered many UTRs in a short time. Please check the 12-digit number in your UPI app and try again in {{count}} minutes.',
  tooManyClaimTries_one:
    'This link has been tried too many times from here. Please try again in {{count}} minute, or ask the office for a new link.',
  tooManyClaimTries_other:
    'This link has been tried too many times from here. Please try again in {{count}} minutes, or ask the office for a new link.',
  tooManyOpenPayments:
    'You have several payments waiting for their UTR. Please enter the UTR of the one you paid, or wait a day.',

  // One family, one login.
  familyViewOnly: 'You may only view this profile. Please ask its family to let you manage it.',
  interestWithinFamily: 'Profiles of one family cannot send each other interests.',
  familyFull: 'A family can run at most {{max}} profiles.',
  familyRefused: 'A family whose profile the office has refused cannot add another profile.',
  notYourFamilyProfile: 'This profile is not one you run.',
  familyOwnerOnly: 'Only the family member who added this profile, or its candidate, can do this.',
  invalidFamilyInvite:
    'This invitation is invalid, has expired or has already been used. Please ask the family for a new one.',
  inviteForAnotherNumber:
    'This invitation was sent to another mobile number. Please log in with the number it was sent to.',
  tooManyFamilyInvites: 'You have sent {{max}} invitations today. Please try again tomorrow.',
  alreadyInFamily: 'This profile is already one of yours.',
  guardianNotFound: 'This person does not run any profile you may change.',
  candidateNotRemovable: "The candidate's own login cannot be removed.",
  lastManagerCannotLeave:
    'Nobody else manages {{profiles}} and its candidate has no login of their own. Please invite someone to manage it before you leave.',
  candidateHasLogin: 'The candidate already has a login of their own.',
  candidateMobileRefused: 'This number cannot be used for a new login. Please contact the office.',
  managedProfilesErasure:
    'You run other profiles ({{profiles}}). Please say for each whether it is erased or kept.',
  managedProfileNotKept:
    '{{profiles}} cannot be kept without you: nobody else manages it and its candidate has no login of their own. Please choose to erase it.',

  // Talk after a yes.
  conversationNotFound: 'This conversation is not available.',
  conversationClosed: 'This conversation has been closed: no new message can be sent in it.',
  messageNotFound: 'This message is not available.',
  cannotReportOwnMessage: 'You cannot report your own message.',
  waitForReply_one:
    'You have sent two messages in a row. Please wait for the family to reply, or write again in {{count}} hour.',
  waitForReply_other:
    'You have sent two messages in a row. Please wait for the family to reply, or write again in {{count}} hours.',
  tooManyMessages_one: 'You have sent {{max}} messages today. Please write again in {{count}} hour.',
  tooManyMessages_other: 'You have sent {{max}} messages today. Please write again in {{count}} hours.',
  invalidStreamTicket: 'The live connection could not be opened. Please reload the page.',

  // Married, and fresh.
  weddingDayAhead: 'The wedding day cannot be after today.',
  alreadyMarried: 'This profile is already marked as married.',
  spouseNotFound: 'We could not find this profile to name as your spouse. Please check the member id.',
  marriageClaimNotFound: 'No family has named your profile as their spouse.',
  storyNeedsMarriage: 'Please mark your profile as married before telling your story.',
  storyExists: 'The story of your marriage has already been written. Withdraw it first to write it again.',
  storyNotFound: 'This story is not available. It may have been withdrawn.',
  storyDecided: 'This story has been decided already.',
  chooseStoryPhoto: 'Please choose a photo of the two of you.',
  writeStory: 'Please write your story and agree to its being shown.',
  keepListedLinkInvalid: 'This link is not valid. Log in to keep your profile listed.',
  keepListedLinkUsed: 'This link has been used already. Your profile was kept listed then.',
  keepListedLinkExpired: 'This link has expired. Log in to list your profile again.',
  notPausedForInactivity: 'Your profile is not paused for inactivity.',
  // The melava.
  eventNotFound: 'No melava of this site has this id.',
  eventWindowBackwards: 'Registration must open before it closes.',
  capacityBelowHeld: '{{held}} seats are already taken: the capacity cannot be less.',
  operatorCannotRegister:
    'An operator account cannot register for a melava. Please register from the family’s login.',
  eventNeedsApprovedProfile: 'Only an approved profile can register for a melava.',
  registrationNotOpen: 'Registration for this melava opens on {{date}}.',
  registrationClosed: 'Registration for this melava has closed.',
  brideTooYoung: 'A bride must be at least {{age}} years old on the day of this melava.',
  groomTooYoung: 'A groom must be at least {{age}} years old on the day of this melava.',
  alreadyRegistered: 'This profile is already registered for this melava.',
  eventFull: 'All seats of this melava are taken.',
  registrationNotFound: 'No registration of yours has this id.',
  registrationCancelled: 'This registration has been cancelled.',
  cancelTooLate:
    'Registration has closed: a registration can no longer be cancelled. Please contact the office.',
  listingTooLate: 'The melava has begun: this choice can no longer be changed.',
  passNotReady: 'The pass is ready once the registration is confirmed.',
  attendeesNotYours:
    'The attendee list is shown only to families whose candidate came to this melava, for 30 days after it.',
  eventNotAttended: 'Both families must have come to this melava to say you met there.',
} as const;

type PluralBase<K> = K extends `${infer Base}_${'one' | 'other'}` ? Base : K;

/** The key of an error answer's text; a text with plural forms is named without its `_one`/`_other`. */
export type ErrorMessageKey = PluralBase<keyof typeof ERROR_MESSAGES>;

/** Any text an error answer can carry: its own, or a form field's (`VALIDATION_MESSAGES`). */
export type MessageKey = ErrorMessageKey | ValidationMessageKey;

export type MessageParams = Readonly<Record<string, string | number>>;

const PLURAL = /_(one|other)$/;

export const ERROR_MESSAGE_KEYS = [
  ...new Set(Object.keys(ERROR_MESSAGES).map((key) => key.replace(PLURAL, ''))),
] as ErrorMessageKey[];

/** Every key an error answer can carry, for its schema and for the test that each has a text in every language. */
export const MESSAGE_KEYS = [
  ...ERROR_MESSAGE_KEYS,
  ...(Object.keys(VALIDATION_MESSAGES) as ValidationMessageKey[]),
] as [MessageKey, ...MessageKey[]];

export function isMessageKey(key: unknown): key is MessageKey {
  return typeof key === 'string' && (MESSAGE_KEYS as string[]).includes(key);
}

/** The English text of `key` with its parameters, the way i18next writes it (plural by `count`). */
export function englishMessage(key: MessageKey, params: MessageParams = {}): string {
  let template: string;
  if (isValidationMessageKey(key)) {
    template = VALIDATION_MESSAGES[key];
  } else {
    const texts = ERROR_MESSAGES as Record<string, string>;
    const plural = params.count === 1 ? `${key}_one` : `${key}_other`;
    template = texts[key] ?? texts[plural] ?? key;
  }
  return template.replace(/{{\s*(\w+)\s*}}/g, (whole, name: string) =>
    params[name] === undefined ? whole : String(params[name]),
  );
}
