import { describe, expect, it } from 'vitest';
import { MASK } from '../api/conversations/conversations.js';
import { findContactDetails } from '../contact-details.js';
import { maskContactDetails, messageWarning } from './message-safety.js';
import { WARNING_WORDS } from './warning-words.js';

// Contact details in every writing the profile texts' check reads: each is masked, and what is
// left holds none and keeps the words around it.
const withDetails: Array<[string, string]> = [
  ['Call 9876543210 after 6 pm', 'after 6 pm'],
  ['Our number is 98765 43210, please call', 'please call'],
  ['+91 98765 43210 is my father', 'my father'],
  ['(98765) 43210 ring in the evening', 'evening'],
  ['9 8 7 6 5 4 3 2 1 0 this one', 'this one'],
  ['माझा नंबर ९८७६५४३२१० आहे', 'आहे'],
  ['मोबाईल: ९८७६५ ४३२१० वर फोन करा', 'करा'],
  ['என் எண் ௯௮௭௬௫ ௪௩௨௧௦ அழைக்கவும்', 'அழைக்கவும்'],
  ['ಕರೆ ಮಾಡಿ ೯೮೭೬೫೪೩೨೧೦ ದಯವಿಟ್ಟು', 'ದಯವಿಟ್ಟು'],
  ['number ９８７６５４３２１０ ok', 'ok'],
  ['number 𝟗𝟖𝟕𝟔𝟓𝟒𝟑𝟐𝟏𝟎 ok', 'ok'],
  ['split 98765\u200b43210 here', 'here'],
  ['98765 ४३२१० mixed scripts', 'mixed scripts'],
  ['WhatsApp: 9876-543 evenings', 'evenings'],
  ['फोन २४५६७८९ संध्याकाळी', 'संध्याकाळी'],
  ['Brother in London: +44 20 7946 0958 today', 'today'],
  ['Write to priya.k@gmail.com soon', 'soon'],
  ['ｐｒｉｙａ＠ｇｍａｉｌ．ｃｏｍ thanks', 'thanks'],
  ['UPI priya@okaxis please', 'please'],
  ['find me @priya_k on there', 'on there'],
  ['see https://example.com/me now', 'now'],
  ['wa.me/919876543210 message', 'message'],
];

describe('contact details in a message', () => {
  it.each(withDetails)('masks %j', (text, kept) => {
    const result = maskContactDetails(text);
    expect(result.masked).toBe(true);
    expect(result.text).toContain(MASK);
    expect(findContactDetails(result.text)).toBeNull();
    expect(result.text).toContain(kept);
  });

  it('leaves a message without any as it is', () => {
    for (const text of [
      'We are in Pune; he earns 12,00,000 a year and is 5.6 ft tall.',
      'आम्ही २०१९ पासून पुण्यात राहतो.',
      'எங்கள் பையன் 2015-2019 வரை படித்தான்.',
    ]) {
      expect(maskContactDetails(text)).toEqual({ text, masked: false });
    }
  });

  it('masks an address spelt out over several words', () => {
    for (const text of ['priya at gmail dot com', 'priya [at] gmail [dot] com']) {
      const result = maskContactDetails(text);
      expect(result.masked).toBe(true);
      expect(findContactDetails(result.text)).toBeNull();
      expect(result.text).not.toContain('gmail');
    }
  });
});

// Each list in each writing: a sentence a family might write, and one close to it that is innocent.
const warned: Array<[string, 'money' | 'off_site']> = [
  ['Please send money for the customs clearance of my parcel', 'money'],
  ['I need a small loan, I will return it after the visa comes', 'money'],
  ['Transfer it by UPI to my account', 'money'],
  ['There is an emergency at the hospital', 'money'],
  ['My gift is stuck with the courier', 'money'],
  ['Invest in crypto with me', 'money'],
  ['कस्टममध्ये पार्सल अडकले आहे, कृपया पैसे पाठवा', 'money'],
  ['मला तातडीने कर्ज हवे आहे', 'money'],
  ['माझ्या बँक खात्यात रक्कम जमा करा', 'money'],
  ['சுங்கத்தில் பரிசு சிக்கியுள்ளது, பணம் அனுப்புங்கள்', 'money'],
  ['அவசரமாக கடன் வேண்டும்', 'money'],
  ['வங்கி கணக்கில் போடுங்கள்', 'money'],
  ['Paise pathva lagech', 'money'],
  ['mala thoda udhar pahije', 'money'],
  ['Panam anuppu please', 'money'],
  ['kadan venum, avasaram', 'money'],
  ['Let us talk on WhatsApp instead', 'off_site'],
  ['Join me on Telegram', 'off_site'],
  ['Call me on this number tonight', 'off_site'],
  ['Do you use Signal?', 'off_site'],
  ['व्हॉट्सॲपवर बोलूया', 'off_site'],
  ['मला फोन करा संध्याकाळी', 'off_site'],
  ['டெலிகிராமில் பேசலாம்', 'off_site'],
  ['வாட்ஸ்அப்பில் தொடர்பு கொள்ளுங்கள்', 'off_site'],
  ['mala call kara udya', 'off_site'],
  ['maza number ghya', 'off_site'],
  ['call pannunga evening', 'off_site'],
  ['unga number kudunga', 'off_site'],
];

const innocent = [
  'Our families could meet at the temple on Sunday.',
  'Payal studied engineering in Pune.',
  'He is a software engineer at a company in Chennai.',
  'आमच्या कुटुंबाला भेटायला आवडेल.',
  'पत्रिका जुळते का ते पाहूया.',
  'எங்கள் குடும்பம் உங்களைச் சந்திக்க விரும்புகிறது.',
  'ஜாதகம் பொருந்துகிறதா பார்க்கலாம்.',
  'aamhi punyala rahto',
  'namma kudumbam chennaiyil irukku',
];

describe('the warnings', () => {
  it.each(warned)('%j is warned as %s', (text, warning) => {
    expect(messageWarning(text)).toBe(warning);
  });

  it.each(innocent)('%j is not warned', (text) => {
    expect(messageWarning(text)).toBeNull();
  });

  it('finds every word of every list, alone in a sentence', () => {
    for (const [warning, lists] of Object.entries(WARNING_WORDS)) {
      for (const [list, words] of Object.entries(lists)) {
        for (const word of words) {
          const written = word.replace('*', '');
          expect(messageWarning(`namaste, ${written}.`), `${warning} ${list}: ${word}`).toBe(warning);
        }
      }
    }
  });

  it('sees through an invisible character inside a word', () => {
    expect(messageWarning('whats\u200bapp')).toBe('off_site');
    expect(messageWarning('पै\u200dसे')).toBe('money');
  });

  it('holds the lists of every language, each written in its own letters', () => {
    for (const lists of Object.values(WARNING_WORDS)) {
      expect(lists.mr.every((word) => /\p{Script=Devanagari}/u.test(word))).toBe(true);
      expect(lists.ta.every((word) => /\p{Script=Tamil}/u.test(word))).toBe(true);
      for (const latin of [lists.en, lists.mrLatin, lists.taLatin]) {
        expect(latin.every((word) => /^[a-z *]+$/.test(word))).toBe(true);
      }
    }
  });
});
