import { createContext, type ReactNode, useContext, useRef } from 'react';
import { type UseTranslationResponse, useTranslation as useI18nextTranslation } from 'react-i18next';
import { textsMissed } from './i18n';

type Translation = UseTranslationResponse<'translation', undefined>;
type T = Translation['t'];

const TranslationContext = createContext<Translation | null>(null);

/** The most texts one `t` keeps: a few pages' worth, names and ages included. */
const KEPT = 2_000;

const isPlain = (value: unknown) =>
  value === null || (typeof value !== 'object' && typeof value !== 'function');

type Call = (key: string | string[], options?: unknown, more?: unknown) => unknown;

/**
 * `call`, keeping each text it made: a page of twenty search cards asks for the same labels and
 * sentences twenty times, and i18next looks each one up, interpolates and post-processes it anew,
 * which on a slow phone was a third of drawing the cards. A call is kept when its options are plain
 * values (a count, a name), so the same call always makes the same text.
 */
export function rememberCalls(call: Call): Call {
  const kept = new Map<string, unknown>();
  return (key, options, more) => {
    if (typeof key !== 'string' || more !== undefined) return call(key, options, more);
    let id = key;
    if (options !== undefined) {
      if (typeof options !== 'object' || options === null || !Object.values(options).every(isPlain)) {
        return call(key, options);
      }
      id = `${key}\u0000${JSON.stringify(options)}`;
    }
    if (kept.has(id)) return kept.get(id);
    const text = call(key, options);
    if (kept.size >= KEPT) kept.clear();
    kept.set(id, text);
    return text;
  };
}

/**
 * The page's `t`, remembering (above). react-i18next makes `t` again, and with it this memory, when
 * the language changes or a part of the catalogue arrives (`bindI18nStore: 'added'`, i18n.ts).
 */
function remembering(t: T): T {
  const remembered = rememberCalls((...args) => Reflect.apply(t, undefined, args));
  // The same function behind i18next's overloads: it takes and returns what `t` does.
  return Object.assign(remembered, t) as T;
}

/**
 * Follows the language and the catalogue once for the whole page. react-i18next's hook builds a
 * wrapper of the i18next instance, a bound `t` and a store subscription for every component that
 * calls it: a page of search results calls it hundreds of times, which on a slow phone was a tenth
 * of the page's first render.
 *
 * A part of the catalogue that arrives (the header's family texts, the bell's) gives a new `t`; the
 * page is drawn again with it only if a text was missed since, or the language changed. Otherwise
 * nothing on the page reads the new part, and drawing it again (twenty search cards, twice, once
 * the page had settled) cost a slow phone two long tasks for nothing.
 */
export function TranslationProvider({ children }: { children: ReactNode }) {
  const { t, i18n, ready } = useI18nextTranslation();
  const kept = useRef<KeptTranslation | null>(null);
  const now = { language: i18n.language, missed: textsMissed(), ready };
  let current = kept.current;
  if (!current || drawsAgain(current, now)) {
    const fast = remembering(t);
    current = { ...now, value: Object.assign([fast, i18n, ready], { t: fast, i18n, ready }) as Translation };
    kept.current = current;
  }
  return <TranslationContext.Provider value={current.value}>{children}</TranslationContext.Provider>;
}

interface TranslationState {
  language: string;
  /** How many texts had been missed (i18n.ts `textsMissed`). */
  missed: number;
  ready: boolean;
}

interface KeptTranslation extends TranslationState {
  value: Translation;
}

/**
 * Whether the page is drawn again with a new `t`: when the language changed, the catalogue became
 * ready, or a text was missed since the page's `t` was made (a part that arrives may hold it).
 */
export function drawsAgain(kept: TranslationState, now: TranslationState): boolean {
  return kept.language !== now.language || kept.missed !== now.missed || kept.ready !== now.ready;
}

/** The page's `t` and i18next, as react-i18next's hook gives them; a new `t` when the language or the catalogue changes. */
export function useTranslation(): Translation {
  const translation = useContext(TranslationContext);
  if (!translation) throw new Error('useTranslation is used outside <TranslationProvider>');
  return translation;
}
