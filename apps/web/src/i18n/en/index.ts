import { adminTexts } from './admin';
import { assistedTexts } from './assisted';
import { biodataTexts } from './biodata';
import { chartTexts } from './charts';
import { conversationTexts } from './conversations';
import { core } from './core';
import { errorTexts } from './errors';
import { familyTexts } from './family';
import { horoscopeTexts } from './horoscope';
import { interestTexts } from './interests';
import { legalTexts } from './legal';
import { melavaTexts } from './melava';
import { notificationTexts } from './notifications';
import { paymentTexts } from './payments';
import { privacyTexts } from './privacy';
import { profileTexts } from './profile';
import { safetyTexts } from './safety';
import { searchTexts } from './search';
import { verificationTexts } from './verification';

/**
 * The English catalogue. Texts quoted by the product spec are kept literally, spelling included;
 * other catalogues translate the same keys. It comes in the same parts as the others (i18n.ts).
 */
export const en = {
  ...core,
  profile: profileTexts,
  legal: legalTexts,
  ...searchTexts,
  ...adminTexts,
  ...horoscopeTexts,
  ...privacyTexts,
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
};

export type Catalogue = typeof en;
