import { isForSomeoneElse, type Language, type ProfileFor } from '@varmala/shared';

/** Whom a mail is written to: the profile's name, and who registered it (sign-up's 'This profile is for'). */
export interface Addressee {
  name: string | null | undefined;
  profileFor: ProfileFor | null | undefined;
}

/**
 * The greeting of a mail. Mails may go to an address anyone typed in, so they carry no text a
 * member typed except their own name, and only a name that looks like one: letters (of any
 * script) with spaces, dots, apostrophes and hyphens. Anything else (a link, a phone number, a
 * sentence) would let a stranger send their words under the site's name; it gets a plain greeting.
 */
const NAME = /^[\p{L}\p{M}][\p{L}\p{M} .'-]{0,59}$/u;

const HELLO: Readonly<Record<Language, string>> = { en: 'Namaste', mr: 'नमस्कार', ta: 'வணக்கம்' };

export function greeting(to: Addressee, language: Language = 'en'): string {
  // A parent who registered a daughter reads her mails: greeting them by her name would be wrong.
  if (isForSomeoneElse(to.profileFor)) return `${HELLO[language]},`;
  const trimmed = to.name?.trim().replace(/\s+/g, ' ');
  return trimmed && NAME.test(trimmed) ? `${HELLO[language]} ${trimmed},` : `${HELLO[language]},`;
}
