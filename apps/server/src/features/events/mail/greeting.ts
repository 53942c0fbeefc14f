import { isForSomeoneElse, type Language, type ProfileFor } from '@varmala/shared';

export interface Addressee {
  name: string | null | undefined;
  profileFor: ProfileFor | null | undefined;
}

/**
 * Mails may go to an address anyone typed in: only a member's own name, and only one that looks like a
 * name, so a stranger cannot send their words under the site's name.
 */
const NAME = /^[\p{L}\p{M}][\p{L}\p{M} .'-]{0,59}$/u;

const HELLO: Readonly<Record<Language, string>> = { en: 'Namaste', mr: 'नमस्कार', ta: 'வணக்கம்' };

export function greeting(to: Addressee, language: Language = 'en'): string {
  // A parent who registered a daughter reads her mails.
  if (isForSomeoneElse(to.profileFor)) return `${HELLO[language]},`;
  const trimmed = to.name?.trim().replace(/\s+/g, ' ');
  return trimmed && NAME.test(trimmed) ? `${HELLO[language]} ${trimmed},` : `${HELLO[language]},`;
}
