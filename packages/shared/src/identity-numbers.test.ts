import { describe, expect, it } from 'vitest';
import { carriesIdentityNumber, redactIdentityNumbers } from './identity-numbers.js';

const SEPARATORS = [
  ',',
  ', ',
  ':',
  '|',
  ' | ',
  '+',
  '·',
  '•',
  '/',
  '\\',
  '.',
  '-',
  '_',
  ' ',
  '\n',
  '\r\n',
  ' - ',
];

const identityNumbers = [
  'Aadhaar 8765, 4321, 0987',
  ...SEPARATORS.map((between) => `Aadhaar 8765${between}4321${between}0987`),
  '8765 and 4321 then 0987',
  'first 8765, then 4321 and last 0987',
  'Aadhaar 876543210987',
  'Aadhaar 87654',
  '8 7 6 5 4 3 2 1 0 9 8 7',
  '87 65 43 21 09 87',
  'आधार ८७६५ ४३२१ ०९८७',
  'ஆதார் ௮௭௬௫ ௪௩௨௧ ௦௯௮௭',
  'ಆಧಾರ್ ೮೭೬೫ ೪೩೨೧ ೦೯೮೭',
  '৮৭৬৫ ৪৩২১ ০৯৮৭',
  '８７６５ ４３２１ ０９８７',
  '𝟖𝟕𝟔𝟓 𝟒𝟑𝟐𝟏 𝟎𝟗𝟖𝟕',
  '8765 ४३२१ ௦௯௮௭',
  '8765\u200b4321\u200b0987',
  'PAN ABCDE1234F',
  'pan abcde1234f',
  'PAN ABCDE 1234 F',
  'pan abcde-1234-f',
  'PAN A B C D E 1 2 3 4 F',
  'ＡＢＣＤＥ１２３４Ｆ',
  'Voter id ABC1234567',
  'Passport K1234567',
  'seen 12/12/2012/3456',
  '2 Dec 2026 8765',
  'last 4: 8765 4321',
];

const ordinaryNotes = [
  'Aadhaar seen, last 4: 0987',
  'seen on 2 Dec 2026',
  'Aadhaar seen on 2 Dec 2026, last 4: 0987',
  'seen on 02/12/2026',
  'called 2 Dec 2026, 3 Dec 2026',
  'seen on 2026-12-02',
  'seen on 2nd December 2026',
  'seen Dec 2, 2026; last four 0987',
  'PAN seen, last 4: 234F',
  'Called her father at 10:30 on 2 Dec 2026',
  'Spoke to her father, 2 brothers and 1 sister',
  'आधार पाहिले, शेवटचे ४ अंक: ०९८७',
  'ends in 0987 (4 digits)',
  '',
];

describe('identity numbers in a note', () => {
  it('finds a run of more than four digits whatever stands between them, and a PAN', () => {
    for (const text of identityNumbers) expect(carriesIdentityNumber(text), JSON.stringify(text)).toBe(true);
  });

  it('lets dates, the last four and ordinary notes through', () => {
    for (const text of ordinaryNotes) expect(carriesIdentityNumber(text), JSON.stringify(text)).toBe(false);
  });

  it('redacts only the number, keeping the rest of the note', () => {
    expect(redactIdentityNumbers('Aadhaar 8765, 4321, 0987 seen on 2 Dec 2026')).toBe(
      'Aadhaar XXXX, XXXX, XXXX seen on 2 Dec 2026',
    );
    expect(redactIdentityNumbers('आधार ८७६५ ४३२१ ०९८७')).toBe('आधार XXXX XXXX XXXX');
    expect(redactIdentityNumbers('PAN abcde 1234 f, called')).toBe('PAN XXXXX XXXX X, called');
    expect(redactIdentityNumbers('Aadhaar seen, last 4: 0987')).toBe('Aadhaar seen, last 4: 0987');
    for (const text of identityNumbers) {
      expect(carriesIdentityNumber(redactIdentityNumbers(text)), JSON.stringify(text)).toBe(false);
    }
  });
});
