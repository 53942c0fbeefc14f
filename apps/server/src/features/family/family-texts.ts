import type { Language } from '@varmala/shared';

/**
 * The SMS texts of a family's invitations and of a candidate's own login, in the reader's
 * language. Plain text, no name: the number may be shared in the house.
 */
export function inviteText(
  language: Language,
  facts: { siteName: string; url: string; days: number },
): string {
  switch (language) {
    case 'mr':
      return `नमस्कार, ${facts.siteName} वर एका प्रोफाइलचे काम आपल्यासोबत पाहण्यासाठी कुटुंबाने आपल्याला आमंत्रित केले आहे. लॉग इन करा किंवा नोंदणी करा आणि ही लिंक उघडा (${facts.days} दिवस, एकदाच): ${facts.url}`;
    case 'ta':
      return `வணக்கம், ${facts.siteName} தளத்தில் ஒரு சுயவிவரத்தை உங்களுடன் சேர்ந்து நடத்த குடும்பத்தினர் உங்களை அழைத்துள்ளனர். உள்நுழைந்து அல்லது பதிவு செய்து இந்த இணைப்பைத் திறங்கள் (${facts.days} நாட்கள், ஒருமுறை மட்டும்): ${facts.url}`;
    default:
      return `Namaste, your family has invited you to help run a profile on ${facts.siteName}. Log in or sign up, then open this link (valid ${facts.days} days, once only): ${facts.url}`;
  }
}

export function candidateLoginText(
  language: Language,
  facts: { siteName: string; url: string; days: number },
): string {
  switch (language) {
    case 'mr':
      return `नमस्कार, ${facts.siteName} वर आपले प्रोफाइल आपल्या कुटुंबाने नोंदवले आहे. आपला स्वतःचा पासवर्ड ठेवून स्वतः लॉग इन करण्यासाठी ही लिंक उघडा (${facts.days} दिवस, एकदाच): ${facts.url}`;
    case 'ta':
      return `வணக்கம், ${facts.siteName} தளத்தில் உங்கள் சுயவிவரத்தை உங்கள் குடும்பத்தினர் பதிவு செய்துள்ளனர். உங்கள் சொந்தக் கடவுச்சொல்லை அமைத்து நீங்களே உள்நுழைய இந்த இணைப்பைத் திறங்கள் (${facts.days} நாட்கள், ஒருமுறை மட்டும்): ${facts.url}`;
    default:
      return `Namaste, your family has registered your profile on ${facts.siteName}. Open this link to set your own password and log in yourself (valid ${facts.days} days, once only): ${facts.url}`;
  }
}
