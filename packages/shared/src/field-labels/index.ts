import type { Domain } from '../domains.js';
import type { Language } from '../languages.js';
import { fieldLabels as en } from './en.js';
import { fieldLabels as mr } from './mr.js';
import { fieldLabels as ta } from './ta.js';
import type { FieldLabels } from './types.js';

// Labels of the profile's fields in each language. The web app loads each language's part only when
// it is chosen (its catalogue's `profile`); the server prints them on the biodata.

export type { FieldLabels };

const LABELS: Readonly<Record<Language, FieldLabels>> = { en, mr, ta };

/**
 * The text of a declaration's label key (`profile.family.fatherName`) in a language; `{site}` in the
 * key is the site's, where communities name a field their own way.
 */
export function fieldLabel(language: Language, key: string, domain: Domain): string {
  let node: unknown = { profile: LABELS[language] };
  for (const part of key.replace('{site}', domain).split('.')) {
    node = (node as Record<string, unknown> | undefined)?.[part];
  }
  if (typeof node !== 'string') throw new Error(`No field label ${key}`);
  return node;
}
