import { optionSchema } from './option-schema.js';

// The Tamil domain asks for a language first, then a caste (stored as `community`) of that language,
// then a sub-caste (stored as `surname`). Every list ends with 'Others' for whoever is not listed.

export const TAMIL_LANGUAGE_VALUES = ['Tamil', 'Telugu', 'Saurashtra', 'Christian'] as const;
export type TamilLanguage = (typeof TAMIL_LANGUAGE_VALUES)[number];
export const tamilLanguageSchema = optionSchema(TAMIL_LANGUAGE_VALUES);

export interface CasteOption {
  readonly value: string;
  readonly subCastes: readonly string[];
}

export const TAMIL_CASTES: Readonly<Record<TamilLanguage, readonly CasteOption[]>> = {
  Tamil: [
    {
      value: 'Adi Dravidar',
      subCastes: ['Paraiyar', 'Devendrakula Velalar', 'Arunthathiyar', 'Sambavar', 'Valluvar', 'Others'],
    },
    { value: 'Brahmin', subCastes: ['Iyer', 'Iyengar', 'Gurukkal', 'Madhwa', 'Others'] },
    {
      value: 'Chettiar',
      subCastes: [
        'Nattukottai',
        'Vaniya',
        'Beri',
        'Devanga',
        'Vellan',
        'Kasukkara',
        'Sozhia',
        'Elur',
        'Others',
      ],
    },
    {
      value: 'Gounder',
      subCastes: ['Kongu Vellala', 'Vettuva', 'Urali', 'Kurumba', 'Vokkaliga', 'Others'],
    },
    { value: 'Isai Vellalar', subCastes: ['Melakkarar', 'Nattuvanar', 'Others'] },
    { value: 'Maruthuvar', subCastes: ['Navithar', 'Ambattar', 'Others'] },
    {
      value: 'Meenavar',
      subCastes: ['Parvatha Rajakulam', 'Pattinavar', 'Paravar', 'Mukkuvar', 'Others'],
    },
    {
      value: 'Mudaliar',
      subCastes: ['Senguntha', 'Agamudayar', 'Thondaimandala Saiva', 'Arcot', 'Saiva', 'Others'],
    },
    {
      value: 'Mutharaiyar',
      subCastes: ['Ambalakarar', 'Muthuraja', 'Servai', 'Valaiyar', 'Others'],
    },
    { value: 'Nadar', subCastes: ['Hindu Nadar', 'Kongu Nadar', 'Gramani', 'Others'] },
    { value: 'Naidu', subCastes: ['Kamma', 'Balija', 'Gavara', 'Kavarai', 'Velama', 'Others'] },
    {
      value: 'Parkavakulam',
      subCastes: ['Udayar', 'Moopanar', 'Nathaman', 'Malayaman', 'Surutimar', 'Others'],
    },
    {
      value: 'Pillai',
      subCastes: [
        'Saiva Pillai',
        'Karkathar',
        'Nanjil Nattu Vellalar',
        'Chozhia Vellalar',
        'Karaikattu Vellalar',
        'Kodikal Pillai',
        'Othuvar',
        'Others',
      ],
    },
    { value: 'Thevar / Mukkulathor', subCastes: ['Kallar', 'Maravar', 'Agamudayar', 'Others'] },
    {
      value: 'Vanniyar',
      subCastes: ['Vanniya Kula Kshatriya', 'Padayachi', 'Gounder', 'Naicker', 'Others'],
    },
    {
      value: 'Vishwakarma',
      subCastes: ['Achari', 'Kollar', 'Thachar', 'Kannar', 'Sirpi', 'Thattar', 'Others'],
    },
    { value: 'Yadava', subCastes: ['Konar', 'Idaiyar', 'Others'] },
    { value: 'Others', subCastes: ['Others'] },
  ],
  Telugu: [
    { value: 'Arunthathiyar', subCastes: ['Chakkiliyar', 'Madari', 'Madiga', 'Others'] },
    { value: 'Brahmin', subCastes: ['Niyogi', 'Vaidiki', 'Madhwa', 'Others'] },
    {
      value: 'Chettiar / Komati',
      subCastes: ['Arya Vysya', 'Komati', '24 Manai Telugu Chettiar', 'Balija Chettiar', 'Others'],
    },
    { value: 'Devanga', subCastes: ['Devanga Chettiar', 'Jadar', 'Senapathi', 'Others'] },
    {
      value: 'Naicker',
      subCastes: ['Thottiya Naicker', 'Kambalathu Naicker', 'Rajakambalam', 'Others'],
    },
    { value: 'Naidu', subCastes: ['Kamma', 'Balija', 'Gavara', 'Kavarai', 'Velama', 'Others'] },
    {
      value: 'Reddy',
      subCastes: ['Pakanati Reddy', 'Motati Reddy', 'Panta Reddy', 'Desur Reddy', 'Others'],
    },
    { value: 'Yadava', subCastes: ['Golla', 'Others'] },
    { value: 'Others', subCastes: ['Others'] },
  ],
  Saurashtra: [
    { value: 'Saurashtra', subCastes: ['Pattunulkarar', 'Saurashtra Brahmin', 'Others'] },
    { value: 'Others', subCastes: ['Others'] },
  ],
  Christian: [
    {
      value: 'Roman Catholic',
      subCastes: ['Latin Catholic', 'Paravar', 'Vellalar', 'Nadar', 'Adi Dravidar', 'Mukkuvar', 'Others'],
    },
    { value: 'CSI', subCastes: ['Nadar', 'Vellalar', 'Adi Dravidar', 'Others'] },
    {
      value: 'Pentecostal',
      subCastes: ['Assemblies of God', 'The Pentecostal Mission', 'Indian Pentecostal Church', 'Others'],
    },
    { value: 'Nadar Christian', subCastes: ['CSI', 'Roman Catholic', 'Pentecostal', 'Others'] },
    {
      value: 'Lutheran',
      subCastes: ['Tamil Evangelical Lutheran Church', 'Arcot Lutheran Church', 'Others'],
    },
    { value: 'Others', subCastes: ['Others'] },
  ],
};

const NONE: readonly string[] = [];

function isTamilLanguage(value: string): value is TamilLanguage {
  return (TAMIL_LANGUAGE_VALUES as readonly string[]).includes(value);
}

function casteOf(language: string, caste: string): CasteOption | undefined {
  return isTamilLanguage(language) ? TAMIL_CASTES[language].find((c) => c.value === caste) : undefined;
}

/** The castes offered once a language is chosen; empty for anything that is not a Tamil-domain language. */
export function castesFor(language: string | null | undefined): readonly string[] {
  return language && isTamilLanguage(language) ? TAMIL_CASTES[language].map((caste) => caste.value) : NONE;
}

/** The sub-castes of a caste of a language; empty when the pair is not listed. */
export function subCastesFor(
  language: string | null | undefined,
  caste: string | null | undefined,
): readonly string[] {
  return (language && caste && casteOf(language, caste)?.subCastes) || NONE;
}

/** Every caste of every language once, in first-seen order: what the Tamil-domain search filter offers. */
export const TAMIL_CASTE_VALUES: readonly string[] = [
  ...new Set(TAMIL_LANGUAGE_VALUES.flatMap((language) => castesFor(language))),
];

export const TAMIL_SUB_CASTE_VALUES: readonly string[] = [
  ...new Set(Object.values(TAMIL_CASTES).flatMap((castes) => castes.flatMap((caste) => caste.subCastes))),
];
