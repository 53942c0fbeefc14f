import type { Translation } from '../catalogue';
import { taAccount } from './account';
import { taAdmin } from './admin';
import { taAssisted } from './assisted';
import { taBiodata } from './biodata';
import { taCastes } from './castes';
import { taCharts } from './charts';
import { taConversations } from './conversations';
import { taErrors } from './errors';
import { taFamily } from './family';
import { taHoroscope } from './horoscope';
import { taInterests } from './interests';
import { taLegal } from './legal';
import { melavaTexts } from './melava';
import { taNotifications } from './notifications';
import { taOptions } from './options';
import { taPayments } from './payments';
import { taPrivacy } from './privacy';
import { taProfile } from './profile';
import { taPublic } from './public';
import { taSafety } from './safety';
import { taSearch } from './search';
import { taValidation } from './validation';
import { taVerification } from './verification';

/** The Tamil catalogue: every key of the English one, and the labels of stored option values. */
export const ta: Translation = {
  ...taAccount,
  validation: taValidation,
  profile: taProfile,
  legal: taLegal,
  ...taSearch,
  ...taAdmin,
  ...taPrivacy,
  ...taPublic,
  ...taHoroscope,
  ...taErrors,
  ...taInterests,
  ...taVerification,
  ...taBiodata,
  ...taNotifications,
  ...taPayments,
  ...taAssisted,
  ...taFamily,
  ...taConversations,
  ...taSafety,
  ...taCharts,
  ...melavaTexts,
  options: {
    ...taOptions,
    ...taCastes,
    community: { ...taOptions.community, ...taCastes.community },
  },
};
