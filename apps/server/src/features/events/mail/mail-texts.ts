import type { Language, RefusalReason } from '@varmala/shared';
import type { Site } from '../../../config.js';
import { type Addressee, greeting } from './greeting.js';

export interface Mail {
  subject: string;
  text: string;
}

const mail = (subject: string, to: Addressee, language: Language, lines: string[]): Mail => ({
  subject,
  text: [greeting(to, language), '', ...lines].join('\n'),
});

export interface RefusalDetails {
  mid: string;
  reason: RefusalReason;
  site: Site;
  whatsapp: string | undefined;
  supportEmail: string | undefined;
}

const REFUSAL_REASON_LINES: Readonly<Record<Language, Record<RefusalReason, [string, string]>>> = {
  en: {
    incomplete: [
      'Your profile is missing details we need before others can see it.',
      'Please fill in every step of your profile and add a photo, then write to us and we will look at it again.',
    ],
    photo_not_suitable: [
      "The photo is not suitable. We need a clear, recent photo of the bride's or groom's face, on their own.",
      'Please upload such a photo, then write to us and we will look at it again.',
    ],
    contact_in_text: [
      'The profile has phone numbers, e-mail or other contact details in its text. They may be given only in the mobile number field.',
      'Please remove them, then write to us and we will look at it again.',
    ],
    duplicate: [
      'Another profile of the same person is already registered.',
      'Please use that profile. If this is a mistake, write to us.',
    ],
    not_community: [
      'The profile does not belong to the community this site serves.',
      'If this is a mistake, write to us.',
    ],
    other: ['We need to talk to you about the profile.', 'Please write to us to know more.'],
    rules_not_met: [
      'Your profile does not meet the rules of this site.',
      'Please write to us to know what to change, and we will look at it again.',
    ],
  },
  mr: {
    incomplete: [
      'इतरांना प्रोफाइल दाखवण्याआधी लागणारी माहिती आपल्या प्रोफाइलमध्ये अपूर्ण आहे.',
      'कृपया प्रोफाइलचे सर्व टप्पे भरा आणि फोटो जोडा, मग आम्हाला कळवा; आम्ही प्रोफाइल पुन्हा पाहू.',
    ],
    photo_not_suitable: [
      'फोटो योग्य नाही. आम्हाला वधू किंवा वराचा चेहरा स्पष्ट दिसणारा, अलीकडचा आणि एकट्याचा फोटो हवा आहे.',
      'कृपया असा फोटो अपलोड करा, मग आम्हाला कळवा; आम्ही प्रोफाइल पुन्हा पाहू.',
    ],
    contact_in_text: [
      'प्रोफाइलच्या मजकुरात फोन नंबर, ई-मेल किंवा इतर संपर्क तपशील आहेत. संपर्क तपशील फक्त मोबाईल नंबरच्या जागीच द्यायचे असतात.',
      'कृपया ते काढून टाका, मग आम्हाला कळवा; आम्ही प्रोफाइल पुन्हा पाहू.',
    ],
    duplicate: [
      'याच व्यक्तीचे दुसरे प्रोफाइल आधीच नोंदलेले आहे.',
      'कृपया तेच प्रोफाइल वापरा. ही चूक वाटत असल्यास आम्हाला कळवा.',
    ],
    not_community: ['हे प्रोफाइल या संकेतस्थळाच्या समाजातील नाही.', 'ही चूक वाटत असल्यास आम्हाला कळवा.'],
    other: ['प्रोफाइलबद्दल आम्हाला आपल्याशी बोलायचे आहे.', 'अधिक माहितीसाठी कृपया आम्हाला संपर्क करा.'],
    rules_not_met: [
      'आपले प्रोफाइल या संकेतस्थळाच्या नियमांत बसत नाही.',
      'काय बदलायचे ते जाणून घेण्यासाठी कृपया आम्हाला संपर्क करा; आम्ही प्रोफाइल पुन्हा पाहू.',
    ],
  },
  ta: {
    incomplete: [
      'மற்றவர்களுக்குக் காட்டுவதற்கு முன் தேவையான விவரங்கள் உங்கள் சுயவிவரத்தில் முழுமையாக இல்லை.',
      'சுயவிவரத்தின் எல்லாப் பகுதிகளையும் நிரப்பி ஒரு புகைப்படத்தையும் சேர்த்த பிறகு எங்களுக்குத் தெரிவியுங்கள்; மீண்டும் பார்க்கிறோம்.',
    ],
    photo_not_suitable: [
      'புகைப்படம் பொருத்தமாக இல்லை. மணமகள் அல்லது மணமகனின் முகம் தெளிவாகத் தெரியும், சமீபத்தில் தனியாக எடுத்த புகைப்படம் தேவை.',
      'அத்தகைய புகைப்படத்தைப் பதிவேற்றிய பிறகு எங்களுக்குத் தெரிவியுங்கள்; மீண்டும் பார்க்கிறோம்.',
    ],
    contact_in_text: [
      'சுயவிவர விவரங்களில் தொலைபேசி எண், மின்னஞ்சல் போன்ற தொடர்பு விவரங்கள் உள்ளன. அவை மொபைல் எண் பகுதியில் மட்டுமே இருக்க வேண்டும்.',
      'அவற்றை நீக்கிய பிறகு எங்களுக்குத் தெரிவியுங்கள்; மீண்டும் பார்க்கிறோம்.',
    ],
    duplicate: [
      'இதே நபருக்கு வேறொரு சுயவிவரம் ஏற்கெனவே பதிவாகியுள்ளது.',
      'அந்தச் சுயவிவரத்தையே பயன்படுத்துங்கள். இது தவறு என்றால் எங்களுக்குத் தெரிவியுங்கள்.',
    ],
    not_community: [
      'இந்தச் சுயவிவரம் இந்தத் தளம் சேவை செய்யும் சமூகத்தைச் சேர்ந்ததாக இல்லை.',
      'இது தவறு என்றால் எங்களுக்குத் தெரிவியுங்கள்.',
    ],
    other: ['சுயவிவரம் குறித்து உங்களிடம் பேச வேண்டியுள்ளது.', 'மேலும் விவரங்களுக்கு எங்களைத் தொடர்பு கொள்ளுங்கள்.'],
    rules_not_met: [
      'உங்கள் சுயவிவரம் இந்தத் தளத்தின் விதிமுறைகளுக்கு ஏற்ப இல்லை.',
      'எதை மாற்ற வேண்டும் என்று அறிய எங்களைத் தொடர்பு கொள்ளுங்கள்; மீண்டும் பார்க்கிறோம்.',
    ],
  },
};

/** The operator's WhatsApp or e-mail when set, and the site always. */
function refusalContactLines(language: Language, details: RefusalDetails): string[] {
  const { whatsapp, supportEmail, site } = details;
  const words = {
    en: { whatsapp: 'WhatsApp', email: 'E-mail', site: 'Your profile' },
    mr: { whatsapp: 'WhatsApp', email: 'ई-मेल', site: 'आपले प्रोफाइल' },
    ta: { whatsapp: 'WhatsApp', email: 'மின்னஞ்சல்', site: 'உங்கள் சுயவிவரம்' },
  }[language];
  return [
    ...(whatsapp ? [`${words.whatsapp}: https://wa.me/${whatsapp}`] : []),
    ...(supportEmail ? [`${words.email}: ${supportEmail}`] : []),
    `${words.site}: ${site.url}/profile/edit/basic`,
  ];
}

/** In `users.language` (English before any choice); only greeting, site, mobile's last four and link vary. */
export const MAILS = {
  profileRefused(language: Language, to: Addressee, details: RefusalDetails): Mail {
    const [why, whatNow] = REFUSAL_REASON_LINES[language][details.reason];
    const site = details.site.name;
    const contact = refusalContactLines(language, details);
    switch (language) {
      case 'mr':
        return mail(`आपले ${site} प्रोफाइल मंजूर झाले नाही`, to, language, [
          `आपले प्रोफाइल (${details.mid}) आम्ही सध्या मंजूर करू शकलो नाही, त्यामुळे ते इतर सदस्यांना दिसणार नाही.`,
          '',
          `कारण: ${why}`,
          whatNow,
          '',
          ...contact,
        ]);
      case 'ta':
        return mail(`உங்கள் ${site} சுயவிவரம் ஏற்கப்படவில்லை`, to, language, [
          `உங்கள் சுயவிவரத்தை (${details.mid}) தற்போது எங்களால் ஏற்க முடியவில்லை; அதனால் அது மற்ற உறுப்பினர்களுக்குத் தெரியாது.`,
          '',
          `காரணம்: ${why}`,
          whatNow,
          '',
          ...contact,
        ]);
      default:
        return mail(`Your ${site} profile was not approved`, to, language, [
          `We could not approve your profile (${details.mid}) for now, so other members do not see it.`,
          '',
          `Reason: ${why}`,
          whatNow,
          '',
          ...contact,
        ]);
    }
  },

  confirmNumber(language: Language, to: Addressee, details: { mid: string; site: Site }): Mail {
    const link = `${details.site.url}/home`;
    const site = details.site.name;
    switch (language) {
      case 'mr':
        return mail(`कृपया ${site}वरील आपला मोबाईल नंबर तपासा`, to, language, [
          `आपल्या प्रोफाइलवरील (${details.mid}) मोबाईल नंबरवर एका कुटुंबाला संपर्क होऊ शकला नाही.`,
          'कृपया आपल्या प्रोफाइलमधील नंबर बरोबर आणि चालू आहे का ते तपासा, आणि ही लिंक उघडून तो निश्चित करा:',
          link,
          '',
          'नंबर बदलला असेल, तर प्रोफाइलच्या मूलभूत माहितीत नवीन नंबर द्या; म्हणजे इच्छुक कुटुंबांना आपल्याशी बोलता येईल.',
        ]);
      case 'ta':
        return mail(`${site}: உங்கள் மொபைல் எண்ணைச் சரிபாருங்கள்`, to, language, [
          `உங்கள் சுயவிவரத்தில் (${details.mid}) உள்ள மொபைல் எண்ணில் ஒரு குடும்பத்தால் உங்களைத் தொடர்புகொள்ள முடியவில்லை.`,
          'உங்கள் சுயவிவரத்தில் உள்ள எண் சரியானதா, இயங்குகிறதா என்று சரிபார்த்து, இந்த இணைப்பைத் திறந்து உறுதிப்படுத்துங்கள்:',
          link,
          '',
          'எண் மாறியிருந்தால், அடிப்படை விவரங்களில் புதிய எண்ணைக் கொடுங்கள்; அப்போதுதான் விருப்பமுள்ள குடும்பங்கள் உங்களிடம் பேச முடியும்.',
        ]);
      default:
        return mail(`Please check your mobile number on ${site}`, to, language, [
          `A family could not reach you on the mobile number of your profile (${details.mid}).`,
          'Please check that the number in your profile is right and in use, and confirm it by opening this link:',
          link,
          '',
          'If your number has changed, give the new one in your basic details, so that interested families can talk to you.',
        ]);
    }
  },

  emailVerification(language: Language, to: Addressee, { name: site }: Site, link: string): Mail {
    switch (language) {
      case 'mr':
        return mail(`${site}: कृपया आपल्या ई-मेल पत्त्याची पडताळणी करा`, to, language, [
          `हा ई-मेल पत्ता आपल्या ${site} प्रोफाइलचाच आहे, याची खात्री करण्यासाठी ही लिंक उघडा:`,
          link,
          '',
          'ही लिंक एकदाच आणि सात दिवसांपर्यंत चालेल. आपण हा पत्ता कोणत्याही प्रोफाइलमध्ये दिला नसेल, तर या ई-मेलकडे दुर्लक्ष करा.',
        ]);
      case 'ta':
        return mail(`${site}: உங்கள் மின்னஞ்சல் முகவரியை உறுதிப்படுத்துங்கள்`, to, language, [
          `இந்த மின்னஞ்சல் முகவரி உங்கள் ${site} சுயவிவரத்துக்கு உரியது என்பதை உறுதிப்படுத்த, இந்த இணைப்பைத் திறக்கவும்:`,
          link,
          '',
          'இந்த இணைப்பு ஒருமுறை மட்டுமே, ஏழு நாட்களுக்குள் செயல்படும். இந்த முகவரியை நீங்கள் எந்தச் சுயவிவரத்திலும் கொடுக்கவில்லை என்றால், இந்த மின்னஞ்சலைப் பொருட்படுத்த வேண்டாம்.',
        ]);
      default:
        return mail(`Please verify your e-mail address for ${site}`, to, language, [
          `Please confirm that this e-mail address belongs to your ${site} profile by opening this link:`,
          link,
          '',
          'The link works once and for seven days. If you did not add this address to a profile, ignore this message.',
        ]);
    }
  },

  passwordReset(
    language: Language,
    to: Addressee,
    { name: site }: Site,
    mobileEnding: string,
    link: string,
  ): Mail {
    switch (language) {
      case 'mr':
        return mail(`आपला ${site} पासवर्ड पुन्हा सेट करा`, to, language, [
          `ज्या ${site} खात्याच्या मोबाईल नंबरचे शेवटचे अंक ${mobileEnding} आहेत, त्याचा पासवर्ड पुन्हा सेट करण्याची विनंती आम्हाला मिळाली आहे.`,
          'नवीन पासवर्ड निवडण्यासाठी ही लिंक एका तासाच्या आत उघडा:',
          link,
          '',
          'ही लिंक एकदाच चालेल. ही विनंती आपण केली नसेल, तर या ई-मेलकडे दुर्लक्ष करा: आपला पासवर्ड आहे तसाच राहील.',
        ]);
      case 'ta':
        return mail(`உங்கள் ${site} கடவுச்சொல்லை மாற்றுங்கள்`, to, language, [
          `${mobileEnding} என்று முடியும் மொபைல் எண் கொண்ட ${site} கணக்கின் கடவுச்சொல்லை மாற்றித் தரும்படி எங்களுக்குக் கோரிக்கை வந்துள்ளது.`,
          'புதிய கடவுச்சொல்லைத் தேர்வுசெய்ய, ஒரு மணி நேரத்துக்குள் இந்த இணைப்பைத் திறக்கவும்:',
          link,
          '',
          'இந்த இணைப்பு ஒருமுறை மட்டுமே செயல்படும். இந்தக் கோரிக்கையை நீங்கள் அனுப்பவில்லை என்றால், இந்த மின்னஞ்சலைப் பொருட்படுத்த வேண்டாம்: உங்கள் கடவுச்சொல் மாறாது.',
        ]);
      default:
        return mail(`Reset your ${site} password`, to, language, [
          `We were asked to reset the password of the ${site} account with the mobile number ending in ${mobileEnding}.`,
          'To choose a new password, open this link within one hour:',
          link,
          '',
          'The link works once. If you did not ask for this, ignore this message: your password stays as it is.',
        ]);
    }
  },
};
