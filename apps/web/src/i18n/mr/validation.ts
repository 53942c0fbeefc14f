import type { Translation } from '../catalogue';

/** Marathi texts: the validation messages, by the keys of `VALIDATION_MESSAGES`. */
export const validationTexts: Translation['validation'] = {
  required: 'आवश्यक',
  invalidMobile: 'मोबाईल नंबर चुकीचा आहे',
  invalidEmail: 'ई-मेल पत्ता चुकीचा आहे',
  passwordMismatch: 'पासवर्ड आणि पुन्हा लिहिलेला पासवर्ड जुळत नाहीत',
  passwordTooShort: 'पासवर्ड किमान 8 अक्षरांचा असावा',
  passwordTooLong: 'पासवर्ड जास्तीत जास्त 128 अक्षरांचा असावा',
  tooLong: 'खूप मोठे आहे',
  invalidValue: 'चुकीची माहिती',
  raasiNotOfStarPadham: 'निवडलेले नक्षत्र व चरण या राशीत येत नाहीत',
  raasiNotOfStar: 'निवडलेले नक्षत्र या राशीत येत नाही',
  placeNotFound: 'हे ठिकाण आमच्या यादीत नाही: कृपया यादीतून निवडा',
  unknownTimeZone: 'अज्ञात वेळ क्षेत्र: Asia/Kolkata सारखे एखादे द्या',
  controlCharacters: 'यात न दिसणारी नियंत्रण-अक्षरे आहेत; कृपया पुन्हा टाइप करा',
  contactDetails: 'संपर्क माहिती (फोन, ई-मेल, UPI किंवा WhatsApp) फक्त मोबाईल नंबरच्या जागीच लिहा.',
  contactDetailsInReport:
    'कृपया फोन नंबर, ई-मेल, UPI किंवा WhatsApp आयडी लिहू नका: त्या प्रोफाइलची संपर्क माहिती आमच्याकडे आहेच, आणखी काही लागल्यास आम्ही आपल्याशी संपर्क साधू.',
  invalidPincode: 'पिनकोड चुकीचा आहे',
  alternateRepeatsMain: 'दुसरा नंबर मुख्य नंबरसारखाच आहे',
  atMostTwoMobiles: 'जास्तीत जास्त दोन मोबाईल नंबर',
  moreThanSisters: 'ही संख्या एकूण बहिणींपेक्षा जास्त आहे',
  moreThanBrothers: 'ही संख्या एकूण भावांपेक्षा जास्त आहे',
  toAgeBelowFromAge: 'कमाल वय किमान वयापेक्षा कमी असू नये',
  mobileOrUserId: 'मोबाईल नंबर किंवा सदस्याचा क्रमांक यांपैकी एकच द्या',
  unknownProfileStatus: 'प्रोफाइलची ही स्थिती ओळखीची नाही',
  wrongOldPassword: 'आपला जुना पासवर्ड बरोबर नाही.',
  wrongPassword: 'आपला पासवर्ड बरोबर नाही.',
  invalidCode: 'कृपया कोडचे 6 अंक टाका',
  identityNumber:
    'कागदपत्राचा फक्त प्रकार आणि जास्तीत जास्त शेवटचे चार अक्षर/अंक लिहिता येतात: साइट कोणताही ओळख क्रमांक ठेवत नाही.',
  identityNumberInNote:
    'या नोंदीत ओळख क्रमांक असल्यासारखे दिसते (एकत्र चारपेक्षा जास्त अंक, किंवा PAN). फक्त कागदपत्राचा प्रकार आणि त्याचे शेवटचे चार अक्षर/अंक लिहा; तारीख लिहिली तरी चालेल.',
  invalidUtr: 'UTR म्हणजे आपल्या UPI ॲपमध्ये पेमेंटसाठी दिसणारा 12 अंकी क्रमांक',
  notWholeNumber: 'कृपया पूर्ण संख्या अंकांत लिहा, उदा. 30 किंवा 1,500',
  notWholeRupees: 'कृपया रक्कम पूर्ण रुपयांत, अंकांत लिहा, उदा. 1500 किंवा 1,500',
  idLast4TooLong: 'संपूर्ण क्रमांक नव्हे, कागदपत्राचे फक्त शेवटचे चार अक्षर/अंक लिहा: साइट कोणताही ओळख क्रमांक ठेवत नाही.',
};
