import type { Language } from '@varmala/shared';
import { mrCastes, mrOptions, taCastes, taOptions } from '@varmala/shared/option-labels';

/** Labels and option values come from packages/shared, as the web app reads them. */
export interface BiodataTexts {
  title: string;
  age: string;
  years: (age: number) => string;
  family: string;
  late: string;
  married: (count: number) => string;
  yes: string;
  no: string;
  horoscope: string;
  contact: string;
  contactOperator: string;
  contactOfficeEmail: string;
  contactGuardian: string;
  /** A site whose office has no number and no e-mail. */
  contactSite: string;
  scan: string;
  bookletTitle: string;
  bookletSubtitle: (count: number) => string;
  index: string;
}

export const BIODATA_TEXTS: Readonly<Record<Language, BiodataTexts>> = {
  en: {
    title: 'Biodata',
    age: 'Age',
    years: (age) => `${age} years`,
    family: 'Family',
    late: 'Late',
    married: (count) => `${count} married`,
    yes: 'Yes',
    no: 'No',
    horoscope: 'Horoscope',
    contact: 'Contact',
    contactOperator: 'Matrimony office (WhatsApp)',
    contactOfficeEmail: 'Matrimony office (e-mail)',
    contactGuardian: 'Family',
    contactSite: 'Contact through the site',
    scan: 'Scan to see the profile',
    bookletTitle: 'Brides and grooms',
    bookletSubtitle: (count) => `${count} profiles`,
    index: 'Index',
  },
  mr: {
    title: 'बायोडाटा',
    age: 'वय',
    years: (age) => `${age} वर्षे`,
    family: 'कौटुंबिक माहिती',
    late: 'कै.',
    married: (count) => `${count} विवाहित`,
    yes: 'होय',
    no: 'नाही',
    horoscope: 'पत्रिका',
    contact: 'संपर्क',
    contactOperator: 'विवाह मंडळ कार्यालय (व्हॉट्सॲप)',
    contactOfficeEmail: 'विवाह मंडळ कार्यालय (ई-मेल)',
    contactGuardian: 'कुटुंबीय',
    contactSite: 'संकेतस्थळाद्वारे संपर्क साधा',
    scan: 'प्रोफाइल पाहण्यासाठी स्कॅन करा',
    bookletTitle: 'वधू-वर सूची',
    bookletSubtitle: (count) => `${count} प्रोफाइल`,
    index: 'अनुक्रमणिका',
  },
  ta: {
    title: 'சுயவிவரம்',
    age: 'வயது',
    years: (age) => `${age} வயது`,
    family: 'குடும்ப விவரம்',
    late: 'அமரர்',
    married: (count) => `திருமணமானவர் ${count}`,
    yes: 'ஆம்',
    no: 'இல்லை',
    horoscope: 'ஜாதகம்',
    contact: 'தொடர்புக்கு',
    contactOperator: 'திருமணத் தகவல் மையம் (வாட்ஸ்அப்)',
    contactOfficeEmail: 'திருமணத் தகவல் மையம் (மின்னஞ்சல்)',
    contactGuardian: 'குடும்பத்தினர்',
    contactSite: 'இணையதளம் மூலம் தொடர்பு கொள்ளுங்கள்',
    scan: 'சுயவிவரத்தைப் பார்க்க ஸ்கேன் செய்யுங்கள்',
    bookletTitle: 'மணமக்கள் பட்டியல்',
    bookletSubtitle: (count) => `${count} சுயவிவரங்கள்`,
    index: 'பொருளடக்கம்',
  },
};

const LABELS = {
  mr: { ...mrOptions, ...mrCastes, community: { ...mrOptions.community, ...mrCastes.community } },
  ta: { ...taOptions, ...taCastes, community: { ...taOptions.community, ...taCastes.community } },
} as const;

/** English prints the value itself, as does a value no list knows. */
export function optionLabel(language: Language, list: string, value: string | null): string | null {
  if (value === null || value === '') return null;
  if (language === 'en') return value;
  const labels = (LABELS[language] as Readonly<Record<string, Readonly<Record<string, string>>>>)[list];
  return labels?.[value] ?? value;
}
