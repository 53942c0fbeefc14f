import { check } from 'recheck';
import { describe, expect, it } from 'vitest';
import { CONTACT_DETAIL_PATTERNS, type ContactDetailKind, findContactDetails } from './contact-details.js';

const hits: [string, ContactDetailKind][] = [
  // Mobile numbers in the ways people write them.
  ['Call 9876543210 after 6 pm', 'phone'],
  ['9876543210', 'phone'],
  ['98765 43210', 'phone'],
  ['98765-43210', 'phone'],
  ['98765.43210', 'phone'],
  ['987 654 3210', 'phone'],
  ['(98765) 43210', 'phone'],
  ['9 8 7 6 5 4 3 2 1 0', 'phone'],
  ['98-76-54-32-10', 'phone'],
  ['+91 98765 43210', 'phone'],
  ['+919876543210', 'phone'],
  ['919876543210', 'phone'],
  ['0091 98765 43210', 'phone'],
  ['09876543210', 'phone'],
  ['0 98765 43210', 'phone'],
  ['Landline 0831-2456789', 'phone'],
  ['९८७६५४३२१०', 'phone'],
  ['मोबाईल: ९८७६५ ४३२१०', 'phone'],
  ['௯௮௭௬௫ ௪௩௨௧௦', 'phone'],
  ['98765 ४३२१०', 'phone'],
  ['ಕರೆ ಮಾಡಿ ೯೮೭೬೫೪೩೨೧೦', 'phone'],
  ['９８７６５４３２１０', 'phone'],
  ['𝟗𝟖𝟕𝟔𝟓𝟒𝟑𝟐𝟏𝟎', 'phone'],
  ['Number:\n98765\n43210', 'phone'],
  ['98765\u200b43210', 'phone'],
  ['98765\u00a043210', 'phone'],
  ['98765·43210', 'phone'],
  ['98765:43210', 'phone'],
  ['98765/43210', 'phone'],
  ['whatsapp 98765 432', 'phone'],
  ['WhatsApp: 9876-543', 'phone'],
  ['Ph: 2456789', 'phone'],
  ['फोन २४५६७८९', 'phone'],
  ['கைபேசி 98765 432', 'phone'],
  ['Brother in London: +44 20 7946 0958', 'phone'],
  ['Call +1 (415) 555-0123', 'phone'],
  // Split by commas or '&', which amounts use too.
  ['98765,43210', 'phone'],
  ['98765, 43210', 'phone'],
  ['98765 & 43210', 'phone'],
  ['98,765,43,210', 'phone'],
  ['9,87,65,43,210', 'phone'],
  ['whatsapp9876543', 'phone'],
  ['WHATSAPP 98765 432', 'phone'],
  // E-mail addresses and handles.
  ['Write to priya.k@gmail.com', 'email'],
  ['priya_k@yahoo.co.in', 'email'],
  ['priya [at] gmail [dot] com', 'email'],
  ['priya at gmail dot com', 'email'],
  ['my gmail is priya.kulkarni', 'email'],
  ['ｐｒｉｙａ＠ｇｍａｉｌ．ｃｏｍ', 'email'],
  ['UPI priya@okaxis', 'handle'],
  ['pay 9876543210@ybl', 'handle'],
  ['@ybl', 'handle'],
  ['Insta @priya_k', 'handle'],
  // Links that lead to a chat or a page.
  ['wa.me/919876543210', 'link'],
  ['https://wa.me/919876543210', 'link'],
  ['see www.priya.example', 'link'],
  ['t.me/priyak', 'link'],
  ['instagram.com/priya', 'link'],
  ['https://chat.whatsapp.com/AbCdEf', 'link'],
];

/**
 * The number 98765 43210 in the decimal digits of scripts beyond the eleven the check once listed:
 * each digit's value comes from Unicode itself.
 */
const DIGIT_ZEROS = {
  'Ol Chiki': 0x1c50,
  'Meetei Mayek': 0xabf0,
  Lepcha: 0x1c40,
  Limbu: 0x1946,
  Chakma: 0x11136,
  'Sinhala Lith': 0x0de6,
  Thai: 0x0e50,
  Tibetan: 0x0f20,
  Myanmar: 0x1040,
  'Eastern Pwo Karen (second set of its run)': 0x116da,
  Adlam: 0x1e950,
};

const nearMisses = [
  'Annual income 10,00,000',
  'Income between 9,50,000 - 12,00,000 per year',
  'Expected salary 60000-70000 a month',
  'B.E. 2015-2019 from VTU',
  'B.E. 2018, M.Tech 2020',
  'B.Com, M.Com from Pune University',
  'Height 5.6 ft, weight 62 kg',
  '5\'6" tall',
  'Pincode 590001',
  'Our house is near Tilakwadi, Belagavi 590006.',
  'Born 14-03-1998 at 9.30 am',
  'Office hours 9:30 - 6:30, Saturday 10:00 - 2:00',
  '2010-2014 2014-2016',
  '10+2 (2010-2012), then B.Sc (2012-2015)',
  '2 brothers, 1 sister (married in 2019)',
  'Software engineer @ Infosys since 2019',
  'Mobile app developer for 5 years',
  'Contact the family through the site',
  'WhatsApp is preferred for the first talk',
  'Working at Yahoo in Bengaluru',
  'मी सॉफ्टवेअर अभियंता आहे. २०१५-२०१९ मध्ये बी.ई. केले. उंची ५.६ फूट.',
  'आमचे कुटुंब बेळगावात राहते. पिनकोड ५९०००१. वार्षिक उत्पन्न १०,००,०००.',
  'நான் மென்பொருள் பொறியாளர். ௨௦௧௫-௨௦௧௯ இல் படித்தேன். உயரம் ௫.௬ அடி.',
  'எங்கள் குடும்பம் மதுரையில் உள்ளது, பின்கோடு ௬௨௫௦௦௧.',
  'Property: 2 acres farm land, house of 1200 sq ft',
  'Income 5,00,000 & above',
  'Salary 12,50,000, bonus 1,50,000',
  'Two brothers & 1 sister, 3 cousins',
  'Rs. 1,250,000 a year',
  '१०,००,००० & १२,००,०००',
  '',
];

describe('findContactDetails', () => {
  it.each(hits)('finds contact details in %j', (text, kind) => {
    expect(findContactDetails(text)).toBe(kind);
  });

  it.each(nearMisses)('lets %j through', (text) => {
    expect(findContactDetails(text)).toBeNull();
  });

  it.each(Object.entries(DIGIT_ZEROS))('reads a number written in %s digits', (_script, zero) => {
    const number = [...'9876543210'].map((digit) => String.fromCodePoint(zero + Number(digit))).join('');
    expect(findContactDetails(`Call ${number}`)).toBe('phone');
    expect(findContactDetails([...number].join(' '))).toBe('phone');
  });
});

/**
 * Texts built to make a backtracking pattern retry from every character, one kind of character
 * each: the letters an e-mail pattern reads, digits and the separators between them, spaces after
 * a word that announces a number, '@' and commas.
 */
const HOSTILE_TEXTS: Record<string, (length: number) => string> = {
  'one letter': (n) => 'a'.repeat(n),
  'letters before an @': (n) => `${'a'.repeat(n - 1)}@`,
  'a name and @ again and again': (n) => 'a@'.repeat(n / 2),
  'dotted domain without an end': (n) => `a@${'b.'.repeat((n - 2) / 2)}`,
  'spaces after "call"': (n) => `call${' '.repeat(n - 5)}x`,
  'separators after "phone no"': (n) => `phone no${':'.repeat(n - 9)}x`,
  'one digit': (n) => '5'.repeat(n),
  'digits and spaces': (n) => '1 '.repeat(n / 2),
  'digits and commas': (n) => '1,'.repeat(n / 2),
  'Devanagari digits': (n) => '५'.repeat(n),
  'Devanagari letters': (n) => 'क'.repeat(n),
  'Tamil letters and spaces': (n) => 'த '.repeat(n / 2),
  'a letter and a bracket': (n) => `a${' '.repeat(n - 3)}(x`,
  'gmail and spaces': (n) => `gmail${' '.repeat(n - 5)}`,
};

describe('the time a text costs', () => {
  // A ReDoS checker reads each pattern's automaton: 'safe' means no input makes a backtracking
  // engine take more than linear time. A sticky pattern is tried only where the code puts it, as
  // if anchored there.
  it.each(CONTACT_DETAIL_PATTERNS.map((pattern) => [pattern.source.slice(0, 40), pattern] as const))(
    'the pattern %s… cannot backtrack more than linearly',
    async (_name, pattern) => {
      const source = pattern.sticky ? `^(?:${pattern.source})` : pattern.source;
      const result = await check(source, pattern.flags.replace(/[gy]/g, ''), { timeout: 60_000 });
      expect(result.status, JSON.stringify(result)).toBe('safe');
    },
    90_000,
  );

  /** The median of a few timings of one call, so one pause of a busy machine does not decide. */
  function medianMs(text: string): number {
    const times: number[] = [];
    for (let run = 0; run < 5; run++) {
      const started = performance.now();
      findContactDetails(text);
      times.push(performance.now() - started);
    }
    return times.sort((a, b) => a - b)[2] ?? 0;
  }

  it.each(Object.entries(HOSTILE_TEXTS))(
    '100 KB of %s costs, a character, at most 20 times what 1 KB does',
    (_kind, make) => {
      const small = make(1_000);
      const large = make(100_000);
      medianMs(small);
      // A floor under the small text's time: below a tenth of a millisecond the clock measures noise.
      const smallMs = Math.max(medianMs(small), 0.1);
      const largeMs = medianMs(large);
      // Linear time gives 100 times the length about 100 times the cost; a square would give 10,000.
      expect(largeMs / smallMs).toBeLessThan(20 * 100);
    },
  );
});
