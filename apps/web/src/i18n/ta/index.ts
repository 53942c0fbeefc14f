import type { Translation } from '../catalogue';
import { taAccount } from './account';
import { taAdmin } from './admin';
import { taLegal } from './legal';
import { taSearch } from './search';
import { taOptions } from './options';
import { taProfile } from './profile';
import { taPublic } from './public';
import { taValidation } from './validation';

/** The Tamil catalogue: every key of the English one, and the labels of stored option values. */
export const ta: Translation = {
  ...taAccount,
  validation: taValidation,
  profile: taProfile,
  legal: taLegal,
  ...taSearch,
  ...taAdmin,
  ...taPublic,
  options: taOptions,
};
