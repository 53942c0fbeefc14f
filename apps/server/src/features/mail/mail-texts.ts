import type { Language } from '@varmala/shared';
import { type Addressee, greeting } from './greeting.js';

export interface Mail {
  subject: string;
  text: string;
}

/** Lines of a mail, the greeting first. */
const mail = (subject: string, to: Addressee, language: Language, lines: string[]): Mail => ({
  subject,
  text: [greeting(to, language), '', ...lines].join('\n'),
});

/**
 * The mails the site sends, in the language the member reads it in (`users.language`; English
 * before any choice). Only the greeting, the last four digits of the mobile and the link vary.
 */
export const MAILS = {
  emailVerification(language: Language, to: Addressee, link: string): Mail {
    switch (language) {
      case 'mr':
        return mail('कृपया आपल्या ई-मेल पत्त्याची पडताळणी करा', to, language, [
          'हा ई-मेल पत्ता आपल्या Varmala प्रोफाइलचाच आहे, याची खात्री करण्यासाठी ही लिंक उघडा:',
          link,
          '',
          'ही लिंक एकदाच आणि सात दिवसांपर्यंत चालेल. आपण हा पत्ता कोणत्याही प्रोफाइलमध्ये दिला नसेल, तर या ई-मेलकडे दुर्लक्ष करा.',
        ]);
      case 'ta':
        return mail('உங்கள் மின்னஞ்சல் முகவரியை உறுதிப்படுத்துங்கள்', to, language, [
          'இந்த மின்னஞ்சல் முகவரி உங்கள் Varmala சுயவிவரத்துக்கு உரியது என்பதை உறுதிப்படுத்த, இந்த இணைப்பைத் திறக்கவும்:',
          link,
          '',
          'இந்த இணைப்பு ஒருமுறை மட்டுமே, ஏழு நாட்களுக்குள் செயல்படும். இந்த முகவரியை நீங்கள் எந்தச் சுயவிவரத்திலும் கொடுக்கவில்லை என்றால், இந்த மின்னஞ்சலைப் பொருட்படுத்த வேண்டாம்.',
        ]);
      default:
        return mail('Please verify your e-mail address', to, language, [
          'Please confirm that this e-mail address belongs to your Varmala profile by opening this link:',
          link,
          '',
          'The link works once and for seven days. If you did not add this address to a profile, ignore this message.',
        ]);
    }
  },

  passwordReset(language: Language, to: Addressee, mobileEnding: string, link: string): Mail {
    switch (language) {
      case 'mr':
        return mail('आपला Varmala पासवर्ड पुन्हा सेट करा', to, language, [
          `ज्या Varmala खात्याच्या मोबाईल नंबरचे शेवटचे अंक ${mobileEnding} आहेत, त्याचा पासवर्ड पुन्हा सेट करण्याची विनंती आम्हाला मिळाली आहे.`,
          'नवीन पासवर्ड निवडण्यासाठी ही लिंक एका तासाच्या आत उघडा:',
          link,
          '',
          'ही लिंक एकदाच चालेल. ही विनंती आपण केली नसेल, तर या ई-मेलकडे दुर्लक्ष करा: आपला पासवर्ड आहे तसाच राहील.',
        ]);
      case 'ta':
        return mail('உங்கள் Varmala கடவுச்சொல்லை மாற்றுங்கள்', to, language, [
          `${mobileEnding} என்று முடியும் மொபைல் எண் கொண்ட Varmala கணக்கின் கடவுச்சொல்லை மாற்றித் தரும்படி எங்களுக்குக் கோரிக்கை வந்துள்ளது.`,
          'புதிய கடவுச்சொல்லைத் தேர்வுசெய்ய, ஒரு மணி நேரத்துக்குள் இந்த இணைப்பைத் திறக்கவும்:',
          link,
          '',
          'இந்த இணைப்பு ஒருமுறை மட்டுமே செயல்படும். இந்தக் கோரிக்கையை நீங்கள் அனுப்பவில்லை என்றால், இந்த மின்னஞ்சலைப் பொருட்படுத்த வேண்டாம்: உங்கள் கடவுச்சொல் மாறாது.',
        ]);
      default:
        return mail('Reset your Varmala password', to, language, [
          `We were asked to reset the password of the Varmala account with the mobile number ending in ${mobileEnding}.`,
          'To choose a new password, open this link within one hour:',
          link,
          '',
          'The link works once. If you did not ask for this, ignore this message: your password stays as it is.',
        ]);
    }
  },
};
