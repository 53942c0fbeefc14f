import type { Translation } from '../catalogue';

/** Tamil texts: the frame of every page, sign-in, registration and the account pages. */
export const taAccount: Pick<
  Translation,
  | 'app'
  | 'domains'
  | 'nav'
  | 'contact'
  | 'footer'
  | 'banner'
  | 'common'
  | 'login'
  | 'signup'
  | 'changePassword'
  | 'logout'
  | 'forbidden'
  | 'notFound'
  | 'verifyEmail'
> = {
  app: {
    pageTitle: '{{page}} - {{site}}',
    loading: 'ஏற்றப்படுகிறது...',
    skipToContent: 'முக்கியப் பகுதிக்குச் செல்',
    reload: 'மீண்டும் ஏற்று',
    crashTitle: 'ஏதோ தவறு நடந்துவிட்டது...',
    crashBody: 'இந்தப் பக்கத்தைக் காட்ட முடியவில்லை. பக்கத்தை மீண்டும் ஏற்றி, மறுபடி முயற்சி செய்யுங்கள்.',
  },
  domains: {
    varmala: 'வரமாலா',
    tamilmala: 'தமிழ்மாலா',
  },
  nav: {
    events: 'வரன் சந்திப்பு',
    label: 'முதன்மை மெனு',
    language: 'தளத்தின் மொழி',
    myProfile: 'என் சுயவிவரம்',
    family: 'குடும்பம்',
    searchProfile: 'வரன் தேடல்',
    shortlist: 'என் விருப்பப் பட்டியல்',
    interests: 'விருப்பங்கள்',
    interestsNew_one: '{{count}} புதிய விருப்பம்',
    interestsNew_other: '{{count}} புதிய விருப்பங்கள்',
    messages: 'செய்திகள்',
    messagesUnread_one: 'படிக்காத செய்தியுள்ள {{count}} உரையாடல்',
    messagesUnread_other: 'படிக்காத செய்திகளுள்ள {{count}} உரையாடல்கள்',
    menu: 'மெனு',
    help: 'உதவி',
    helpHint: 'WhatsApp மூலம் எங்களிடம் கேளுங்கள்',
    helpEmailHint: 'எங்களுக்கு மின்னஞ்சல் அனுப்புங்கள்',
    logout: 'வெளியேறு',
    login: 'உள்நுழை',
    register: 'பதிவு செய்',
    adminDashboard: 'நிர்வாகப் பலகை',
    adminPending: 'காத்திருப்பவை',
    adminProfiles: 'சுயவிவரங்கள்',
    adminMarriages: 'திருமணங்கள்',
    adminSubscription: 'சந்தாக்கள்',
    adminMatchRule: 'ஜாதக விதி',
    adminReports: 'புகார்கள்',
    adminUnreachable: 'தொடர்பு கிடைக்காத எண்கள்',
    adminSelfies: 'செல்ஃபிகள்',
    verify: 'சரிபார்ப்பு பெறுங்கள்',
    adminPayments: 'கட்டணங்கள்',
    adminEvents: 'வரன் சந்திப்புகள்',
    adminPlans: 'திட்டங்கள்',
    adminAssisted: 'குடும்பப் பதிவு',
  },
  contact: {
    whatsapp: 'WhatsApp மூலம் எங்களுக்கு எழுதுங்கள்',
    email: 'எங்களுக்கு மின்னஞ்சல் அனுப்புங்கள்',
    newTab: '(புதிய தாவலில் திறக்கும்)',
    stuck: 'எங்காவது சிக்கிக்கொண்டீர்களா, அடுத்து என்ன செய்வது என்று தெரியவில்லையா? எங்களிடம் கேளுங்கள், உதவுகிறோம்.',
  },
  footer: {
    label: 'தளத் தகவல்',
    terms: 'பயன்பாட்டு விதிமுறைகள்',
    privacy: 'தனியுரிமைக் கொள்கை',
    safety: 'பாதுகாப்பு',
    copyright: '© {{year}} {{site}}. நம் சமூகங்களுக்கான திருமணத் தகவல் சேவை.',
  },
  banner: {
    label: 'Android செயலி',
    androidApp: '{{site}} இப்போது Android செயலியாகவும் கிடைக்கிறது.',
    getApp: 'செயலியைப் பெறு',
  },
  common: {
    tryAgain: 'தயவுசெய்து மீண்டும் முயற்சி செய்யுங்கள்...',
    submitting: 'அனுப்பப்படுகிறது...',
    placeholder: 'இந்தப் பக்கம் தயாராகிக்கொண்டிருக்கிறது. விரைவில் மீண்டும் வாருங்கள்.',
    select: 'தேர்ந்தெடுக்கவும்...',
    yes: 'ஆம்',
    no: 'இல்லை',
    retry: 'மீண்டும் முயல்',
    notifications: 'அறிவிப்புகள்',
    close: 'மூடு',
    formGettingReady: 'படிவம் தயாராகிறது, சற்றுப் பொறுக்கவும்...',
    cancel: 'ரத்துசெய்',
    stay: 'இந்தப் பக்கத்திலேயே இருங்கள்',
    leave: 'வெளியேறு',
  },
  login: {
    title: 'உள்நுழைவு',
    mobileNo: 'மொபைல் எண்',
    password: 'கடவுச்சொல்',
    submit: 'உள்நுழை',
    failed: 'உள்நுழைய முடியவில்லை',
    newHere: '{{site}} தளத்திற்குப் புதியவரா?',
    signupLink: 'பதிவு செய்',
    forgotPassword: 'கடவுச்சொல் மறந்துவிட்டதா?',
  },
  signup: {
    title: 'புதிய பதிவு',
    intro: 'மணமகள் அல்லது மணமகன் சுயவிவரத்தைச் சேர்க்க, ஒரு கணக்கைத் தொடங்குங்கள்.',
    profileFor: 'இந்தச் சுயவிவரம் யாருக்காக',
    profileForOptions: {
      self: 'எனக்காக',
      son: 'என் மகனுக்காக',
      daughter: 'என் மகளுக்காக',
      brother: 'என் சகோதரனுக்காக',
      sister: 'என் சகோதரிக்காக',
      relative: 'உறவினருக்காக',
    },
    name: 'பெயர்',
    nameHintOther: 'உங்கள் சொந்தப் பெயர். மணமகன் அல்லது மணமகளின் பெயர் அடுத்த படியில் கேட்கப்படும்.',
    mobileNo: 'மொபைல் எண்',
    mobileHint: '10 இலக்கங்கள்; முன்னால் +91 அல்லது 0 இருந்தாலும் பரவாயில்லை',
    password: 'கடவுச்சொல்',
    passwordHint: 'குறைந்தது 8 எழுத்துகள்',
    confirmPassword: 'கடவுச்சொல்லை மீண்டும் உள்ளிடுக',
    domain: 'சமூகத் தளம்',
    submit: 'பதிவு செய்',
    failed: 'ஏதோ தவறு நடந்துவிட்டது!',
    haveAccount: 'ஏற்கெனவே பதிவு செய்துள்ளீர்களா?',
    loginLink: 'உள்நுழை',
  },
  changePassword: {
    title: 'கடவுச்சொல் மாற்றம்',
    oldPassword: 'பழைய கடவுச்சொல்',
    password: 'புதிய கடவுச்சொல்',
    confirmPassword: 'புதிய கடவுச்சொல்லை மீண்டும் உள்ளிடுக',
    submit: 'கடவுச்சொல்லை மாற்று',
    success: 'உங்கள் கடவுச்சொல் வெற்றிகரமாக மாற்றப்பட்டது...',
    failed: 'கடவுச்சொல்லை மாற்ற முடியவில்லை...',
  },
  logout: {
    title: 'மீண்டும் சந்திப்போம்!',
    description: 'நீங்கள் வெற்றிகரமாக வெளியேறிவிட்டீர்கள்...',
  },
  forbidden: {
    title: 'அனுமதி இல்லை',
    body: 'இந்தப் பக்கத்தைப் பார்க்க உங்களுக்கு அனுமதி இல்லை.',
    profileInactive:
      'உங்கள் சுயவிவரம் செயலில் இல்லை; அதனால் மற்ற சுயவிவரங்களைத் தேடவோ பார்க்கவோ இயலாது. அதைச் சரிபார்க்க எங்களைத் தொடர்புகொள்ளுங்கள்.',
    home: 'முகப்புப் பக்கத்திற்குச் செல்',
  },
  notFound: {
    text: 'இந்தப் பக்கம் கிடைக்கவில்லை',
    body: 'இந்த முகவரியில் எந்தப் பக்கமும் இல்லை. இணைப்பு முழுமையாக இல்லாமல் இருக்கலாம், அல்லது பக்கம் வேறு இடத்திற்கு மாற்றப்பட்டிருக்கலாம்.',
    home: 'முகப்புப் பக்கத்திற்குச் செல்',
  },
  verifyEmail: {
    title: 'மின்னஞ்சல் உறுதிப்படுத்தல்',
    success: 'உங்கள் மின்னஞ்சல் வெற்றிகரமாக உறுதிசெய்யப்பட்டது.',
    failed: 'உங்கள் மின்னஞ்சலை உறுதிசெய்ய முடியவில்லை.',
    callFailed: 'உள்நுழைய முடியவில்லை',
    home: 'முகப்புப் பக்கத்திற்குச் செல்',
  },
};
