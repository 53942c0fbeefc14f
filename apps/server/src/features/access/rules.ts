/**
 * Who may see whom, as one table. Each row is a kind of pair of accounts, A and B, and says what A
 * gets of B's profile and what B gets of A's. The rules themselves are the functions beside this
 * file: `assertMayLook` (who-may-look.ts), `listableBy`, `viewableBy`, `contactableBy`,
 * `matchableBy`, `reportableBy`, `contactSharedWith`, `interestVisibleTo` and `interestRefusal`
 * (who-sees-whom.ts) and the photo rules (what-they-see.ts); some are
 * SQL shaped for the search indexes, so they are not generated from the table but checked against
 * it: rules.test.ts makes every pair with real members and asks every question from both sides.
 * A new rule (interests, contact levels, badges) is a new column or row here first.
 */

/**
 * - list: B's profile is in A's search;
 * - view: A may open it (and shortlist or block it);
 * - contact: A may download its mobiles, birth time and horoscope files (with a subscription, and
 *   an accepted interest with B when B keeps its number for those);
 * - match: A may match horoscopes with it;
 * - report: A may report it to the operator;
 * - photos: A gets its photos, in the search and the view;
 * - interest: A may send it an interest.
 */
export const QUESTIONS = ['list', 'view', 'contact', 'match', 'report', 'photos', 'interest'] as const;
export type Question = (typeof QUESTIONS)[number];

/**
 * - yes;
 * - hidden: not in the list, no photos, and 404 as for a profile that does not exist;
 * - refused: A sees the profile but may not do this with it (a match of one gender or of an admin,
 *   409; a report of one's own profile, 400; a download B keeps for accepted interests, 403; an
 *   interest from an admin, a profile not Approved or paused, to one's own profile or one's own
 *   gender, 403, or to a profile with an open interest already, 409);
 * - may not look: A may look at nobody (403, `assertMayLook`).
 */
export type Answer = 'yes' | 'hidden' | 'refused' | 'may not look';
export type Answers = Readonly<Record<Question, Answer>>;

/**
 * One side of a pair. Unless it says otherwise: a member of the varmala site, A a groom and B a
 * bride, Approved, with a photo the operator approved, shown to every member, in no block.
 */
export interface Side {
  /** An operator's account (role ADMIN), which has no profile. */
  admin?: true;
  /** A member who has not saved their own basic step, so has no profile. */
  noProfile?: true;
  /** Of the other community site (tamilmala). */
  otherSite?: true;
  /** Of the other side's gender. */
  sameGender?: true;
  status?: 'Unverified' | 'Married' | 'Rejected' | 'Duplicate';
  /** Paused their own profile. */
  paused?: true;
  /** No photo of their own at all, or only one the operator has not approved yet. */
  photo?: 'none' | 'waiting';
  /** Shows their photos only to members they shortlisted. */
  photosToShortlisted?: true;
  /** Blocked the other side. */
  blocks?: true;
  /** Shortlisted the other side. */
  shortlists?: true;
  /** Shares the mobiles only with members with whom an interest was accepted. */
  contactToAccepted?: true;
  /** Sent the other side an interest, which it accepted. */
  interestAccepted?: true;
  /**
   * A demo member made by the seed. Every pair of this table is made on a site with Approved real
   * members, which keeps its demo members apart from them (decision 032).
   */
  demo?: true;
}

export interface PairRule {
  pair: string;
  a: Side;
  /** `'A'`: B is A, a member and their own profile. */
  b: Side | 'A';
  aGetsOfB: Answers;
  /** Null when A has no profile to look at. */
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
};
const NOTHING: Answers = {
  list: 'hidden',
  view: 'hidden',
  contact: 'hidden',
  match: 'hidden',
  report: 'hidden',
  photos: 'hidden',
  interest: 'hidden',
};
const MAY_NOT_LOOK: Answers = {
  list: 'may not look',
  view: 'may not look',
  contact: 'may not look',
  match: 'may not look',
  report: 'may not look',
  photos: 'may not look',
  interest: 'may not look',
};
/**
 * What an admin gets of any profile: everything, every photo too, but no horoscope of their own to
 * match and no profile to send an interest from.
 */
const ADMIN: Answers = { ...ALL, match: 'refused', interest: 'refused' };
/** What a member whose own profile others do not see (waiting, married, paused) gets: all but interests. */
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
    aGetsOfB: ADMIN,
    bGetsOfA: null,
  },
  { pair: 'members of two sites', a: {}, b: { otherSite: true }, aGetsOfB: NOTHING, bGetsOfA: NOTHING },
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
];
