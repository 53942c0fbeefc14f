/**
 * The numbers of one family, one login (issue 53), apart from its schemas: a page that only shows
 * them (the shortlist's note on a search card) loads no validation library.
 */

/** At most this many profiles a family runs, its own included. */
export const FAMILY_PROFILES_MAX = 5;
/** An invitation works this many days, once. */
export const FAMILY_INVITE_DAYS = 7;
/** At most this many invitations a guardian sends a day. */
export const FAMILY_INVITES_PER_DAY = 5;
/** The most characters of a shortlist note. */
export const SHORTLIST_NOTE_MAX = 500;
