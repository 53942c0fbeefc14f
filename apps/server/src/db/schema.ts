import type {
  BiodataContact,
  CloseReason,
  Domain,
  EmailFrequency,
  GuardianRole,
  Language,
  MessageWarning,
  NotificationData,
  NotificationKind,
  PauseReason,
  ProfileFor,
  RefusalReason,
  ReportedMessage,
  SentBy,
  ShareLinkKind,
  StreamEventName,
} from '@varmala/shared';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
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
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { chartCodeSql } from './chart-code.js';

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

/** Why the operator refused a profile and what it was before, so the refusal can be undone within a day. */
export interface ProfileRefusal {
  reason: RefusalReason;
  note: string | null;
  /** ISO 8601. */
  at: string;
  previous: { status: number; is_featured: boolean };
}

/** What a UPI payment pays for. */
export type PaymentPurpose = 'plan' | 'melava';
export type MelavaRegistrationState = 'awaiting_payment' | 'confirmed' | 'cancelled';
/** Why a scan at the door was refused. */
export type CheckinRefusal = 'forged' | 'other_event' | 'cancelled' | 'not_confirmed';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable('users', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  // Both null for a profile a family added, until its candidate claims a login.
  mobile: varchar('mobile', { length: 10 }).unique(),
  passwordHash: text('password_hash'),
  userName: varchar('user_name', { length: 100 }).notNull(),
  role: varchar('role', { length: 8 }).$type<'USER' | 'ADMIN'>().notNull().default('USER'),
  domain: varchar('domain', { length: 20 }).$type<'varmala' | 'tamilmala'>().notNull().default('varmala'),
  // null: English.
  language: varchar('language', { length: 2 }).$type<Language>(),
  profileFor: varchar('profile_for', { length: 10 }).$type<ProfileFor>(),
  // Signed up with the number of a refused, erased account: its profile starts Rejected.
  refusedAtSignup: boolean('refused_at_signup').notNull().default(false),
  // Raised by a password change: tokens carrying an older version stop working.
  tokenVersion: integer('token_version').notNull().default(0),
  // An account the operator opened at the office (features/assisted), claimed by the family later.
  registeredBy: integer('registered_by'),
  claimedAt: timestamp('claimed_at', { withTimezone: true }),
  addedByFamily: boolean('added_by_family').notNull().default(false),
  declaredGender: varchar('declared_gender', { length: 6 }).$type<'Male' | 'Female'>(),
  reservedProfileId: integer('reserved_profile_id').unique(),
  lastVisitAt: timestamp('last_visit_at', { withTimezone: true }),
  seenAt: timestamp('seen_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Mobiles of erased accounts the operator had refused, as keyed hashes only (decision 019). */
export const refusedMobiles = pgTable('refused_mobiles', {
  mobileHash: varchar('mobile_hash', { length: 64 }).primaryKey(),
});

/** One login; it ends 30 days after the login however often its token is refreshed. */
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
    // The member's own consent; the operator features only with it.
    featuredConsent: boolean('featured_consent').notNull().default(false),
    paused: boolean('paused').notNull().default(false),
    photoVisibility: varchar('photo_visibility', { length: 12 })
      .$type<PhotoVisibility>()
      .notNull()
      .default('members'),
    publicDobListing: boolean('public_dob_listing').notNull().default(true),
    contactVisibility: varchar('contact_visibility', { length: 12 })
      .$type<ContactVisibility>()
      .notNull()
      .default('subscribers'),
    printedListsConsent: boolean('printed_lists_consent').notNull().default(false),
    biodataBirthTime: boolean('biodata_birth_time').notNull().default(false),
    // Off by default: the chart tells the birth time within hours.
    biodataChart: boolean('biodata_chart').notNull().default(false),
    biodataContact: varchar('biodata_contact', { length: 10 })
      .$type<BiodataContact>()
      .notNull()
      .default('operator'),
    biodataGuardianMobile: varchar('biodata_guardian_mobile', { length: 10 }),
    // Refunded as unreachable: the owner is asked to confirm the number until they do.
    numberCheckAskedAt: timestamp('number_check_asked_at', { withTimezone: true }),
    // The profile its family named as the spouse when marking itself married (issue 55); the
    // other family confirms by naming this one back.
    spouseProfileId: integer('spouse_profile_id').references((): AnyPgColumn => profiles.id, {
      onDelete: 'set null',
    }),
    marriedOn: date('married_on', { mode: 'string' }),
    // Set by a trigger when the status becomes 300 or 301, whoever sets it: the dashboard's months.
    marriedMarkedAt: timestamp('married_marked_at', { withTimezone: true }),
    // Why the profile is paused (a trigger keeps it true to `paused`): the member's own choice,
    // inactivity, or a number that did not answer.
    pausedFor: varchar('paused_for', { length: 6 }).$type<PauseReason>(),
    // Others see how recently the member used the site, as a band; off, the member sees nobody's.
    showActivity: boolean('show_activity').notNull().default(true),
    // The day only, so the band changes at most once a day.
    lastActiveOn: date('last_active_on', { mode: 'string' }).notNull().default(sql`CURRENT_DATE`),
    // When the mail warning of the idle pause went; cleared by any use of the site.
    idleWarnedAt: timestamp('idle_warned_at', { withTimezone: true }),
    // When the operator last approved the profile: the home's "new matches since your last visit".
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    demo: boolean('demo').notNull().default(false),
    // One bit per badge kind (features/verification/badge-kinds.ts), so "Verified only" reads the row alone.
    badgeMask: smallint('badge_mask').notNull().default(0),
    selfieGesture: varchar('selfie_gesture', { length: 30 }),
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
    height: smallint('height'),
    weight: smallint('weight'),
    complexion: varchar('complexion', { length: 40 }),
    bodyType: varchar('body_type', { length: 20 }),
    physicalStatus: varchar('physical_status', { length: 40 }),
    maritalStatus: varchar('marital_status', { length: 20 }),
    foodHabits: varchar('food_habits', { length: 20 }),
    about: text('about'),
    expectation: text('expectation'),
    education: varchar('education', { length: 40 }),
    educationDesc: text('education_desc'),
    profession: varchar('profession', { length: 60 }),
    annualIncome: varchar('annual_income', { length: 40 }),
    position: varchar('position', { length: 100 }),
    workLocation: varchar('work_location', { length: 100 }),
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
    birthPlace: varchar('birth_place', { length: 100 }),
    // A GeoNames id from GET /api/places; null when typed only.
    birthPlaceId: integer('birth_place_id'),
    birthStar: varchar('birth_star', { length: 40 }),
    padham: smallint('padham'),
    raasi: varchar('raasi', { length: 40 }),
    // For "Horoscope matches only" (db/chart-code.ts).
    chartCode: smallint('chart_code').generatedAlwaysAs(chartCodeSql),
    dhosam: varchar('dhosam', { length: 100 }),
    birthTime: varchar('birth_time', { length: 8 }),
    // The houses of Mars, for a rule in which Mars blocks; valid while `marsBirth` is the row's birth
    // (features/access/mars-houses.ts).
    marsHouseLagna: smallint('mars_house_lagna'),
    marsHouseMoon: smallint('mars_house_moon'),
    marsBirth: varchar('mars_birth', { length: 40 }),
    completedSteps: text('completed_steps').array().notNull().default(sql`'{}'::text[]`),
    // Changes of an Approved profile hidden from others until the operator approves them.
    pendingChanges: jsonb('pending_changes').$type<PendingProfileChanges>(),
    refusal: jsonb('refusal').$type<ProfileRefusal>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('profiles_status_idx').on(t.status),
    index('profiles_search_idx')
      .on(t.domain, t.gender, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`status = 200 and not paused`),
    // With these columns in the index the search count is an index-only scan.
    index('profiles_search_dob_idx')
      // `demo` last: sites that keep demo and real members apart still count from the index.
      .on(t.domain, t.gender, t.dateOfBirth, t.maritalStatus, t.userId, t.birthStar, t.chartCode, t.demo)
      .where(sql`status = 200 and not paused`),
    index('profiles_public_dob_idx').on(t.domain, t.dateOfBirth).where(sql`status = 200 and not paused`),
    index('profiles_featured_idx')
      .on(t.domain, t.gender, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`status = 200 and not paused and is_featured`),
    index('profiles_approved_idx')
      .on(t.domain, t.gender, sql`(coalesce(${t.approvedAt}, ${t.createdAt})) desc`)
      .where(sql`status = 200 and not paused`),
    index('profiles_verified_idx')
      .on(t.domain, t.gender, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`status = 200 and not paused and badge_mask <> 0`),
    index('profiles_site_kind_idx').on(t.domain, t.demo).where(sql`status = 200`),
    index('profiles_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('profiles_spouse_idx').on(t.spouseProfileId).where(sql`spouse_profile_id is not null`),
    index('profiles_married_idx').on(t.marriedMarkedAt).where(sql`married_marked_at is not null`),
    // The daily idle run reads the listed profiles by their last day of use.
    index('profiles_idle_idx').on(t.lastActiveOn).where(sql`status = 200 and not paused`),
    index('profiles_paused_for_idx').on(t.pausedFor).where(sql`paused_for is not null`),
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
    // Read only by the profile's guardians and candidate.
    note: text('note'),
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

/** Both sides outlive an erased account: the id becomes null, the member id stays (decision 013). */
export const downloads = pgTable(
  'downloads',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    subscriptionId: integer('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    profileId: integer('profile_id').references(() => profiles.id, { onDelete: 'set null' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
    viewerMid: varchar('viewer_mid', { length: 16 }),
    profileMid: varchar('profile_mid', { length: 16 }),
    // Refunded (the number did not answer): it no longer counts against the quota.
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('downloads_subscription_profile_uq').on(t.subscriptionId, t.profileId),
    index('downloads_user_idx').on(t.userId, t.viewedAt),
    index('downloads_profile_idx').on(t.profileId, t.viewedAt),
  ],
);

/** One row blocks both directions. */
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

/** Erasure keeps the row: the id becomes null, the member id stays, the free text goes (decision 013). */
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
    /** At most five messages before the reported one, texts only. */
    messages: jsonb('messages').$type<ReportedMessage[]>(),
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

export type StoryState = 'awaiting_consent' | 'in_review' | 'published' | 'rejected';

/**
 * A family's story of their marriage (issue 55): with the other family's yes when married through
 * the site, then the operator's; published, it is a row of `marriages` sharing its photo's files.
 */
export const successStories = pgTable(
  'success_stories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    partnerProfileId: integer('partner_profile_id').references(() => profiles.id, { onDelete: 'cascade' }),
    domain: varchar('domain', { length: 20 }).$type<'varmala' | 'tamilmala'>().notNull(),
    text: text('text').notNull(),
    language: varchar('language', { length: 2 }).$type<Language>().notNull(),
    shortKey: text('short_key').notNull(),
    largeKey: text('large_key').notNull(),
    urlKey: text('url_key').notNull(),
    state: varchar('state', { length: 16 }).$type<StoryState>().notNull(),
    partnerConsentAt: timestamp('partner_consent_at', { withTimezone: true }),
    rejectReason: text('reject_reason'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('success_stories_profile_uq').on(t.profileId),
    uniqueIndex('success_stories_partner_uq')
      .on(t.partnerProfileId)
      .where(sql`partner_profile_id is not null`),
    index('success_stories_state_idx').on(t.state, t.createdAt),
  ],
);

export const marriages = pgTable('marriages', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  domain: varchar('domain', { length: 20 }).$type<'varmala' | 'tamilmala'>().notNull(),
  shortKey: text('short_key').notNull(),
  largeKey: text('large_key').notNull(),
  urlKey: text('url_key').notNull(),
  caption: varchar('caption', { length: 1000 }).notNull(),
  // A family's story (issue 55): its language, for the carousel; null for the operator's captions.
  language: varchar('language', { length: 2 }).$type<Language>(),
  storyId: integer('story_id')
    .unique()
    .references(() => successStories.id, { onDelete: 'cascade' }),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/** Only the SHA-256 of the secret is stored. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: varchar('purpose', { length: 20 })
      .$type<'email_verify' | 'password_reset' | 'account_claim' | 'keep_listed'>()
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

/** A site without a row follows its DEFAULT_MATCH_RULES entry. */
export const matchRules = pgTable('match_rules', {
  domain: varchar('domain', { length: 20 }).$type<'varmala' | 'tamilmala'>().primaryKey(),
  rule: jsonb('rule').notNull(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
});

export type InterestStatus = 'sent' | 'accepted' | 'declined' | 'withdrawn';

/**
 * Expiry (30 days unanswered) is read, not written: a row stays `sent`. At most one open interest per
 * pair; a stale `sent` row is marked `expired` before a new one is written.
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
    sentBy: varchar('sent_by', { length: 10 }).$type<SentBy>().notNull().default('candidate'),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** The melava the two families met at, when the sender says so. */
    eventId: integer('event_id').references(() => melavaEvents.id, { onDelete: 'set null' }),
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

/** One per download; outlives either member's erasure by member id (decision 013). */
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

/** Of a document only its type and at most its last four characters; never an image or a full number. */
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
    // The badge holds while this is one of the profile's numbers.
    mobile: varchar('mobile', { length: 10 }),
    note: varchar('note', { length: 300 }),
    idType: varchar('id_type', { length: 20 }),
    idLast4: varchar('id_last4', { length: 4 }),
  },
  (t) => [uniqueIndex('profile_badges_profile_kind_uq').on(t.profileId, t.kind)],
);

/** Stored as a keyed hash. */
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

/** Keyed hashes of number and address; rows older than two days go as new ones come. */
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

/** Only the token's SHA-256 is kept; works while the profile is Approved and not paused. */
export const shareLinks = pgTable(
  'share_links',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    /** 'broadcast': sent by the office, so it shows only what a printed list may show. */
    kind: varchar('kind', { length: 10 }).$type<ShareLinkKind>().notNull().default('member'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('share_links_profile_idx').on(t.profileId, t.expiresAt),
    uniqueIndex('share_links_broadcast_uq').on(t.profileId).where(sql`kind = 'broadcast'`),
  ],
);

/** `mailed_at` is set once a mail carried the notice, so a digest never repeats it. */
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

/** No row: the default (daily with a verified e-mail, no push). */
export const notificationSettings = pgTable('notification_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  email: varchar('email', { length: 8 }).$type<EmailFrequency>().notNull(),
  push: boolean('push').notNull().default(false),
  updatedAt: updatedAt(),
});

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
 * Keyed by idempotency key so a job run twice sends nothing. `sent_at` null: claimed by a sender that
 * may have died; taken over after a while.
 */
export const notificationDeliveries = pgTable('notification_deliveries', {
  key: varchar('key', { length: 100 }).primaryKey(),
  claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
});

/** Prices in whole rupees. */
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

/** Plan name, price and grant are copied in: editing a plan later changes nothing bought. */
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
    reference: varchar('reference', { length: 20 }).notNull().unique(),
    state: varchar('state', { length: 24 }).$type<PaymentState>().notNull().default('awaiting_payment'),
    utr: varchar('utr', { length: 12 }).unique(),
    utrAt: timestamp('utr_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    reason: varchar('reason', { length: 300 }),
    subscriptionId: integer('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
    /** What it pays for: a plan, or a melava registration (whose row names this payment). */
    purpose: varchar('purpose', { length: 16 }).$type<PaymentPurpose>().notNull().default('plan'),
    createdAt: createdAt(),
  },
  (t) => [
    index('payments_state_idx').on(t.state, t.createdAt),
    index('payments_user_idx').on(t.userId, t.createdAt),
    index('payments_created_idx').on(t.createdAt),
  ],
);

/** Never deleted nor changed: a UTR stays spent whatever becomes of its payment. */
export const usedUtrs = pgTable('used_utrs', {
  utr: varchar('utr', { length: 12 }).primaryKey(),
  paymentId: integer('payment_id').notNull(),
  createdAt: createdAt(),
});

/** A family is the profiles that share a guardian, the guardian's own account counting as one. */
export const guardians = pgTable(
  'guardians',
  {
    profileUserId: integer('profile_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    guardianUserId: integer('guardian_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: varchar('role', { length: 8 }).$type<GuardianRole>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'guardians_pk', columns: [t.profileUserId, t.guardianUserId] }),
    index('guardians_guardian_idx').on(t.guardianUserId, t.profileUserId),
  ],
);

/** Only the secret's SHA-256 is kept; 7 days, once. */
export const familyInvites = pgTable(
  'family_invites',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    profileUserId: integer('profile_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    invitedBy: integer('invited_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mobile: varchar('mobile', { length: 10 }).notNull(),
    role: varchar('role', { length: 8 }).$type<'manage' | 'view'>().notNull(),
    secretHash: varchar('secret_hash', { length: 64 }).notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    acceptedBy: integer('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('family_invites_sender_idx').on(t.invitedBy, t.createdAt)],
);

/** Opened and closed by triggers on interests, blocks and profiles (migration 0023). */
export const conversations = pgTable(
  'conversations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    interestId: integer('interest_id')
      .unique()
      .references(() => interests.id, { onDelete: 'set null' }),
    /** The lower profile id of the two. */
    profileAId: integer('profile_a_id').references(() => profiles.id, { onDelete: 'set null' }),
    profileBId: integer('profile_b_id').references(() => profiles.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedReason: varchar('closed_reason', { length: 12 }).$type<CloseReason>(),
  },
  (t) => [
    unique('conversations_pair').on(t.profileAId, t.profileBId),
    index('conversations_a_idx').on(t.profileAId, t.lastActivityAt.desc(), t.id.desc()),
    index('conversations_b_idx').on(t.profileBId, t.lastActivityAt.desc(), t.id.desc()),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderProfileId: integer('sender_profile_id').references(() => profiles.id, { onDelete: 'set null' }),
    senderUserId: integer('sender_user_id').references(() => users.id, { onDelete: 'set null' }),
    sentBy: varchar('sent_by', { length: 10 }).$type<SentBy>().notNull().default('candidate'),
    text: text('text').notNull(),
    masked: boolean('masked').notNull().default(false),
    warning: varchar('warning', { length: 10 }).$type<MessageWarning>(),
    removed: boolean('removed').notNull().default(false),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
    noticedAt: timestamp('noticed_at', { withTimezone: true }),
  },
  (t) => [
    index('messages_conversation_idx').on(t.conversationId, t.id.desc()),
    index('messages_sender_day_idx').on(t.senderProfileId, t.createdAt),
    index('messages_unread_idx').on(t.conversationId).where(sql`read_at is null and not removed`),
    index('messages_to_notice_idx').on(t.createdAt).where(sql`read_at is null and noticed_at is null`),
  ],
);

export const conversationStreams = pgTable('conversation_streams', {
  profileId: integer('profile_id')
    .primaryKey()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  lastSeq: integer('last_seq').notNull(),
});

/** Numbered per profile in commit order (`conversation_event()`). */
export const conversationEvents = pgTable(
  'conversation_events',
  {
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    kind: varchar('kind', { length: 8 }).$type<StreamEventName>().notNull(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    messageId: integer('message_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'conversation_events_pk', columns: [t.profileId, t.seq] }),
    index('conversation_events_created_idx').on(t.createdAt),
  ],
);

export const streamTickets = pgTable(
  'stream_tickets',
  {
    secretHash: varchar('secret_hash', { length: 64 }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: varchar('session_id', { length: 64 }).notNull(),
    actingFor: integer('acting_for'),
    tokenVersion: integer('token_version').notNull(),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('stream_tickets_expires_idx').on(t.expiresAt)],
);

/** A melava (issue 56): a community's matchmaking day, on one site. */
export const melavaEvents = pgTable(
  'melava_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    domain: varchar('domain', { length: 16 }).$type<Domain>().notNull(),
    name: varchar('name', { length: 120 }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    place: varchar('place', { length: 200 }).notNull(),
    registrationOpens: timestamp('registration_opens', { withTimezone: true }).notNull(),
    registrationCloses: timestamp('registration_closes', { withTimezone: true }).notNull(),
    feeInr: integer('fee_inr').notNull(),
    capacity: integer('capacity').notNull(),
    minAgeBride: integer('min_age_bride').notNull(),
    minAgeGroom: integer('min_age_groom').notNull(),
    /** The last number given; the next confirmation takes the one after, under this row's lock. */
    numbersGiven: integer('numbers_given').notNull().default(0),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('melava_events_coming_idx').on(t.domain, t.startsAt)],
);

export const melavaRegistrations = pgTable(
  'melava_registrations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    eventId: integer('event_id')
      .notNull()
      .references(() => melavaEvents.id, { onDelete: 'cascade' }),
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    registeredBy: integer('registered_by').references(() => users.id, { onDelete: 'set null' }),
    state: varchar('state', { length: 20 }).$type<MelavaRegistrationState>().notNull(),
    number: integer('number'),
    /** The candidate agreed to appear in the attendee list after the day. */
    listed: boolean('listed').notNull().default(false),
    paymentId: integer('payment_id')
      .unique()
      .references(() => payments.id, { onDelete: 'set null' }),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    createdAt: createdAt(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('melava_registrations_once_idx').on(t.eventId, t.profileId).where(sql`state <> 'cancelled'`),
    uniqueIndex('melava_registrations_number_idx').on(t.eventId, t.number),
    index('melava_registrations_profile_idx').on(t.profileId),
  ],
);

/** Each scan sent from a door phone, by the phone's own id for it: sent again, it is counted once. */
export const melavaCheckins = pgTable(
  'melava_checkins',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => melavaEvents.id, { onDelete: 'cascade' }),
    clientId: varchar('client_id', { length: 64 }).notNull(),
    registrationId: integer('registration_id').references(() => melavaRegistrations.id, {
      onDelete: 'cascade',
    }),
    refusal: varchar('refusal', { length: 20 }).$type<CheckinRefusal>(),
    /** This scan checked the registration in; a later scan of the same pass answers "already". */
    counted: boolean('counted').notNull().default(false),
    scannedAt: timestamp('scanned_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    adminUserId: integer('admin_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ name: 'melava_checkins_pk', columns: [t.eventId, t.clientId] })],
);
