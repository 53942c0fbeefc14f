import type { Domain, Language } from '@varmala/shared';
import { mrCastes, mrOptions, taCastes, taOptions } from '@varmala/shared/option-labels';

/**
 * What a biodata prints besides the member's own words, in each language. The field labels are the
 * profile steps' own (apps/web src/i18n/<lang>/profile.ts); option values are labelled from the same
 * lists the web app reads (packages/shared option-labels).
 */
export interface BiodataTexts {
  title: string;
  age: string;
  years: (age: number) => string;
  height: string;
  education: string;
  profession: string;
  workLocation: string;
  family: string;
  father: string;
  mother: string;
  late: string;
  brothers: string;
  sisters: string;
  married: (count: number) => string;
  familyStatus: string;
  community: string;
  gothram: string;
  horoscope: string;
  star: string;
  raasi: Record<Domain, string>;
  padham: Record<Domain, string>;
  birthPlace: string;
  birthTime: string;
  contact: string;
  contactOperator: string;
  contactGuardian: string;
  scan: string;
  bookletTitle: string;
  bookletSubtitle: (count: number) => string;
  index: string;
  memberId: string;
  name: string;
}

export const BIODATA_TEXTS: Readonly<Record<Language, BiodataTexts>> = {
  en: {
    title: 'Biodata',
    age: 'Age',
    years: (age) => `${age} years`,
    height: 'Height',
    education: 'Education',
    profession: 'Profession',
    workLocation: 'Work location',
    family: 'Family',
    father: "Father's name",
    mother: "Mother's name",
    late: 'Late',
    brothers: 'Brothers',
    sisters: 'Sisters',
    married: (count) => `${count} married`,
    familyStatus: 'Family status',
    community: 'Community',
    gothram: 'Gothram',
    horoscope: 'Horoscope',
    star: 'Star',
    raasi: { varmala: 'Rashi', tamilmala: 'Raasi' },
    padham: { varmala: 'Charan', tamilmala: 'Padham' },
    birthPlace: 'Place of birth',
    birthTime: 'Time of birth',
    contact: 'Contact',
    contactOperator: 'Matrimony office (WhatsApp)',
    contactGuardian: 'Family',
    scan: 'Scan to see the profile',
    bookletTitle: 'Brides and grooms',
    bookletSubtitle: (count) => `${count} profiles`,
    index: 'Index',
    memberId: 'Member ID',
    name: 'Name',
  },
  mr: {
    title: 'बायोडाटा',
    age: 'वय',
    years: (age) => `${age} वर्षे`,
    height: 'उंची',
    education: 'शिक्षण',
    profession: 'नोकरी-व्यवसाय',
    workLocation: 'नोकरीचे ठिकाण',
    family: 'कौटुंबिक माहिती',
    father: 'वडिलांचे नाव',
    mother: 'आईचे नाव',
    late: 'कै.',
    brothers: 'भाऊ',
    sisters: 'बहिणी',
    married: (count) => `${count} विवाहित`,
    familyStatus: 'कौटुंबिक स्थिती',
    community: 'समाज',
    gothram: 'गोत्र',
    horoscope: 'पत्रिका',
    star: 'नक्षत्र',
    raasi: { varmala: 'रास', tamilmala: 'रास' },
    padham: { varmala: 'चरण', tamilmala: 'चरण' },
    birthPlace: 'जन्मस्थळ',
    birthTime: 'जन्मवेळ',
    contact: 'संपर्क',
    contactOperator: 'विवाह मंडळ कार्यालय (व्हॉट्सॲप)',
    contactGuardian: 'कुटुंबीय',
    scan: 'प्रोफाइल पाहण्यासाठी स्कॅन करा',
    bookletTitle: 'वधू-वर सूची',
    bookletSubtitle: (count) => `${count} प्रोफाइल`,
    index: 'अनुक्रमणिका',
    memberId: 'सदस्य क्रमांक',
    name: 'नाव',
  },
  ta: {
    title: 'சுயவிவரம்',
    age: 'வயது',
    years: (age) => `${age} வயது`,
    height: 'உயரம்',
    education: 'கல்வி',
    profession: 'வேலை',
    workLocation: 'பணியிடம்',
    family: 'குடும்ப விவரம்',
    father: 'தந்தை பெயர்',
    mother: 'தாயார் பெயர்',
    late: 'அமரர்',
    brothers: 'சகோதரர்கள்',
    sisters: 'சகோதரிகள்',
    married: (count) => `திருமணமானவர் ${count}`,
    familyStatus: 'குடும்ப நிலை',
    community: 'சமூகம்',
    gothram: 'கோத்திரம்',
    horoscope: 'ஜாதகம்',
    star: 'நட்சத்திரம்',
    raasi: { varmala: 'ராசி', tamilmala: 'ராசி' },
    padham: { varmala: 'பாதம்', tamilmala: 'பாதம்' },
    birthPlace: 'பிறந்த ஊர்',
    birthTime: 'பிறந்த நேரம்',
    contact: 'தொடர்புக்கு',
    contactOperator: 'திருமணத் தகவல் மையம் (வாட்ஸ்அப்)',
    contactGuardian: 'குடும்பத்தினர்',
    scan: 'சுயவிவரத்தைப் பார்க்க ஸ்கேன் செய்யுங்கள்',
    bookletTitle: 'மணமக்கள் பட்டியல்',
    bookletSubtitle: (count) => `${count} சுயவிவரங்கள்`,
    index: 'பொருளடக்கம்',
    memberId: 'உறுப்பினர் எண்',
    name: 'பெயர்',
  },
};

/** The sites' names, as each language writes them. */
export const SITE_NAMES: Readonly<Record<Language, Record<Domain, string>>> = {
  en: { varmala: 'Varmala', tamilmala: 'Tamilmala' },
  mr: { varmala: 'वरमाला', tamilmala: 'तमिळमाला' },
  ta: { varmala: 'வரமாலா', tamilmala: 'தமிழ்மாலா' },
};

type OptionList =
  | 'education'
  | 'profession'
  | 'familyStatus'
  | 'birthStar'
  | 'raasi'
  | 'community'
  | 'language';

const LABELS = {
  mr: { ...mrOptions, ...mrCastes, community: { ...mrOptions.community, ...mrCastes.community } },
  ta: { ...taOptions, ...taCastes, community: { ...taOptions.community, ...taCastes.community } },
} as const;

/** A stored option value's label: English prints the value itself, as does a value no list knows. */
export function optionLabel(language: Language, list: OptionList, value: string | null): string | null {
  if (value === null || value === '') return null;
  if (language === 'en') return value;
  const labels = LABELS[language][list] as Readonly<Record<string, string>>;
  return labels[value] ?? value;
}
