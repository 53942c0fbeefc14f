import type { Language } from '../languages.js';

type Month = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12;
type Names = Readonly<Record<Month, string>>;

/**
 * Months by number, in full and short, as each language writes them in a date ('2 Dec 2026').
 * Ours rather than Intl's: browsers' locale data differ ('Sept', 'डिसें' without its dot).
 */
export const MONTH_NAMES: Readonly<Record<Language, { readonly long: Names; readonly short: Names }>> = {
  en: {
    long: {
      1: 'January',
      2: 'February',
      3: 'March',
      4: 'April',
      5: 'May',
      6: 'June',
      7: 'July',
      8: 'August',
      9: 'September',
      10: 'October',
      11: 'November',
      12: 'December',
    },
    short: {
      1: 'Jan',
      2: 'Feb',
      3: 'Mar',
      4: 'Apr',
      5: 'May',
      6: 'Jun',
      7: 'Jul',
      8: 'Aug',
      9: 'Sep',
      10: 'Oct',
      11: 'Nov',
      12: 'Dec',
    },
  },
  mr: {
    long: {
      1: 'जानेवारी',
      2: 'फेब्रुवारी',
      3: 'मार्च',
      4: 'एप्रिल',
      5: 'मे',
      6: 'जून',
      7: 'जुलै',
      8: 'ऑगस्ट',
      9: 'सप्टेंबर',
      10: 'ऑक्टोबर',
      11: 'नोव्हेंबर',
      12: 'डिसेंबर',
    },
    short: {
      1: 'जाने.',
      2: 'फेब्रु.',
      3: 'मार्च',
      4: 'एप्रि.',
      5: 'मे',
      6: 'जून',
      7: 'जुलै',
      8: 'ऑग.',
      9: 'सप्टें.',
      10: 'ऑक्टो.',
      11: 'नोव्हें.',
      12: 'डिसें.',
    },
  },
  ta: {
    long: {
      1: 'ஜனவரி',
      2: 'பிப்ரவரி',
      3: 'மார்ச்',
      4: 'ஏப்ரல்',
      5: 'மே',
      6: 'ஜூன்',
      7: 'ஜூலை',
      8: 'ஆகஸ்ட்',
      9: 'செப்டம்பர்',
      10: 'அக்டோபர்',
      11: 'நவம்பர்',
      12: 'டிசம்பர்',
    },
    short: {
      1: 'ஜன.',
      2: 'பிப்.',
      3: 'மார்ச்',
      4: 'ஏப்.',
      5: 'மே',
      6: 'ஜூன்',
      7: 'ஜூலை',
      8: 'ஆக.',
      9: 'செப்.',
      10: 'அக்.',
      11: 'நவ.',
      12: 'டிச.',
    },
  },
};
