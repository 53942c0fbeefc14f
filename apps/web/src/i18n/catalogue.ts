import type { CasteLabels, OptionLabels } from '@varmala/shared/option-labels';
import type { en } from './en';

export type { CasteLabels, OptionLabels };

/** The English catalogue's shape: every other language has the same keys. */
export type Catalogue = typeof en;

/** The same keys as `T`, any text in place of each English one. */
type Texts<T> = T extends string
  ? string
  : T extends readonly (infer Item)[]
    ? readonly Texts<Item>[]
    : { readonly [K in keyof T]: Texts<T[K]> };

/** A language's catalogue: every English key, and the option labels. */
export type Translation = Texts<Catalogue> & {
  readonly options: Omit<OptionLabels, 'community'> & CasteLabels;
};
