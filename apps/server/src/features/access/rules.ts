/**
 * Who may see whom, as one table: each row a kind of pair A and B, what A gets of B and B of A. The
 * rules (who-may-look.ts, who-sees-whom.ts, what-they-see.ts) are SQL shaped for the search indexes,
 * so they are checked against this table, not generated from it: rules.test.ts asks every question
 * from both sides with real members. A new rule is a new column or row here first. The open lists are
 * asked as a member reads them; what the office prints is checked by the biodata tests.
 */

/**
 * contact: mobiles, birth time and horoscope files (with a subscription, and an accepted interest when
 * B keeps its number for those); featured, bornOn: on A's own site; shareLink: B's biodata link opens for A.
 */
export const QUESTIONS = [
  'list',
  'view',
  'contact',
  'match',
  'report',
  'photos',
  'interest',
  'featured',
  'bornOn',
  'shareLink',
] as const;
export type Question = (typeof QUESTIONS)[number];

/** A member who may not look at anyone still reads these. */
export const OPEN_LIST_QUESTIONS: readonly Question[] = ['featured', 'bornOn', 'shareLink'];

/**
 * hidden: not listed, no photos, 404 as for a profile that does not exist; refused: A sees the profile
 * but may not do this (409, 400 or 403); may not look: 403 from `assertMayLook`, open lists still open.
 */
export type Answer = 'yes' | 'hidden' | 'refused' | 'may not look';
export type Answers = Readonly<Record<Question, Answer>>;

/** By default: varmala, A a groom, B a bride, Approved, approved photo shown to all, no block. */
export interface Side {
  /** Role ADMIN, no profile. */
  admin?: true;
  noProfile?: true;
  otherSite?: true;
  sameGender?: true;
  status?: 'Unverified' | 'Married' | 'Rejected' | 'Duplicate';
  paused?: true;
  /** No photo, or only one the operator has not approved yet. */
  photo?: 'none' | 'waiting';
  photosToShortlisted?: true;
  blocks?: true;
  shortlists?: true;
  contactToAccepted?: true;
  interestAccepted?: true;
  /** Runs the other side's profile for their family: brother and sister. */
  runsTheOther?: true;
  /** Seeded; every pair is on a site with Approved real members, which keeps demos apart (decision 032). */
  demo?: true;
}

export interface PairRule {
  pair: string;
  a: Side;
  /** `'A'`: B is A's own profile. */
  b: Side | 'A';
  aGetsOfB: Answers;
  bGetsOfA: Answers | null;
}

const ALL: Answers = {
  list: 'yes',
  view: 'yes',
  contact: 'yes',
  match: 'yes',
  report: 'yes',
  photos: 'yes',
  interest: 'yes',
  featured: 'yes',
  bornOn: 'yes',
  shareLink: 'yes',
};
const NOTHING: Answers = {
  list: 'hidden',
  view: 'hidden',
  contact: 'hidden',
  match: 'hidden',
  report: 'hidden',
  photos: 'hidden',
  interest: 'hidden',
  featured: 'hidden',
  bornOn: 'hidden',
  shareLink: 'hidden',
};
const NOT_IN_OPEN_LISTS = { featured: 'hidden', bornOn: 'hidden', shareLink: 'hidden' } as const;
const MAY_NOT_LOOK: Answers = {
  list: 'may not look',
  view: 'may not look',
  contact: 'may not look',
  match: 'may not look',
  report: 'may not look',
  photos: 'may not look',
  interest: 'may not look',
  featured: 'yes',
  bornOn: 'yes',
  shareLink: 'yes',
};
/** No horoscope of their own to match, no profile to send an interest from. */
const ADMIN: Answers = { ...ALL, match: 'refused', interest: 'refused' };
/** An interest within a family is refused rather than hidden. */
const FAMILY: Answers = { ...NOTHING, interest: 'refused' };
/** A member whose own profile others do not see (waiting, married, paused). */
const UNSEEN_LOOKS: Answers = { ...ALL, interest: 'refused' };

export const ACCESS_RULES: readonly PairRule[] = [
  { pair: 'a groom and a bride of one site', a: {}, b: {}, aGetsOfB: ALL, bGetsOfA: ALL },
  {
    pair: 'two members of one gender: no list, no match',
    a: {},
    b: { sameGender: true },
    aGetsOfB: { ...ALL, list: 'hidden', match: 'refused', interest: 'refused' },
    bGetsOfA: { ...ALL, list: 'hidden', match: 'refused', interest: 'refused' },
  },
  {
    pair: 'a member and their own profile',
    a: {},
    b: 'A',
    aGetsOfB: { ...ALL, list: 'hidden', match: 'refused', report: 'refused', interest: 'refused' },
    bGetsOfA: { ...ALL, list: 'hidden', match: 'refused', report: 'refused', interest: 'refused' },
  },
  { pair: 'an admin and a member', a: { admin: true }, b: {}, aGetsOfB: ADMIN, bGetsOfA: null },
  {
    pair: 'an admin and a paused profile of the other site, waiting for approval',
    a: { admin: true },
    b: { otherSite: true, status: 'Unverified', paused: true },
    aGetsOfB: { ...ADMIN, ...NOT_IN_OPEN_LISTS },
    bGetsOfA: null,
  },
  {
    pair: "members of two sites: a link shared goes to either site's reader",
    a: {},
    b: { otherSite: true },
    aGetsOfB: { ...NOTHING, shareLink: 'yes' },
    bGetsOfA: { ...NOTHING, shareLink: 'yes' },
  },
  {
    pair: 'B waiting for approval: hidden, and may look but not send interests',
    a: {},
    b: { status: 'Unverified' },
    aGetsOfB: NOTHING,
    bGetsOfA: UNSEEN_LOOKS,
  },
  {
    pair: 'B married: hidden, and may look but not send interests',
    a: {},
    b: { status: 'Married' },
    aGetsOfB: NOTHING,
    bGetsOfA: UNSEEN_LOOKS,
  },
  {
    pair: 'B rejected: hidden, and may not look',
    a: {},
    b: { status: 'Rejected' },
    aGetsOfB: NOTHING,
    bGetsOfA: MAY_NOT_LOOK,
  },
  {
    pair: 'B a duplicate: hidden, and may not look',
    a: {},
    b: { status: 'Duplicate' },
    aGetsOfB: NOTHING,
    bGetsOfA: MAY_NOT_LOOK,
  },
  {
    pair: 'B paused: hidden, and may look but not send interests',
    a: {},
    b: { paused: true },
    aGetsOfB: NOTHING,
    bGetsOfA: UNSEEN_LOOKS,
  },
  {
    pair: 'B blocked A: hidden both ways, and B may still report A',
    a: {},
    b: { blocks: true },
    aGetsOfB: NOTHING,
    bGetsOfA: { ...NOTHING, report: 'yes' },
  },
  {
    pair: 'B shows photos only to members she shortlisted, not A',
    a: {},
    b: { photosToShortlisted: true },
    aGetsOfB: { ...ALL, photos: 'hidden' },
    bGetsOfA: ALL,
  },
  {
    pair: 'B shows photos only to members she shortlisted, and shortlisted A',
    a: {},
    b: { photosToShortlisted: true, shortlists: true },
    aGetsOfB: ALL,
    bGetsOfA: ALL,
  },
  {
    pair: "A has no photo: he sees nobody's",
    a: { photo: 'none' },
    b: {},
    aGetsOfB: { ...ALL, photos: 'hidden' },
    bGetsOfA: ALL,
  },
  {
    pair: "A's photo waits for the operator: he sees others', nobody sees his",
    a: { photo: 'waiting' },
    b: {},
    aGetsOfB: ALL,
    bGetsOfA: { ...ALL, photos: 'hidden' },
  },
  {
    pair: 'B keeps her number for accepted interests, and has none with A',
    a: {},
    b: { contactToAccepted: true },
    aGetsOfB: { ...ALL, contact: 'refused' },
    bGetsOfA: ALL,
  },
  {
    pair: "B keeps her number for accepted interests, and accepted A's",
    a: { interestAccepted: true },
    b: { contactToAccepted: true },
    aGetsOfB: { ...ALL, interest: 'refused' },
    bGetsOfA: { ...ALL, interest: 'refused' },
  },
  {
    pair: 'B a demo member, on a site with real members: hidden both ways',
    a: {},
    b: { demo: true },
    aGetsOfB: NOTHING,
    bGetsOfA: NOTHING,
  },
  {
    pair: 'two demo members, on a site with real members',
    a: { demo: true },
    b: { demo: true },
    aGetsOfB: ALL,
    bGetsOfA: ALL,
  },
  { pair: 'A has no profile yet', a: { noProfile: true }, b: {}, aGetsOfB: MAY_NOT_LOOK, bGetsOfA: null },
  {
    pair: "A's login runs B's profile for the family: brother and sister never meet",
    a: { runsTheOther: true },
    b: {},
    aGetsOfB: FAMILY,
    bGetsOfA: FAMILY,
  },
];
