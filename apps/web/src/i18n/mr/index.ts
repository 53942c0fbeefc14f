import type { Translation } from '../catalogue';
import { accountTexts } from './account';
import { adminTexts } from './admin';
import { assistedTexts } from './assisted';
import { biodataTexts } from './biodata';
import { casteLabels } from './castes';
import { chartTexts } from './charts';
import { conversationTexts } from './conversations';
import { errorTexts } from './errors';
import { familyTexts } from './family';
import { horoscopeTexts } from './horoscope';
import { interestTexts } from './interests';
import { legalTexts } from './legal';
import { melavaTexts } from './melava';
import { notificationTexts } from './notifications';
import { optionLabels } from './options';
import { paymentTexts } from './payments';
import { privacyTexts } from './privacy';
import { profileTexts } from './profile';
import { publicTexts } from './public';
import { safetyTexts } from './safety';
import { searchTexts } from './search';
import { validationTexts } from './validation';
import { verificationTexts } from './verification';

/** The Marathi catalogue: every key of the English one, and the labels of stored option values. */
export const mr: Translation = {
  ...accountTexts,
  validation: validationTexts,
  profile: profileTexts,
  legal: legalTexts,
  ...searchTexts,
  ...adminTexts,
  ...privacyTexts,
  ...publicTexts,
  ...horoscopeTexts,
  ...errorTexts,
  ...interestTexts,
  ...verificationTexts,
  ...biodataTexts,
  ...notificationTexts,
  ...paymentTexts,
  ...assistedTexts,
  ...familyTexts,
  ...conversationTexts,
  ...safetyTexts,
  ...chartTexts,
  ...melavaTexts,
  options: {
    ...optionLabels,
    ...casteLabels,
    community: { ...optionLabels.community, ...casteLabels.community },
  },
};
