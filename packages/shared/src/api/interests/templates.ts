import type { Language } from '../../languages.js';

/**
 * The sentences an interest may carry: a fixed list, so no number or address can ride along. `send`
 * opens an interest, `decline` answers one with a kind no. Each reads as a family would write it on
 * a matrimony site, in each language.
 */
export const INTEREST_TEMPLATES = {
  liked_profile: {
    for: 'send',
    en: 'We liked your profile and would like to know your family.',
    mr: 'आम्हाला आपले प्रोफाइल आवडले; आपल्या कुटुंबाची ओळख करून घ्यायला आवडेल.',
    ta: 'உங்கள் சுயவிவரம் எங்களுக்குப் பிடித்திருக்கிறது; உங்கள் குடும்பத்தைப் பற்றி அறிந்துகொள்ள விரும்புகிறோம்.',
  },
  horoscopes_match: {
    for: 'send',
    en: 'Our horoscopes match; would you like to talk?',
    mr: 'आपल्या पत्रिका जुळतात; आपण बोलूया का?',
    ta: 'நம் ஜாதகங்கள் பொருந்துகின்றன; பேசலாமா?',
  },
  families_meet: {
    for: 'send',
    en: 'Our family would be glad to meet yours.',
    mr: 'आपल्या कुटुंबाला भेटायला आम्हाला आनंद होईल.',
    ta: 'உங்கள் குடும்பத்தைச் சந்திக்க எங்கள் குடும்பம் மகிழ்ச்சி அடையும்.',
  },
  please_consider: {
    for: 'send',
    en: 'Please consider our profile; we look forward to your reply.',
    mr: 'कृपया आमच्या प्रोफाइलचा विचार करावा; आपल्या उत्तराची वाट पाहत आहोत.',
    ta: 'எங்கள் சுயவிவரத்தைப் பரிசீலிக்கவும்; உங்கள் பதிலை எதிர்பார்க்கிறோம்.',
  },
  not_a_match: {
    for: 'decline',
    en: 'Thank you for your interest; we feel this is not the right match for us. We wish you the very best.',
    mr: 'आपण दाखवलेल्या स्वारस्याबद्दल धन्यवाद; पण हे स्थळ आम्हाला अनुरूप वाटत नाही. आपल्याला मनःपूर्वक शुभेच्छा.',
    ta: 'உங்கள் விருப்பத்துக்கு நன்றி; இந்த வரன் எங்களுக்குப் பொருந்தும் என்று தோன்றவில்லை. உங்களுக்கு எங்கள் நல்வாழ்த்துகள்.',
  },
  horoscopes_differ: {
    for: 'decline',
    en: 'Thank you; our horoscopes do not match.',
    mr: 'धन्यवाद; आपल्या पत्रिका जुळत नाहीत.',
    ta: 'நன்றி; நம் ஜாதகங்கள் பொருந்தவில்லை.',
  },
  going_ahead_elsewhere: {
    for: 'decline',
    en: 'Thank you; we are going ahead with another proposal.',
    mr: 'धन्यवाद; आम्ही दुसऱ्या स्थळाशी बोलणी पुढे नेत आहोत.',
    ta: 'நன்றி; நாங்கள் வேறொரு வரனுடன் பேச்சைத் தொடர்கிறோம்.',
  },
  // Only ever written by a marriage (issue 55): never offered in the decline choices.
  found_a_match: {
    for: 'married',
    en: 'We have found a match; we wish you well.',
    mr: 'आमचे लग्न ठरले आहे; आपल्याला मनःपूर्वक शुभेच्छा.',
    ta: 'எங்களுக்கு வரன் அமைந்துவிட்டது; உங்களுக்கு எங்கள் நல்வாழ்த்துகள்.',
  },
} as const satisfies Record<string, { for: 'send' | 'decline' | 'married' } & Record<Language, string>>;

export type InterestTemplateKey = keyof typeof INTEREST_TEMPLATES;
export type InterestTemplateUse = 'send' | 'decline';

const keysFor = (use: InterestTemplateUse) =>
  (Object.keys(INTEREST_TEMPLATES) as InterestTemplateKey[]).filter(
    (key) => INTEREST_TEMPLATES[key].for === use,
  );

export const SEND_TEMPLATES = keysFor('send') as [InterestTemplateKey, ...InterestTemplateKey[]];
export const DECLINE_TEMPLATES = keysFor('decline') as [InterestTemplateKey, ...InterestTemplateKey[]];

/** A template's sentence in a language. */
export function templateText(key: InterestTemplateKey, language: Language): string {
  return INTEREST_TEMPLATES[key][language];
}
