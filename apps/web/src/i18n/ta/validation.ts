import type { Translation } from '../catalogue';

/** Tamil texts: the validation messages of the shared schemas, by key. */
export const taValidation: Translation['validation'] = {
  required: 'இது கட்டாயம்',
  invalidMobile: 'தவறான மொபைல் எண்',
  invalidEmail: 'தவறான மின்னஞ்சல் முகவரி',
  passwordMismatch: 'கடவுச்சொல்லும் மீண்டும் உள்ளிட்ட கடவுச்சொல்லும் ஒன்றாக இல்லை',
  passwordTooShort: 'கடவுச்சொல்லில் குறைந்தது 8 எழுத்துகள் இருக்க வேண்டும்',
  passwordTooLong: 'கடவுச்சொல்லில் அதிகபட்சம் 128 எழுத்துகள் மட்டுமே இருக்கலாம்',
  tooLong: 'மிக நீளமாக உள்ளது',
  invalidValue: 'தவறான மதிப்பு',
  raasiNotOfStarPadham: 'தேர்ந்தெடுத்த நட்சத்திரமும் பாதமும் இந்த ராசியில் வருவதில்லை',
  raasiNotOfStar: 'தேர்ந்தெடுத்த நட்சத்திரம் இந்த ராசியில் வருவதில்லை',
  controlCharacters: 'கண்ணுக்குத் தெரியாத கட்டுப்பாட்டு எழுத்துகள் உள்ளன; தயவுசெய்து மீண்டும் தட்டச்சு செய்யுங்கள்',
  contactDetails:
    'தொடர்பு விவரங்களை (தொலைபேசி, மின்னஞ்சல், UPI அல்லது WhatsApp) மொபைல் எண் பகுதியில் மட்டுமே எழுதுங்கள்.',
  contactDetailsInReport:
    'தொலைபேசி எண், மின்னஞ்சல், UPI அல்லது WhatsApp விவரங்களை இங்கே எழுத வேண்டாம்: அந்தச் சுயவிவரத்தின் தொடர்பு விவரங்கள் எங்களிடம் ஏற்கெனவே உள்ளன; மேலும் ஏதாவது தேவைப்பட்டால் நாங்களே உங்களைத் தொடர்புகொள்வோம்.',
  invalidPincode: 'தவறான அஞ்சல் குறியீடு',
  alternateRepeatsMain: 'மாற்று எண் முதன்மை எண்ணைப் போலவே உள்ளது',
  atMostTwoMobiles: 'அதிகபட்சம் இரண்டு மொபைல் எண்கள்',
  moreThanSisters: 'இது மொத்தச் சகோதரிகளின் எண்ணிக்கையைவிட அதிகம்',
  moreThanBrothers: 'இது மொத்தச் சகோதரர்களின் எண்ணிக்கையைவிட அதிகம்',
  toAgeBelowFromAge: 'அதிகபட்ச வயது குறைந்தபட்ச வயதைவிடக் குறைவாக இருக்கக்கூடாது',
  mobileOrUserId: 'மொபைல் எண் அல்லது உறுப்பினர் எண் — இவற்றில் ஒன்றை மட்டும் கொடுங்கள்',
  unknownProfileStatus: 'தெரியாத சுயவிவர நிலை',
  wrongOldPassword: 'உங்கள் பழைய கடவுச்சொல் சரியில்லை.',
  wrongPassword: 'உங்கள் கடவுச்சொல் சரியில்லை.',
  invalidUtr: 'UTR என்பது உங்கள் UPI செயலியில் கட்டணத்திற்குக் காட்டப்படும் 12 இலக்க எண்',
};
