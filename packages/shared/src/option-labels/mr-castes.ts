import type { CasteLabels } from './types.js';

/** Labels of the Tamil site's languages, castes and sub-castes: proper names, loaded where they show. */
export const casteLabels: CasteLabels = {
  language: {
    Tamil: 'तमिळ',
    Telugu: 'तेलुगू',
    Saurashtra: 'सौराष्ट्र',
    Christian: 'ख्रिश्चन',
  },
  community: {
    // Tamilmala: Tamil
    'Adi Dravidar': 'आदि द्रविडर',
    Brahmin: 'ब्राह्मण',
    Chettiar: 'चेट्टियार',
    Gounder: 'गौंडर',
    'Isai Vellalar': 'इसै वेळाळर',
    Maruthuvar: 'मरुत्तुवर',
    Meenavar: 'मीनवर',
    Mudaliar: 'मुदलियार',
    Mutharaiyar: 'मुत्तरैयर',
    Nadar: 'नाडार',
    Naidu: 'नायडू',
    Parkavakulam: 'पार्कवकुलम',
    Pillai: 'पिळ्ळै',
    'Thevar / Mukkulathor': 'तेवर / मुक्कुलत्तोर',
    Vanniyar: 'वन्नियर',
    Vishwakarma: 'विश्वकर्मा',
    Yadava: 'यादव',
    // Tamilmala: Telugu
    Arunthathiyar: 'अरुंदतियर',
    'Chettiar / Komati': 'चेट्टियार / कोमटी',
    Devanga: 'देवांग',
    Naicker: 'नायक्कर',
    Reddy: 'रेड्डी',
    // Tamilmala: Saurashtra
    Saurashtra: 'सौराष्ट्र',
    // Tamilmala: Christian
    'Roman Catholic': 'रोमन कॅथलिक',
    CSI: 'सी.एस.आय.',
    Pentecostal: 'पेंटेकॉस्टल',
    'Nadar Christian': 'नाडार ख्रिश्चन',
    Lutheran: 'लुथरन',
  },
  subCaste: {
    Others: 'इतर',
    // Adi Dravidar
    Paraiyar: 'परैयर',
    'Devendrakula Velalar': 'देवेंद्रकुल वेळाळर',
    Arunthathiyar: 'अरुंदतियर',
    Sambavar: 'सांबवर',
    Valluvar: 'वळ्ळुवर',
    // Brahmin
    Iyer: 'अय्यर',
    Iyengar: 'अय्यंगार',
    Gurukkal: 'गुरुक्कळ',
    Madhwa: 'माध्व',
    Niyogi: 'नियोगी',
    Vaidiki: 'वैदिकी',
    // Chettiar
    Nattukottai: 'नाट्टुक्कोट्टै',
    Vaniya: 'वाणिय',
    Beri: 'बेरी',
    Devanga: 'देवांग',
    Vellan: 'वेळ्ळान',
    Kasukkara: 'कासुक्कार',
    Sozhia: 'सोळिय',
    Elur: 'एळूर',
    // Gounder
    'Kongu Vellala': 'कोंगु वेळाळ',
    Vettuva: 'वेट्टुव',
    Urali: 'ऊराळी',
    Kurumba: 'कुरुंब',
    Vokkaliga: 'वोक्कलिग',
    // Isai Vellalar
    Melakkarar: 'मेळक्कारर',
    Nattuvanar: 'नट्टुवनार',
    // Maruthuvar
    Navithar: 'नावितर',
    Ambattar: 'अंबट्टर',
    // Meenavar
    'Parvatha Rajakulam': 'पर्वतराजकुलम',
    Pattinavar: 'पट्टिनवर',
    Paravar: 'परवर',
    Mukkuvar: 'मुक्कुवर',
    // Mudaliar
    Senguntha: 'सेंगुंद',
    Agamudayar: 'अगमुडैयार',
    'Thondaimandala Saiva': 'तोंडैमंडल शैव',
    Arcot: 'आर्काट',
    Saiva: 'शैव',
    // Mutharaiyar
    Ambalakarar: 'अंबलक्कारर',
    Muthuraja: 'मुत्तुराजा',
    Servai: 'सेर्वै',
    Valaiyar: 'वलैयर',
    // Nadar
    'Hindu Nadar': 'हिंदू नाडार',
    'Kongu Nadar': 'कोंगु नाडार',
    Gramani: 'ग्रामणी',
    Nadar: 'नाडार',
    // Naidu
    Kamma: 'कम्मा',
    Balija: 'बलिजा',
    Gavara: 'गवरा',
    Kavarai: 'कवरै',
    Velama: 'वेलमा',
    // Parkavakulam
    Udayar: 'उडैयार',
    Moopanar: 'मूप्पनार',
    Nathaman: 'नत्तमान',
    Malayaman: 'मलैयमान',
    Surutimar: 'सुरुतिमार',
    // Pillai and Vellalar
    'Saiva Pillai': 'शैव पिळ्ळै',
    Karkathar: 'कार्कात्तार',
    'Nanjil Nattu Vellalar': 'नांजिल नाट्टु वेळ्ळाळर',
    'Chozhia Vellalar': 'चोळिय वेळ्ळाळर',
    'Karaikattu Vellalar': 'कारैक्काट्टु वेळ्ळाळर',
    'Kodikal Pillai': 'कोडिक्काल पिळ्ळै',
    Othuvar: 'ओदुवार',
    Vellalar: 'वेळ्ळाळर',
    // Thevar / Mukkulathor
    Kallar: 'कळ्ळर',
    Maravar: 'मरवर',
    // Vanniyar
    'Vanniya Kula Kshatriya': 'वन्निय कुल क्षत्रिय',
    Padayachi: 'पडैयाच्ची',
    Gounder: 'गौंडर',
    Naicker: 'नायक्कर',
    // Vishwakarma
    Achari: 'आचारी',
    Kollar: 'कोल्लर',
    Thachar: 'तच्चर',
    Kannar: 'कन्नार',
    Sirpi: 'सिर्पी',
    Thattar: 'तट्टार',
    // Yadava
    Konar: 'कोनार',
    Idaiyar: 'इडैयर',
    Golla: 'गोल्ला',
    // Arunthathiyar
    Chakkiliyar: 'चक्किलियर',
    Madari: 'मादारी',
    Madiga: 'मादिगा',
    // Chettiar / Komati
    'Arya Vysya': 'आर्य वैश्य',
    Komati: 'कोमटी',
    '24 Manai Telugu Chettiar': '24 मनै तेलुगू चेट्टियार',
    'Balija Chettiar': 'बलिजा चेट्टियार',
    // Devanga
    'Devanga Chettiar': 'देवांग चेट्टियार',
    Jadar: 'जाडर',
    Senapathi: 'सेनापती',
    // Naicker
    'Thottiya Naicker': 'तोट्टिय नायक्कर',
    'Kambalathu Naicker': 'कंबळत्तु नायक्कर',
    Rajakambalam: 'राजकंबळम',
    // Reddy
    'Pakanati Reddy': 'पाकनाटी रेड्डी',
    'Motati Reddy': 'मोताटी रेड्डी',
    'Panta Reddy': 'पंटा रेड्डी',
    'Desur Reddy': 'देसूर रेड्डी',
    // Saurashtra
    Pattunulkarar: 'पट्टुनूलकारर',
    'Saurashtra Brahmin': 'सौराष्ट्र ब्राह्मण',
    // Christian
    'Latin Catholic': 'लॅटिन कॅथलिक',
    'Adi Dravidar': 'आदि द्रविडर',
    'Assemblies of God': 'असेंब्लीज ऑफ गॉड',
    'The Pentecostal Mission': 'द पेंटेकॉस्टल मिशन',
    'Indian Pentecostal Church': 'इंडियन पेंटेकॉस्टल चर्च',
    CSI: 'सी.एस.आय.',
    'Roman Catholic': 'रोमन कॅथलिक',
    Pentecostal: 'पेंटेकॉस्टल',
    'Tamil Evangelical Lutheran Church': 'तमिळ इव्हँजेलिकल लुथरन चर्च',
    'Arcot Lutheran Church': 'आर्काट लुथरन चर्च',
  },
};
