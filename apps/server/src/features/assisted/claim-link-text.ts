import type { Language } from '@varmala/shared';

/**
 * The message that carries a family's claim link, in their language: sent on WhatsApp by the
 * operator today, and by SMS once a driver sends it. Plain text, no greeting by name: the number
 * may be a parent's.
 */
export function claimLinkText(
  language: Language,
  facts: { siteName: string; url: string; days: number },
): string {
  switch (language) {
    case 'mr':
      return `नमस्कार, ${facts.siteName} वर आपले प्रोफाइल आमच्या कार्यालयाने नोंदवले आहे. आपला स्वतःचा पासवर्ड ठेवण्यासाठी ही लिंक उघडा (${facts.days} दिवस, एकदाच वापरता येईल): ${facts.url}`;
    case 'ta':
      return `வணக்கம், ${facts.siteName} தளத்தில் உங்கள் சுயவிவரத்தை எங்கள் அலுவலகம் பதிவு செய்துள்ளது. உங்கள் சொந்தக் கடவுச்சொல்லை அமைக்க இந்த இணைப்பைத் திறங்கள் (${facts.days} நாட்கள், ஒருமுறை மட்டும்): ${facts.url}`;
    default:
      return `Namaste, our office has registered your profile on ${facts.siteName}. Open this link to set your own password (valid ${facts.days} days, once only): ${facts.url}`;
  }
}
