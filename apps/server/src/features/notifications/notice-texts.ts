import type { EmailFrequency, Language, NotificationData, NotificationKind } from '@varmala/shared';

/** One line a notice says, in the member's language; `mid` is the other family's member id. */
type Say = (data: NotificationData) => string;

const date = (iso: string | undefined) => (iso ? iso.slice(0, 10) : '');

const LINES: Readonly<Record<Language, Record<NotificationKind, Say>>> = {
  en: {
    interest_received: (d) => `Member ${d.mid ?? ''} has sent you an interest.`,
    interest_accepted: (d) => `Member ${d.mid ?? ''} accepted your interest.`,
    interest_declined: (d) => `Member ${d.mid ?? ''} declined your interest.`,
    profile_approved: () => 'Your profile is approved: other members can now see it.',
    profile_rejected: () => 'Your profile was not approved. We have written to you why.',
    profile_changes_approved: () => 'The changes to your profile are approved.',
    subscription_granted: (d) => `Your subscription is active until ${date(d.end_date)}.`,
    subscription_ending: (d) => `Your subscription ends on ${date(d.end_date)}.`,
    subscription_ended: () => 'Your subscription has ended.',
    refund_decided: (d) =>
      d.refunded
        ? `The download of ${d.mid ?? 'a profile'} was given back to you: the number could not be reached.`
        : `We looked into the number of ${d.mid ?? 'a profile'} you reported; the download stays counted.`,
    confirm_number: () => 'A family could not reach your number. Please check it and confirm it.',
  },
  mr: {
    interest_received: (d) => `सदस्य ${d.mid ?? ''} यांनी आपल्याला स्वारस्य पाठवले आहे.`,
    interest_accepted: (d) => `सदस्य ${d.mid ?? ''} यांनी आपले स्वारस्य स्वीकारले.`,
    interest_declined: (d) => `सदस्य ${d.mid ?? ''} यांनी आपले स्वारस्य नम्रपणे नाकारले.`,
    profile_approved: () => 'आपले प्रोफाइल मंजूर झाले आहे: आता इतर सदस्यांना ते दिसेल.',
    profile_rejected: () => 'आपले प्रोफाइल मंजूर झाले नाही. कारण आम्ही आपल्याला कळवले आहे.',
    profile_changes_approved: () => 'आपल्या प्रोफाइलमधील बदल मंजूर झाले आहेत.',
    subscription_granted: (d) => `आपली सदस्यता ${date(d.end_date)} पर्यंत चालू आहे.`,
    subscription_ending: (d) => `आपली सदस्यता ${date(d.end_date)} रोजी संपेल.`,
    subscription_ended: () => 'आपली सदस्यता संपली आहे.',
    refund_decided: (d) =>
      d.refunded
        ? `${d.mid ?? 'प्रोफाइल'} चा नंबर लागला नाही, म्हणून ते डाउनलोड आपल्याला परत दिले आहे.`
        : `आपण कळवलेल्या ${d.mid ?? 'प्रोफाइल'} च्या नंबरची आम्ही तपासणी केली; डाउनलोड मोजलेलेच राहील.`,
    confirm_number: () => 'एका कुटुंबाला आपला नंबर लागला नाही. कृपया तो तपासून निश्चित करा.',
  },
  ta: {
    interest_received: (d) => `உறுப்பினர் ${d.mid ?? ''} உங்களுக்கு விருப்பம் அனுப்பியுள்ளார்.`,
    interest_accepted: (d) => `உறுப்பினர் ${d.mid ?? ''} உங்கள் விருப்பத்தை ஏற்றுக்கொண்டார்.`,
    interest_declined: (d) => `உறுப்பினர் ${d.mid ?? ''} உங்கள் விருப்பத்தைப் பணிவுடன் மறுத்துவிட்டார்.`,
    profile_approved: () => 'உங்கள் சுயவிவரம் ஏற்கப்பட்டது: இனி மற்ற உறுப்பினர்கள் அதைப் பார்க்கலாம்.',
    profile_rejected: () => 'உங்கள் சுயவிவரம் ஏற்கப்படவில்லை. காரணத்தை உங்களுக்கு எழுதியுள்ளோம்.',
    profile_changes_approved: () => 'உங்கள் சுயவிவரத்தில் செய்த மாற்றங்கள் ஏற்கப்பட்டன.',
    subscription_granted: (d) => `உங்கள் சந்தா ${date(d.end_date)} வரை செயலில் உள்ளது.`,
    subscription_ending: (d) => `உங்கள் சந்தா ${date(d.end_date)} அன்று முடிவடைகிறது.`,
    subscription_ended: () => 'உங்கள் சந்தா முடிவடைந்தது.',
    refund_decided: (d) =>
      d.refunded
        ? `${d.mid ?? 'சுயவிவரத்தின்'} எண்ணைத் தொடர்புகொள்ள முடியாததால், அந்தப் பதிவிறக்கம் உங்களுக்குத் திருப்பித் தரப்பட்டது.`
        : `நீங்கள் தெரிவித்த ${d.mid ?? 'சுயவிவரத்தின்'} எண்ணைச் சரிபார்த்தோம்; பதிவிறக்கம் கணக்கில் இருக்கும்.`,
    confirm_number: () => 'ஒரு குடும்பத்தால் உங்கள் எண்ணைத் தொடர்புகொள்ள முடியவில்லை. அதைச் சரிபார்த்து உறுதிப்படுத்துங்கள்.',
  },
};

/** The page of the site a notice opens. */
export function pageOf(kind: NotificationKind): string {
  switch (kind) {
    case 'interest_received':
      return '/interests/received';
    case 'interest_accepted':
      return '/interests/accepted';
    case 'interest_declined':
      return '/interests/sent';
    case 'profile_approved':
    case 'profile_rejected':
    case 'profile_changes_approved':
      return '/profile/edit/basic';
    case 'subscription_granted':
    case 'subscription_ending':
    case 'subscription_ended':
    case 'refund_decided':
      return '/subscription';
    default:
      return '/home';
  }
}

export const noticeLine = (language: Language, kind: NotificationKind, data: NotificationData): string =>
  LINES[language][kind](data).replace(/\s+/g, ' ').trim();

const SITE: Readonly<Record<Language, string>> = { en: 'Varmala', mr: 'वरमाला', ta: 'வரமாலா' };

/** Subjects of the mails: one notice, or a digest of several. */
export const SUBJECTS = {
  instant: (language: Language, line: string) => `${SITE[language]}: ${line}`,
  digest: (language: Language, count: number, newMatches: number) =>
    ({
      en: `Varmala: ${count + newMatches > 1 ? 'news' : 'one piece of news'} for you`,
      mr: 'वरमाला: आपल्यासाठी नवीन माहिती',
      ta: 'வரமாலா: உங்களுக்கான புதிய செய்திகள்',
    })[language],
};

export const NEW_MATCHES: Readonly<Record<Language, (n: number) => string>> = {
  en: (n) => (n === 1 ? 'One new profile fits your preferences.' : `${n} new profiles fit your preferences.`),
  mr: (n) => `आपल्या अपेक्षांशी जुळणारी ${n} नवीन प्रोफाइल्स आहेत.`,
  ta: (n) => `உங்கள் விருப்பங்களுக்குப் பொருந்தும் ${n} புதிய சுயவிவரங்கள் உள்ளன.`,
};

export const OPEN_SITE: Readonly<Record<Language, string>> = {
  en: 'See it on the site:',
  mr: 'संकेतस्थळावर पाहा:',
  ta: 'தளத்தில் பாருங்கள்:',
};

/** Why the mail came, and how to stop it: the foot of every notice mail. */
export function whyFooter(
  language: Language,
  frequency: EmailFrequency,
  settingsUrl: string,
  unsubscribeUrl: string,
) {
  const how = {
    en: {
      instant: 'as soon as something happens',
      daily: 'once a day at most',
      weekly: 'once a week at most',
      off: '',
    },
    mr: {
      instant: 'काही घडताच लगेच',
      daily: 'दिवसातून जास्तीत जास्त एकदा',
      weekly: 'आठवड्यातून जास्तीत जास्त एकदा',
      off: '',
    },
    ta: {
      instant: 'ஏதாவது நடந்தவுடன்',
      daily: 'நாளுக்கு அதிகபட்சம் ஒருமுறை',
      weekly: 'வாரத்துக்கு அதிகபட்சம் ஒருமுறை',
      off: '',
    },
  }[language][frequency];
  switch (language) {
    case 'mr':
      return [
        '--',
        `हा ई-मेल आपल्याला आला कारण आपले वरमाला खाते या पत्त्यावर सूचना मागते (${how}). आम्ही जाहिराती कधीच पाठवत नाही.`,
        `सूचना केव्हा यावी ते बदला: ${settingsUrl}`,
        `ई-मेल पूर्णपणे बंद करा (लॉगिन न करता): ${unsubscribeUrl}`,
      ];
    case 'ta':
      return [
        '--',
        `உங்கள் வரமாலா கணக்கு இந்த முகவரிக்கு அறிவிப்புகளைக் கேட்டுள்ளதால் இந்த மின்னஞ்சல் வந்தது (${how}). நாங்கள் விளம்பரங்களை ஒருபோதும் அனுப்புவதில்லை.`,
        `அறிவிப்புகள் எப்போது வர வேண்டும் என்பதை மாற்ற: ${settingsUrl}`,
        `மின்னஞ்சல்களை முழுமையாக நிறுத்த (உள்நுழையாமல்): ${unsubscribeUrl}`,
      ];
    default:
      return [
        '--',
        `You receive this because your Varmala account asks for notices at this address (${how}). We never send advertising.`,
        `Change when notices come: ${settingsUrl}`,
        `Stop all e-mails (no login needed): ${unsubscribeUrl}`,
      ];
  }
}
