import type {
  BiodataContact,
  EmailFrequency,
  Language,
  NotificationData,
  NotificationKind,
  ProfileFor,
  RefusalReason,
} from '@varmala/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { chartCodeSql } from './chart-code.js';

/** What waits for the operator's review of an Approved profile: the new values, as the member sent them. */
/** Who sees a profile's photos: every member who may see the profile, or only those its owner shortlisted. */
export type PhotoVisibility = 'members' | 'shortlisted';
/** Who may download a member's mobiles: every subscriber, or only those with an accepted interest. */
export type ContactVisibility = 'subscribers' | 'accepted';

export interface PendingProfileChanges {
  name?: string;
  surname?: string;
  date_of_birth?: string;
  gender?: 'Male' | 'Female';
}

/**
 * Why the operator refused a profile (Rejected, Duplicate) and what it was before, so the refusal
 * can be undone within a day; null while the profile is not refused.
 */
export interface ProfileRefusal {
  reason: RefusalReason;
  note: string | null;
  /** ISO 8601. */
  at: string;
  previous: { status: number; is_featured: boolean };
}

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable('users', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  mobile: varchar('mobile', { length: 10 }).notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  userName: varchar('user_name', { length: 100 }).notNull(),
  role: varchar('role', { length: 8 }).$type<'USER' | 'ADMIN'>().notNull().default('USER'),
  domain: varchar('domain', { length: 20 }).$type<'varmala' | 'tamilmala'>().notNull().default('varmala'),
  // The language the member reads the site in, and so their e-mails; null: English.
  language: varchar('language', { length: 2 }).$type<Language>(),
  // Whom the profile is for, as told at sign-up (self, son, daughter, ...); null when not asked.
  profileFor: varchar('profile_for', { length: 10 }).$type<ProfileFor>(),
  // Signed up with a number of a refused, erased account (refused_mobiles): its profile starts Rejected.
  refusedAtSignup: boolean('refused_at_signup').notNull().default(false),
  // Raised by a password change: tokens carrying an older version stop working.
  tokenVersion: integer('token_version').notNull().default(0),
  // The member's home: "since your last visit" compares with last_visit_at, which moves to seen_at
  // when the member comes back after an hour away (features/interests/member-home.ts).
  // An account the operator opened for a family at the office (features/assisted): who opened it,
  // and when the family claimed it by setting their own password through the claim link.
  registeredBy: integer('registered_by'),
  claimedAt: timestamp('claimed_at', { withTimezone: true }),
  lastVisitAt: timestamp('last_visit_at', { withTimezone: true }),
  seenAt: timestamp('seen_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * The mobile numbers of accounts erased while the operator had refused them (Rejected, Duplicate),
 * as keyed hashes and nothing else (decision 019): a new account with one of them starts Rejected.
 */
export const refusedMobiles = pgTable('refused_mobiles', {
  mobileHash: varchar('mobile_hash', { length: 64 }).primaryKey(),
});

/**
 * One login: the token carries its id. Logging out revokes it; it ends 30 days after the login
 * however often its token is refreshed.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: varchar('id', { length: 43 }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Member numbers are shared by brides (MF) and grooms (MM), so one sequence serves both. */
export const memberNumberSequence = pgSequence('member_number_seq', { startWith: 1001 });

export const profiles = pgTable(
  'profiles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    mid: varchar('mid', { length: 16 }).notNull().unique(),
    domain: varchar('domain', { length: 20 }).$type<'varmala' | 'tamilmala'>().notNull(),
    status: smallint('status').notNull().default(0),
    isFeatured: boolean('is_featured').notNull().default(false),
    // The member's own choice to appear on the public home page; the operator features only with it.
    featuredConsent: boolean('featured_consent').notNull().default(false),
    // Hidden by its owner from everyone but the owner and the operator; nothing else changes.
    paused: boolean('paused').notNull().default(false),
    photoVisibility: varchar('photo_visibility', { length: 12 })
      .$type<PhotoVisibility>()
      .notNull()
      .default('members'),
    // Named, with gender and city, to anyone who asks for a birth date on the public page (the spec's
    // behaviour, so on unless the member says no).
    publicDobListing: boolean('public_dob_listing').notNull().default(true),
    // Who may download the mobiles: any subscriber (the spec's rule), or only a subscriber with whom
    // the member has an accepted interest (features/access).
    contactVisibility: varchar('contact_visibility', { length: 12 })
      .$type<ContactVisibility>()
      .notNull()
      .default('subscribers'),
    // The member's own choice to appear in the booklets the operator prints for gatherings (melava).
    printedListsConsent: boolean('printed_lists_consent').notNull().default(false),
    // What the member's biodata prints: the birth time only when ticked, and whose number as contact
    // (the operator's WhatsApp unless the member chooses a guardian's or their own).
    biodataBirthTime: boolean('biodata_birth_time').notNull().default(false),
    biodataContact: varchar('biodata_contact', { length: 10 })
      .$type<BiodataContact>()
      .notNull()
      .default('operator'),
    biodataGuardianMobile: varchar('biodata_guardian_mobile', { length: 10 }),
    // The operator refunded a download of this number as unreachable: the owner is asked to confirm
    // it, on their home and by mail, until they do.
    numberCheckAskedAt: timestamp('number_check_asked_at', { withTimezone: true }),
    // When the operator last approved the profile: the home's "new matches since your last visit".
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    // Made by `npm run seed`: a synthetic member, shown as such.
    demo: boolean('demo').notNull().default(false),
    // The kinds of badge the profile carries, one bit each (features/verification/badge-kinds.ts),
    // kept with the rows of profile_badges so that "Verified only" and its order read the row alone.
    badgeMask: smallint('badge_mask').notNull().default(0),
    // The gesture the member's next selfie must show (features/verification); null until asked.
    selfieGesture: varchar('selfie_gesture', { length: 30 }),
    // basic
    name: varchar('name', { length: 100 }).notNull(),
    surname: varchar('surname', { length: 100 }).notNull(),
    community: varchar('community', { length: 100 }).notNull(),
    gothram: varchar('gothram', { length: 100 }),
    language: varchar('language', { length: 40 }),
    gender: varchar('gender', { length: 6 }).$type<'Male' | 'Female'>().notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
    mobiles: text('mobiles').array().notNull().default(sql`'{}'::text[]`),
    email: varchar('email', { length: 254 }),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    address: text('address'),
    city: varchar('city', { length: 100 }).notNull(),
    pincode: varchar('pincode', { length: 10 }).notNull(),
    state: varchar('state', { length: 40 }).notNull(),
    country: varchar('country', { length: 20 }).notNull(),
    // personal
    height: smallint('height'),
    weight: smallint('weight'),
    complexion: varchar('complexion', { length: 40 }),
    bodyType: varchar('body_type', { length: 20 }),
    physicalStatus: varchar('physical_status', { length: 40 }),
    maritalStatus: varchar('marital_status', { length: 20 }),
    foodHabits: varchar('food_habits', { length: 20 }),
    about: text('about'),
    expectation: text('expectation'),
    // work
    education: varchar('education', { length: 40 }),
    educationDesc: text('education_desc'),
    profession: varchar('profession', { length: 60 }),
    annualIncome: varchar('annual_income', { length: 40 }),
    position: varchar('position', { length: 100 }),
    workLocation: varchar('work_location', { length: 100 }),
    // family
    fatherName: varchar('father_name', { length: 100 }),
    fatherAlive: boolean('father_alive'),
    motherName: varchar('mother_name', { length: 100 }),
    motherAlive: boolean('mother_alive'),
    fatherOccupation: varchar('father_occupation', { length: 100 }),
    motherOccupation: varchar('mother_occupation', { length: 100 }),
    sisters: smallint('sisters'),
    sistersMarried: smallint('sisters_married'),
    brothers: smallint('brothers'),
    brothersMarried: smallint('brothers_married'),
    familyStatus: varchar('family_status', { length: 40 }),
    propertyDetails: text('property_details'),
    aboutFamily: text('about_family'),
    // horoscope
    birthPlace: varchar('birth_place', { length: 100 }),
    birthStar: varchar('birth_star', { length: 40 }),
    padham: smallint('padham'),
    raasi: varchar('raasi', { length: 40 }),
    // Star and padham or raasi as one number, for "Horoscope matches only" (db/chart-code.ts).
    chartCode: smallint('chart_code').generatedAlwaysAs(chartCodeSql),
    dhosam: varchar('dhosam', { length: 100 }),
    birthTime: varchar('birth_time', { length: 8 }),
    // registration steps saved so far: basic, personal, work, photo, family, horoscope
    completedSteps: text('completed_steps').array().notNull().default(sql`'{}'::text[]`),
    // Changes of an Approved profile that others may not see before the operator approves them
    // (name, surname, date of birth, gender, in the request's field names); null when none wait.
    pendingChanges: jsonb('pending_changes').$type<PendingProfileChanges>(),
    refusal: jsonb('refusal').$type<ProfileRefusal>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('profiles_status_idx').on(t.status),
    // Member search: Approved profiles of one domain and gender, newest first.
    index('profiles_search_idx')
      .on(t.domain, t.gender, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`status = 200 and not paused`),
    // Member search with an age range: the count reads only the birth dates in range, and with the
    // marital status, owner, star and chart ("horoscope matches only") in the index it need not visit
    // the table (an index-only scan).
    index('profiles_search_dob_idx')
      // `demo` last: on a site that keeps demo and real members apart (features/access/site-kinds.ts)
      // the count still need not visit the table.
      .on(t.domain, t.gender, t.dateOfBirth, t.maritalStatus, t.userId, t.birthStar, t.chartCode, t.demo)
      .where(sql`status = 200 and not paused`),
    // Public search: Approved profiles of one domain born on one day.
    index('profiles_public_dob_idx').on(t.domain, t.dateOfBirth).where(sql`status = 200 and not paused`),
    // Home page: the featured profiles of one domain and gender, newest first.
    index('profiles_featured_idx')
      .on(t.domain, t.gender, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`status = 200 and not paused and is_featured`),
    // The member's home: profiles of one domain and gender approved since the last visit, newest first.
    index('profiles_approved_idx')
      .on(t.domain, t.gender, sql`(coalesce(${t.approvedAt}, ${t.createdAt})) desc`)
      .where(sql`status = 200 and not paused`),
    // Member search with "Verified only": the verified few of one domain and gender, newest first.
    index('profiles_verified_idx')
      .on(t.domain, t.gender, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`status = 200 and not paused and badge_mask <> 0`),
    // Whether a site has Approved real members, Approved demo members, or both (features/access/site-kinds.ts).
    index('profiles_site_kind_idx').on(t.domain, t.demo).where(sql`status = 200`),
    // Admin search: every profile, newest first.
    index('profiles_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

export const photos = pgTable(
  'photos',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    shortKey: text('short_key').notNull(),
    largeKey: text('large_key').notNull(),
    urlKey: text('url_key').notNull(),
    caption: varchar('caption', { length: 200 }),
    // Others see a photo only once the operator has approved it (with the profile, or again after it).
    approved: boolean('approved').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('photos_profile_idx').on(t.profileId)],
);

export const attachments = pgTable(
  'attachments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    mimeType: varchar('mime_type', { length: 100 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('attachments_profile_idx').on(t.profileId)],
);

export const shortlists = pgTable(
  'shortlists',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.profileId] })],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    totalDownload: integer('total_download').notNull(),
    currentDownload: integer('current_download').notNull().default(0),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true }).notNull(),
    grantedBy: integer('granted_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('subscriptions_user_idx').on(t.userId, t.endDate)],
);

/**
 * Contact downloads: the downloader's ledger and, read by profile, who took a member's number. Both
 * sides outlive an erased account (decision 013): its id becomes null and its member id is written
 * beside it, so the other member's ledger still has a row.
 */
export const downloads = pgTable(
  'downloads',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    subscriptionId: integer('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    profileId: integer('profile_id').references(() => profiles.id, { onDelete: 'set null' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
    // Written when the downloader, or the member downloaded, erases their account.
    viewerMid: varchar('viewer_mid', { length: 16 }),
    profileMid: varchar('profile_mid', { length: 16 }),
    // The operator refunded it (the number did not answer): it no longer counts against the quota.
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('downloads_subscription_profile_uq').on(t.subscriptionId, t.profileId),
    index('downloads_user_idx').on(t.userId, t.viewedAt),
    index('downloads_profile_idx').on(t.profileId, t.viewedAt),
  ],
);

/** A member who never wants to see, or be seen by, another: one row, both directions (features/access). */
export const blocks = pgTable(
  'blocks',
  {
    blockerId: integer('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: integer('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    index('blocks_blocked_idx').on(t.blockedId, t.blockerId),
  ],
);

export type ReportReason =
  | 'fake'
  | 'already_married'
  | 'asking_money'
  | 'harassment'
  | 'inappropriate_photo'
  | 'other';
export type ReportStatus = 'open' | 'dismissed' | 'rejected';

/**
 * A member's report of a profile, for the operator's queue. Either side may erase their account:
 * the id becomes null, the member id is written beside it and the free text goes (decision 013).
 */
export const reports = pgTable(
  'reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    reporterId: integer('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    reporterMid: varchar('reporter_mid', { length: 16 }),
    profileId: integer('profile_id').references(() => profiles.id, { onDelete: 'set null' }),
    profileMid: varchar('profile_mid', { length: 16 }),
    reason: varchar('reason', { length: 30 }).$type<ReportReason>().notNull(),
    details: text('details'),
    status: varchar('status', { length: 12 }).$type<ReportStatus>().notNull().default('open'),
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('reports_status_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    index('reports_profile_idx').on(t.profileId),
    index('reports_reporter_idx').on(t.reporterId),
  ],
);

export const marriages = pgTable('marriages', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  domain: varchar('domain', { length: 20 }).$type<'varmala' | 'tamilmala'>().notNull(),
  shortKey: text('short_key').notNull(),
  largeKey: text('large_key').notNull(),
  urlKey: text('url_key').notNull(),
  caption: varchar('caption', { length: 300 }).notNull(),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/** Single-use secrets sent by e-mail; only their SHA-256 is stored. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: varchar('purpose', { length: 20 })
      .$type<'email_verify' | 'password_reset' | 'account_claim'>()
      .notNull(),
    secretHash: varchar('secret_hash', { length: 64 }).notNull().unique(),
    email: varchar('email', { length: 254 }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('one_time_tokens_user_idx').on(t.userId, t.purpose)],
);

export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    adminUserId: integer('admin_user_id').references(() => users.id, { onDelete: 'set null' }),
    action: varchar('action', { length: 60 }).notNull(),
    targetType: varchar('target_type', { length: 30 }).notNull(),
    targetId: varchar('target_id', { length: 40 }).notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [index('admin_audit_log_target_idx').on(t.targetType, t.targetId)],
);

/**
 * The horoscope rule of each site, as its operator set it (packages/shared's MatchRule, validated by
 * matchRuleSchema on the way in and out). A site without a row follows its DEFAULT_MATCH_RULES entry.
 */
export const matchRules = pgTable('match_rules', {
  domain: varchar('domain', { length: 20 }).$type<'varmala' | 'tamilmala'>().primaryKey(),
  rule: jsonb('rule').notNull(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
});

export type InterestStatus = 'sent' | 'accepted' | 'declined' | 'withdrawn';

/**
 * One family's polite question to another, and its answer. Expiry (30 days unanswered) is read,
 * not written: a row stays `sent` and reads as expired. At most one open interest (sent or
 * accepted) per pair, whoever sent it; a stale `sent` row is marked `expired` before a new one is
 * written. Both profiles' rows go with an erased account.
 */
export const interests = pgTable(
  'interests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    senderProfileId: integer('sender_profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    receiverProfileId: integer('receiver_profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    template: varchar('template', { length: 40 }).notNull(),
    status: varchar('status', { length: 10 }).$type<InterestStatus | 'expired'>().notNull().default('sent'),
    declineTemplate: varchar('decline_template', { length: 40 }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('interests_open_pair_uq')
      .on(
        sql`least(${t.senderProfileId}, ${t.receiverProfileId})`,
        sql`greatest(${t.senderProfileId}, ${t.receiverProfileId})`,
      )
      .where(sql`status in ('sent', 'accepted')`),
    index('interests_sender_idx').on(t.senderProfileId, t.sentAt.desc()),
    index('interests_receiver_idx').on(t.receiverProfileId, t.sentAt.desc()),
  ],
);

export type UnreachableReason = 'wrong_number' | 'switched_off' | 'not_the_family';
export type UnreachableStatus = 'open' | 'refunded' | 'dismissed';

/**
 * A subscriber's word that a downloaded number did not answer, for the operator's queue; one per
 * download. Like reports, it outlives either member's erasure by member id (decision 013).
 */
export const unreachableReports = pgTable(
  'unreachable_reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    downloadId: bigint('download_id', { mode: 'number' })
      .references(() => downloads.id, { onDelete: 'set null' })
      .unique(),
    reporterId: integer('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    reporterMid: varchar('reporter_mid', { length: 16 }),
    profileId: integer('profile_id').references(() => profiles.id, { onDelete: 'set null' }),
    profileMid: varchar('profile_mid', { length: 16 }),
    reason: varchar('reason', { length: 20 }).$type<UnreachableReason>().notNull(),
    status: varchar('status', { length: 10 }).$type<UnreachableStatus>().notNull().default('open'),
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('unreachable_reports_status_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    index('unreachable_reports_profile_idx').on(t.profileId),
  ],
);

/** A member's partner preferences: they choose "my matches" on the home, and hide no one from search. */
export const partnerPreferences = pgTable('partner_preferences', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  fromAge: smallint('from_age'),
  toAge: smallint('to_age'),
  community: text('community').array().notNull().default(sql`'{}'::text[]`),
  state: text('state').array().notNull().default(sql`'{}'::text[]`),
  education: text('education').array().notNull().default(sql`'{}'::text[]`),
  maritalStatus: text('marital_status').array().notNull().default(sql`'{}'::text[]`),
  horoscopeMatch: boolean('horoscope_match').notNull().default(false),
  updatedAt: updatedAt(),
});

/**
 * What was checked of a profile: one row per kind (a code to the mobile, the operator's call, a
 * document seen, a selfie compared). Of a document only its type and at most its last four
 * characters; never an image or a full number.
 */
export const profileBadges = pgTable(
  'profile_badges',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 20 }).$type<'mobile' | 'operator_call' | 'id_seen' | 'photo'>().notNull(),
    by: varchar('by', { length: 10 }).$type<'code' | 'operator'>().notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull().defaultNow(),
    operatorId: integer('operator_id').references(() => users.id, { onDelete: 'set null' }),
    // The mobile a code confirmed: the badge holds while it stays the account's and the profile's.
    mobile: varchar('mobile', { length: 10 }),
    note: varchar('note', { length: 300 }),
    idType: varchar('id_type', { length: 20 }),
    idLast4: varchar('id_last4', { length: 4 }),
  },
  (t) => [uniqueIndex('profile_badges_profile_kind_uq').on(t.profileId, t.kind)],
);

/** The one code waiting for an account's mobile, stored as a keyed hash. */
export const mobileCodes = pgTable('mobile_codes', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  mobile: varchar('mobile', { length: 10 }).notNull(),
  codeHash: text('code_hash').notNull(),
  tries: smallint('tries').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

/**
 * Codes sent in the last day, counted per number and per address; both kept as keyed hashes, and
 * rows older than two days are removed as new ones come.
 */
export const mobileCodeSends = pgTable(
  'mobile_code_sends',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    mobileHash: text('mobile_hash').notNull(),
    addressHash: text('address_hash').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('mobile_code_sends_mobile_idx').on(t.mobileHash, t.sentAt),
    index('mobile_code_sends_address_idx').on(t.addressHash, t.sentAt),
  ],
);

/** A selfie waiting for the operator; the row and its file go at the decision, either way. */
export const selfies = pgTable('selfies', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  profileId: integer('profile_id')
    .notNull()
    .unique()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  storageKey: text('storage_key').notNull(),
  gesture: varchar('gesture', { length: 30 }).notNull(),
  createdAt: createdAt(),
});

/**
 * A link to a member's biodata, to send on WhatsApp. Only the token's SHA-256 is kept; the link
 * goes with its profile (erasure), and works while the profile is Approved and not paused.
 */
export const shareLinks = pgTable(
  'share_links',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('share_links_profile_idx').on(t.profileId, t.expiresAt)],
);

/**
 * What concerns a member (issue 40): one row per event, written in the event's own transaction.
 * `dispatched_at` is set once the instant channels (mail, push) have their jobs; `mailed_at` once
 * a mail (instant or a digest) carried it, so a digest never repeats what a mail already said.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 40 }).$type<NotificationKind>().notNull(),
    data: jsonb('data').$type<NotificationData>().notNull().default({}),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
    dispatchedAt: timestamp('dispatched_at', { withTimezone: true }),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.id.desc()),
    index('notifications_unread_idx').on(t.userId).where(sql`read_at is null`),
    index('notifications_undispatched_idx').on(t.id).where(sql`dispatched_at is null`),
    index('notifications_unmailed_idx').on(t.userId, t.id).where(sql`mailed_at is null`),
  ],
);

/** A member's choice of mail and push; no row: the default (daily with a verified e-mail, no push). */
export const notificationSettings = pgTable('notification_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  email: varchar('email', { length: 8 }).$type<EmailFrequency>().notNull(),
  push: boolean('push').notNull().default(false),
  updatedAt: updatedAt(),
});

/** A browser a member allowed to show notices (Web Push); dropped when the push service forgets it. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);

/**
 * One row per message a job sent or is sending, by its idempotency key (`mail:<notice>`,
 * `push:<notice>:<subscription>`, `digest:daily:<user>:<day>`): a job run twice finds its key
 * and sends nothing. `sent_at` null: claimed by a sender that may have died; taken over after a while.
 */
export const notificationDeliveries = pgTable('notification_deliveries', {
  key: varchar('key', { length: 100 }).primaryKey(),
  claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
});

/** A plan the operator sells (features/payments): downloads for days, at a price in whole rupees. */
export const plans = pgTable('plans', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: varchar('name', { length: 60 }).notNull(),
  priceInr: integer('price_inr').notNull(),
  downloads: integer('downloads').notNull(),
  days: integer('days').notNull(),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export type PaymentState =
  | 'awaiting_payment'
  | 'awaiting_confirmation'
  | 'confirmed'
  | 'rejected'
  | 'expired';

/**
 * A member's payment for a plan by UPI, and the ledger an accountant reads. The plan's name, price
 * and grant are copied in: editing a plan later changes nothing of what was bought. The ledger
 * outlives an erased account: the id becomes null and the member id stays.
 */
export const payments = pgTable(
  'payments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    mid: varchar('mid', { length: 16 }),
    planId: integer('plan_id').references(() => plans.id, { onDelete: 'set null' }),
    planName: varchar('plan_name', { length: 60 }).notNull(),
    amountInr: integer('amount_inr').notNull(),
    downloads: integer('downloads').notNull(),
    days: integer('days').notNull(),
    // What the member quotes in the UPI note, and what the operator finds in the bank statement.
    reference: varchar('reference', { length: 20 }).notNull().unique(),
    state: varchar('state', { length: 24 }).$type<PaymentState>().notNull().default('awaiting_payment'),
    // One bank reference pays for one plan, once.
    utr: varchar('utr', { length: 12 }).unique(),
    utrAt: timestamp('utr_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    reason: varchar('reason', { length: 300 }),
    subscriptionId: integer('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('payments_state_idx').on(t.state, t.createdAt),
    index('payments_user_idx').on(t.userId, t.createdAt),
    index('payments_created_idx').on(t.createdAt),
  ],
);
