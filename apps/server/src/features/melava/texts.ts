import type { Language, StageOrder } from '@varmala/shared';
import { mrOptions, taOptions } from '@varmala/shared/option-labels';

/** What the melava's printed pages say, in each language. */
export interface MelavaTexts {
  pass: string;
  number: string;
  name: string;
  place: string;
  date: string;
  showAtDoor: string;
  stageOrder: string;
  orderBy: Record<StageOrder, string>;
  position: string;
  age: string;
  education: string;
  work: string;
  city: string;
  bride: string;
  groom: string;
  candidates: (count: number) => string;
  checkedInOnly: string;
  allConfirmed: string;
}

export const MELAVA_TEXTS: Readonly<Record<Language, MelavaTexts>> = {
  en: {
    pass: 'Entry pass',
    number: 'No.',
    name: 'Name',
    place: 'Place',
    date: 'Date',
    showAtDoor: 'Please show this pass at the door.',
    stageOrder: 'Stage order',
    orderBy: { number: 'By number', alternate: 'Brides and grooms in turn', age: 'By age' },
    position: '#',
    age: 'Age',
    education: 'Education',
    work: 'Work',
    city: 'City',
    bride: 'Bride',
    groom: 'Groom',
    candidates: (count) => `${count} candidates`,
    checkedInOnly: 'Candidates who have arrived',
    allConfirmed: 'All confirmed candidates',
  },
  mr: {
    pass: 'प्रवेशपत्र',
    number: 'क्रमांक',
    name: 'नाव',
    place: 'स्थळ',
    date: 'दिनांक',
    showAtDoor: 'कृपया प्रवेशद्वारावर हे प्रवेशपत्र दाखवा.',
    stageOrder: 'व्यासपीठावर परिचयाचा क्रम',
    orderBy: { number: 'क्रमांकानुसार', alternate: 'वधू व वर आलटून पालटून', age: 'वयानुसार' },
    position: 'अ.क्र.',
    age: 'वय',
    education: 'शिक्षण',
    work: 'व्यवसाय',
    city: 'शहर',
    bride: 'वधू',
    groom: 'वर',
    candidates: (count) => `${count} उमेदवार`,
    checkedInOnly: 'मेळाव्याला आलेले उमेदवार',
    allConfirmed: 'नोंदणी निश्चित झालेले सर्व उमेदवार',
  },
  ta: {
    pass: 'நுழைவுச்சீட்டு',
    number: 'எண்',
    name: 'பெயர்',
    place: 'இடம்',
    date: 'தேதி',
    showAtDoor: 'வாசலில் இந்த நுழைவுச்சீட்டைக் காட்டவும்.',
    stageOrder: 'மேடையில் அறிமுக வரிசை',
    orderBy: { number: 'எண் வரிசைப்படி', alternate: 'மணமகள், மணமகன் மாறி மாறி', age: 'வயது வரிசைப்படி' },
    position: 'வ.எண்',
    age: 'வயது',
    education: 'கல்வி',
    work: 'பணி',
    city: 'ஊர்',
    bride: 'மணமகள்',
    groom: 'மணமகன்',
    candidates: (count) => `${count} வரன்கள்`,
    checkedInOnly: 'வருகை தந்த வரன்கள்',
    allConfirmed: 'பதிவு உறுதியான எல்லா வரன்களும்',
  },
};

const LABELS = { mr: mrOptions, ta: taOptions } as const;

/** A stored option's label in the language; English prints the value itself. */
export function optionLabel(
  language: Language,
  list: 'education' | 'profession',
  value: string | null,
): string {
  if (!value) return '';
  if (language === 'en') return value;
  const labels: Readonly<Record<string, string>> = LABELS[language][list];
  return labels[value] ?? value;
}
