import { describe, expect, it } from 'vitest';
import { type ContactDetailKind, findContactDetails } from './contact-details.js';

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
  '',
];

describe('findContactDetails', () => {
  it.each(hits)('finds contact details in %j', (text, kind) => {
    expect(findContactDetails(text)).toBe(kind);
  });

  it.each(nearMisses)('lets %j through', (text) => {
    expect(findContactDetails(text)).toBeNull();
  });

  it('reads a long text quickly', () => {
    const text = `${'2015-2019 B.E. '.repeat(150)}${'a'.repeat(2000)}@`;
    const started = performance.now();
    expect(findContactDetails(text)).toBeNull();
    expect(performance.now() - started).toBeLessThan(100);
  });
});
