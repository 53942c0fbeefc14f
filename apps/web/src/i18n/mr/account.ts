import type { Translation } from '../catalogue';

type AccountTexts = Pick<
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
>;

/** Marathi texts: the frame of every page, and the account pages. */
export const accountTexts: AccountTexts = {
  app: {
    pageTitle: '{{page}} - {{site}}',
    loading: 'लोड होत आहे...',
    skipToContent: 'मुख्य मजकुराकडे जा',
    reload: 'पुन्हा लोड करा',
    crashTitle: 'काहीतरी चुकले...',
    crashBody: 'हे पान दाखवता आले नाही. कृपया पान पुन्हा लोड करून पुन्हा प्रयत्न करा.',
  },
  domains: {
    varmala: 'वरमाला',
    tamilmala: 'तमिळमाला',
  },
  nav: {
    label: 'मुख्य मेनू',
    language: 'साइटची भाषा',
    myProfile: 'माझे प्रोफाइल',
    family: 'कुटुंब',
    events: 'मेळावा',
    searchProfile: 'स्थळ शोधा',
    shortlist: 'माझी पसंती यादी',
    interests: 'स्वारस्य',
    interestsNew_one: '{{count}} नवीन स्वारस्य',
    interestsNew_other: '{{count}} नवीन स्वारस्ये',
    messages: 'संदेश',
    messagesUnread_one: 'न वाचलेले संदेश असलेले {{count}} संभाषण',
    messagesUnread_other: 'न वाचलेले संदेश असलेली {{count}} संभाषणे',
    menu: 'मेनू',
    help: 'मदत',
    helpHint: 'WhatsApp वर आम्हाला विचारा',
    helpEmailHint: 'आम्हाला ई-मेल करा',
    logout: 'लॉग आउट',
    login: 'लॉग इन',
    register: 'नोंदणी',
    adminDashboard: 'डॅशबोर्ड',
    adminPending: 'प्रतीक्षेत',
    adminProfiles: 'प्रोफाइल',
    adminMarriages: 'विवाह',
    adminSubscription: 'सदस्यत्व',
    adminMatchRule: 'पत्रिका नियम',
    adminReports: 'तक्रारी',
    adminUnreachable: 'न लागणारे नंबर',
    adminSelfies: 'सेल्फी',
    verify: 'पडताळणी करा',
    adminPayments: 'पेमेंट्स',
    adminEvents: 'मेळावे',
    adminPlans: 'प्लॅन',
    adminAssisted: 'कुटुंबाची नोंदणी',
  },
  contact: {
    whatsapp: 'आम्हाला WhatsApp वर लिहा',
    email: 'आम्हाला ई-मेल करा',
    newTab: '(नवीन टॅबमध्ये उघडते)',
    stuck: 'काही अडले आहे, किंवा पुढे काय करावे ते कळत नाही? आम्हाला विचारा, आम्ही मदत करू.',
  },
  footer: {
    label: 'साइटविषयी माहिती',
    terms: 'वापराच्या अटी',
    privacy: 'गोपनीयता धोरण',
    safety: 'सुरक्षितता',
    copyright: '© {{year}} {{site}}. आपल्या समाजांसाठी वधू-वर सूचक मंडळ.',
  },
  banner: {
    label: 'Android ॲप',
    androidApp: '{{site}} आता Android वरही उपलब्ध आहे.',
    getApp: 'ॲप घ्या',
  },
  common: {
    tryAgain: 'कृपया पुन्हा प्रयत्न करा...',
    submitting: 'पाठवत आहे...',
    placeholder: 'हे पान तयार होत आहे. कृपया थोड्या दिवसांनी पुन्हा पाहा.',
    select: 'निवडा...',
    yes: 'हो',
    no: 'नाही',
    retry: 'पुन्हा प्रयत्न करा',
    notifications: 'सूचना',
    close: 'बंद करा',
    formGettingReady: 'फॉर्म तयार होत आहे, कृपया थोडे थांबा...',
    cancel: 'रद्द करा',
    stay: 'याच पानावर राहा',
    leave: 'पान सोडा',
  },
  login: {
    title: 'लॉग इन',
    mobileNo: 'मोबाईल नंबर',
    password: 'पासवर्ड',
    submit: 'लॉग इन',
    failed: 'लॉग इन झाले नाही',
    newHere: '{{site}}वर नवीन आहात?',
    signupLink: 'नोंदणी करा',
    forgotPassword: 'पासवर्ड विसरलात?',
  },
  signup: {
    title: 'नोंदणी',
    intro: 'वधू किंवा वराचे प्रोफाइल जोडण्यासाठी खाते तयार करा.',
    profileFor: 'हे प्रोफाइल कोणासाठी आहे',
    profileForOptions: {
      self: 'माझ्यासाठी',
      son: 'माझ्या मुलासाठी',
      daughter: 'माझ्या मुलीसाठी',
      brother: 'माझ्या भावासाठी',
      sister: 'माझ्या बहिणीसाठी',
      relative: 'नातेवाइकासाठी',
    },
    name: 'नाव',
    nameHintOther: 'आपले स्वतःचे नाव. वधू किंवा वराचे नाव पुढच्या पायरीत विचारले जाईल.',
    mobileNo: 'मोबाईल नंबर',
    mobileHint: '10 अंकी; सुरुवातीला +91 किंवा 0 असले तरी चालेल',
    password: 'पासवर्ड',
    passwordHint: 'किमान 8 अक्षरे',
    confirmPassword: 'पासवर्ड पुन्हा लिहा',
    domain: 'समाजाची साइट',
    submit: 'नोंदणी करा',
    failed: 'काहीतरी चुकले!',
    haveAccount: 'आधीच नोंदणी केली आहे?',
    loginLink: 'लॉग इन करा',
  },
  changePassword: {
    title: 'पासवर्ड बदला',
    oldPassword: 'जुना पासवर्ड',
    password: 'नवीन पासवर्ड',
    confirmPassword: 'नवीन पासवर्ड पुन्हा लिहा',
    submit: 'पासवर्ड बदला',
    success: 'आपला पासवर्ड यशस्वीरीत्या बदलला आहे...',
    failed: 'पासवर्ड बदलता आला नाही...',
  },
  logout: {
    title: 'पुन्हा भेटूया!',
    description: 'आपण यशस्वीरीत्या लॉग आउट झाला आहात...',
  },
  forbidden: {
    title: 'प्रवेश नाही',
    body: 'हे पान पाहण्याची आपल्याला परवानगी नाही.',
    profileInactive:
      'आपले प्रोफाइल सध्या सक्रिय नाही, त्यामुळे आपण इतर प्रोफाइल शोधू किंवा पाहू शकत नाही. ते तपासून घेण्यासाठी कृपया आमच्याशी संपर्क साधा.',
    home: 'मुख्य पानावर जा',
  },
  notFound: {
    text: 'काहीही सापडले नाही',
    body: 'या पत्त्यावर कोणतेही पान नाही. लिंक अपूर्ण असेल, किंवा पान दुसरीकडे हलवले असेल.',
    home: 'मुख्य पानावर जा',
  },
  verifyEmail: {
    title: 'ई-मेल पडताळणी',
    success: 'आपल्या ई-मेलची पडताळणी यशस्वीरीत्या झाली आहे.',
    failed: 'आपल्या ई-मेलची पडताळणी होऊ शकली नाही.',
    callFailed: 'पडताळणी झाली नाही',
    home: 'मुख्य पानावर जा',
  },
};
