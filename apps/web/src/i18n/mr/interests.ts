import type { Translation } from '../catalogue';

/**
 * Marathi texts of the member's home and the interests. An interest is «स्वारस्य» (plural
 * «स्वारस्ये»), as in the error texts and the interest sentences; «पसंती» is the shortlist.
 */
export const interestTexts: Pick<Translation, 'memberHome' | 'interests'> = {
  memberHome: {
    title: 'माझे मुख्यपृष्ठ',
    since: 'आपल्या मागील भेटीपासून',
    firstVisit: 'गेल्या आठवड्यात काय घडले',
    received_one: '{{count}} स्वारस्य आपल्या उत्तराची वाट पाहत आहे',
    received_other: '{{count}} स्वारस्ये आपल्या उत्तराची वाट पाहत आहेत',
    receivedNone: 'कोणतेही स्वारस्य आपल्या उत्तराची वाट पाहत नाही.',
    answerNow: 'आता उत्तर द्या',
    answered_one: '{{count}} कुटुंबाने आपल्या स्वारस्याला उत्तर दिले',
    answered_other: '{{count}} कुटुंबांनी आपल्या स्वारस्यांना उत्तर दिले',
    answeredNone: 'आपल्या स्वारस्यांना नवीन उत्तरे नाहीत.',
    seeAnswers: 'उत्तरे पाहा',
    shortlisted_one: '{{count}} कुटुंबाने आपले प्रोफाइल पसंती यादीत ठेवले आहे',
    shortlisted_other: '{{count}} कुटुंबांनी आपले प्रोफाइल पसंती यादीत ठेवले आहे',
    shortlistedNone: 'अजून कोणत्याही कुटुंबाने आपले प्रोफाइल पसंती यादीत ठेवलेले नाही.',
    matchesTitle: 'मागील भेटीनंतरची नवीन अनुरूप स्थळे',
    matchesEmpty:
      'मागील भेटीनंतर आपल्या अपेक्षांशी जुळणारे नवीन स्थळ आलेले नाही. रोज नवीन प्रोफाइल मंजूर होतात; तोपर्यंत आपण सर्व स्थळे शोधू शकता.',
    searchProfiles: 'स्थळ शोधा',
    nextTitle: 'पुढे काय करावे',
    next: {
      finish_profile: 'आपले प्रोफाइल पूर्ण करा',
      add_photo: 'फोटो जोडा',
      confirm_number: 'आपला मोबाईल नंबर निश्चित करा',
      set_preferences: 'जोडीदाराबद्दलच्या अपेक्षा नोंदवा',
    },
    nextHint: {
      finish_profile: 'पूर्ण प्रोफाइलला कुटुंबे जास्त प्रतिसाद देतात.',
      add_photo: 'फोटो असलेल्या प्रोफाइलला कितीतरी जास्त स्वारस्ये मिळतात.',
      confirm_number:
        'एका कुटुंबाचा आपल्या नंबरवर संपर्क होऊ शकला नाही. नंबर बरोबर असेल तर निश्चित करा; नसेल तर दुरुस्त करा.',
      set_preferences: 'आपल्याला कसे स्थळ हवे ते सांगा; नवीन अनुरूप स्थळे आम्ही इथे दाखवू.',
    },
    numberIsRight: 'माझा नंबर बरोबर आहे',
    correctNumber: 'माझा नंबर दुरुस्त करा',
    numberConfirmed: 'धन्यवाद, आपला नंबर निश्चित झाला.',
    confirmFailed: 'नंबर निश्चित करता आला नाही',
    loadFailed: 'आपले मुख्यपृष्ठ उघडता आले नाही. कृपया इंटरनेट कनेक्शन तपासून पुन्हा प्रयत्न करा.',
  },
  interests: {
    title: 'स्वारस्य',
    boxes: 'स्वारस्यांचे विभाग',
    tabs: {
      received: 'आलेली',
      sent: 'पाठवलेली',
      accepted: 'स्वीकारलेली',
    },
    count_one: '{{count}} स्वारस्य',
    count_other: '{{count}} स्वारस्ये',
    age: '{{age}} वर्षे',
    photoAlt: '{{name}} यांचा फोटो',
    date: '{{day}} {{month}} {{year}}',
    sentOn: 'पाठवले: {{date}}',
    answeredOn: 'उत्तर: {{date}}',
    theirAnswer: 'त्यांचे उत्तर:',
    yourAnswer: 'आपले उत्तर:',
    status: {
      sent: 'उत्तराची प्रतीक्षा',
      accepted: 'स्वीकारले',
      declined: 'नाकारले',
      withdrawn: 'मागे घेतले',
      expired: 'उत्तर न आल्याने मुदत संपली',
    },
    waitingForYou: 'आपल्या उत्तराची प्रतीक्षा',
    accept: 'स्वीकारा',
    decline: 'नाकारा',
    withdraw: 'मागे घ्या',
    accepted: 'आपण {{name}} यांचे स्वारस्य स्वीकारले',
    declined: 'आपण {{name}} यांचे स्वारस्य नाकारले',
    withdrawn: 'आपण आपले स्वारस्य मागे घेतले',
    acceptFailed: 'स्वारस्य स्वीकारता आले नाही',
    declineFailed: 'स्वारस्य नाकारता आले नाही',
    withdrawFailed: 'स्वारस्य मागे घेता आले नाही',
    declineDialog: {
      title: '{{name}} यांचे स्वारस्य नाकारायचे?',
      description: 'आपण नकार दिल्याचे त्या कुटुंबाला दिसेल. उत्तरासोबत एखादे सौजन्यपूर्ण वाक्य जोडू शकता.',
      sentence: 'आपले उत्तर',
      noSentence: 'वाक्याशिवाय नकार द्या',
      confirm: 'नाकारा',
      cancel: 'रद्द करा',
    },
    withdrawDialog: {
      title: '{{name}} यांना पाठवलेले स्वारस्य मागे घ्यायचे?',
      description: 'ते त्या कुटुंबाला यापुढे दिसणार नाही. नंतर आपण पुन्हा स्वारस्य पाठवू शकता.',
      confirm: 'मागे घ्या',
    },
    empty: {
      received:
        'अजून कोणतेही स्वारस्य आलेले नाही. कुटुंबे आवडलेल्या प्रोफाइलना स्वारस्य पाठवतात: फोटोसह पूर्ण प्रोफाइलला जास्त स्वारस्ये मिळतात.',
      sent: 'आपण अजून कोणालाही स्वारस्य पाठवलेले नाही. स्थळे शोधा आणि आवडलेल्या प्रोफाइलला स्वारस्य पाठवा.',
      accepted:
        'अजून कोणतेही स्वारस्य स्वीकारलेले नाही. आपण एखादे स्वारस्य स्वीकारल्यावर, किंवा एखाद्या कुटुंबाने आपले स्वीकारल्यावर, ते इथे दिसेल.',
    },
    completeProfile: 'माझे प्रोफाइल पूर्ण करा',
    searchProfiles: 'स्थळ शोधा',
    previous: 'मागील',
    next: 'पुढील',
    page: 'पान {{page}} / {{pages}}',
    loadFailed: 'स्वारस्ये उघडता आली नाहीत. कृपया इंटरनेट कनेक्शन तपासून पुन्हा प्रयत्न करा.',
  },
};
