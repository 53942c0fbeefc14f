import { formatDate, type Language } from '@varmala/shared';
import type { Site } from '../../config.js';
import { type Addressee, greeting } from '../events/mail/greeting.js';

/**
 * The warning, seven days before an unused profile is paused: when, why, and the one link that
 * keeps it listed (it works without logging in). In the member's language.
 */
export function idleWarningMail(
  language: Language,
  to: Addressee,
  details: { mid: string; site: Site; pauseOn: string; link: string; days: number },
): { subject: string; text: string } {
  const { mid, site, link, days } = details;
  const on = formatDate(details.pauseOn, language);
  const lines = {
    en: [
      `${site.name}: your profile ${mid} will be paused on ${on}`,
      `Nobody has used your profile ${mid} on ${site.name} for about ${days - 7} days. So that families do not write to a profile that is no longer looked after, it will be paused on ${on}: hidden from search and the lists, with nothing deleted.`,
      'If you are still looking for a match, keep it listed with one click (no login needed):',
      link,
      '',
      'If you have found a match, congratulations! You can mark your profile as married on the site.',
    ],
    mr: [
      `${site.name}: आपले प्रोफाइल ${mid} ${on} रोजी थांबवले जाईल`,
      `${site.name} वरील आपले प्रोफाइल ${mid} सुमारे ${days - 7} दिवस कोणी वापरलेले नाही. ज्या प्रोफाइलकडे आता कोणी लक्ष देत नाही त्याला कुटुंबांनी संपर्क करू नये म्हणून ते ${on} रोजी थांबवले जाईल: शोध आणि याद्यांमधून लपवले जाईल, काहीही पुसले जाणार नाही.`,
      'आपण अजूनही स्थळ शोधत असाल, तर एका क्लिकने ते चालू ठेवा (लॉगिनची गरज नाही):',
      link,
      '',
      'आपले लग्न ठरले असेल, तर हार्दिक अभिनंदन! संकेतस्थळावर आपले प्रोफाइल विवाहित म्हणून नोंदवू शकता.',
    ],
    ta: [
      `${site.name}: உங்கள் சுயவிவரம் ${mid} ${on} அன்று நிறுத்தப்படும்`,
      `${site.name} தளத்தில் உங்கள் சுயவிவரம் ${mid} சுமார் ${days - 7} நாட்களாகப் பயன்படுத்தப்படவில்லை. கவனிக்கப்படாத சுயவிவரத்துக்குக் குடும்பங்கள் எழுதாமல் இருக்க, அது ${on} அன்று நிறுத்தப்படும்: தேடலிலும் பட்டியல்களிலும் மறைக்கப்படும், எதுவும் அழிக்கப்படாது.`,
      'நீங்கள் இன்னும் வரன் தேடுகிறீர்கள் என்றால், ஒரே சொடுக்கில் அதைப் பட்டியலில் வைத்திருங்கள் (உள்நுழைய வேண்டியதில்லை):',
      link,
      '',
      'உங்களுக்குத் திருமணம் நிச்சயமாகியிருந்தால், வாழ்த்துகள்! தளத்தில் உங்கள் சுயவிவரத்தைத் திருமணமானதாகக் குறிக்கலாம்.',
    ],
  }[language];
  const [subject, ...body] = lines as [string, ...string[]];
  return { subject, text: [greeting(to, language), '', ...body].join('\n') };
}
