import type { CasteLabels } from './types.js';

/** Labels of the Tamil site's languages, castes and sub-castes: proper names, loaded where they show. */
export const taCastes: CasteLabels = {
  language: {
    Tamil: 'தமிழ்',
    Telugu: 'தெலுங்கு',
    Saurashtra: 'சௌராஷ்டிரா',
    Christian: 'கிறிஸ்தவர்',
  },
  community: {
    // The Tamil site's castes, by language: Tamil.
    'Adi Dravidar': 'ஆதி திராவிடர்',
    Brahmin: 'பிராமணர்',
    Chettiar: 'செட்டியார்',
    Gounder: 'கவுண்டர்',
    'Isai Vellalar': 'இசை வேளாளர்',
    Maruthuvar: 'மருத்துவர்',
    Meenavar: 'மீனவர்',
    Mudaliar: 'முதலியார்',
    Mutharaiyar: 'முத்தரையர்',
    Nadar: 'நாடார்',
    Naidu: 'நாயுடு',
    Parkavakulam: 'பார்க்கவகுலம்',
    Pillai: 'பிள்ளை',
    'Thevar / Mukkulathor': 'தேவர் / முக்குலத்தோர்',
    Vanniyar: 'வன்னியர்',
    Vishwakarma: 'விஸ்வகர்மா',
    Yadava: 'யாதவர்',
    // Telugu.
    Arunthathiyar: 'அருந்ததியர்',
    'Chettiar / Komati': 'செட்டியார் / கோமுட்டி',
    Devanga: 'தேவாங்கர்',
    Naicker: 'நாயக்கர்',
    Reddy: 'ரெட்டியார்',
    // Saurashtra.
    Saurashtra: 'சௌராஷ்டிரர்',
    // Christian.
    'Roman Catholic': 'ரோமன் கத்தோலிக்கர்',
    CSI: 'சி.எஸ்.ஐ.',
    Pentecostal: 'பெந்தெகொஸ்தே',
    'Nadar Christian': 'நாடார் கிறிஸ்தவர்',
    Lutheran: 'லூத்தரன்',
  },
  subCaste: {
    // Adi Dravidar.
    Paraiyar: 'பறையர்',
    'Devendrakula Velalar': 'தேவேந்திரகுல வேளாளர்',
    Arunthathiyar: 'அருந்ததியர்',
    Sambavar: 'சாம்பவர்',
    Valluvar: 'வள்ளுவர்',
    Others: 'மற்றவை',
    // Brahmin.
    Iyer: 'ஐயர்',
    Iyengar: 'ஐயங்கார்',
    Gurukkal: 'குருக்கள்',
    Madhwa: 'மாத்வர்',
    // Chettiar.
    Nattukottai: 'நாட்டுக்கோட்டை',
    Vaniya: 'வாணிய',
    Beri: 'பேரி',
    Devanga: 'தேவாங்க',
    Vellan: 'வெள்ளான்',
    Kasukkara: 'காசுக்கார',
    Sozhia: 'சோழிய',
    Elur: 'ஏழூர்',
    // Gounder.
    'Kongu Vellala': 'கொங்கு வேளாளர்',
    Vettuva: 'வேட்டுவர்',
    Urali: 'ஊராளி',
    Kurumba: 'குரும்பர்',
    Vokkaliga: 'ஒக்கலிகர்',
    // Isai Vellalar.
    Melakkarar: 'மேளக்காரர்',
    Nattuvanar: 'நட்டுவனார்',
    // Maruthuvar.
    Navithar: 'நாவிதர்',
    Ambattar: 'அம்பட்டர்',
    // Meenavar.
    'Parvatha Rajakulam': 'பர்வதராஜகுலம்',
    Pattinavar: 'பட்டினவர்',
    Paravar: 'பரவர்',
    Mukkuvar: 'முக்குவர்',
    // Mudaliar.
    Senguntha: 'செங்குந்தர்',
    Agamudayar: 'அகமுடையார்',
    'Thondaimandala Saiva': 'தொண்டைமண்டல சைவ',
    Arcot: 'ஆற்காடு',
    Saiva: 'சைவ',
    // Mutharaiyar.
    Ambalakarar: 'அம்பலக்காரர்',
    Muthuraja: 'முத்துராஜா',
    Servai: 'சேர்வை',
    Valaiyar: 'வலையர்',
    // Nadar.
    'Hindu Nadar': 'இந்து நாடார்',
    'Kongu Nadar': 'கொங்கு நாடார்',
    Gramani: 'கிராமணி',
    // Naidu.
    Kamma: 'கம்மா',
    Balija: 'பலிஜா',
    Gavara: 'கவரா',
    Kavarai: 'கவரை',
    Velama: 'வேலமா',
    // Parkavakulam.
    Udayar: 'உடையார்',
    Moopanar: 'மூப்பனார்',
    Nathaman: 'நத்தமான்',
    Malayaman: 'மலையமான்',
    Surutimar: 'சுருதிமான்',
    // Pillai.
    'Saiva Pillai': 'சைவப் பிள்ளை',
    Karkathar: 'கார்காத்தார்',
    'Nanjil Nattu Vellalar': 'நாஞ்சில் நாட்டு வேளாளர்',
    'Chozhia Vellalar': 'சோழிய வேளாளர்',
    'Karaikattu Vellalar': 'கரைக்காட்டு வேளாளர்',
    'Kodikal Pillai': 'கொடிக்கால் பிள்ளை',
    Othuvar: 'ஓதுவார்',
    // Thevar / Mukkulathor.
    Kallar: 'கள்ளர்',
    Maravar: 'மறவர்',
    // Vanniyar.
    'Vanniya Kula Kshatriya': 'வன்னிய குல க்ஷத்ரியர்',
    Padayachi: 'படையாச்சி',
    Gounder: 'கவுண்டர்',
    Naicker: 'நாயக்கர்',
    // Vishwakarma.
    Achari: 'ஆசாரி',
    Kollar: 'கொல்லர்',
    Thachar: 'தச்சர்',
    Kannar: 'கன்னார்',
    Sirpi: 'சிற்பி',
    Thattar: 'தட்டார்',
    // Yadava.
    Konar: 'கோனார்',
    Idaiyar: 'இடையர்',
    // Telugu Arunthathiyar.
    Chakkiliyar: 'சக்கிலியர்',
    Madari: 'மாதாரி',
    Madiga: 'மாதிகா',
    // Telugu Brahmin.
    Niyogi: 'நியோகி',
    Vaidiki: 'வைதீகி',
    // Chettiar / Komati.
    'Arya Vysya': 'ஆரிய வைசியர்',
    Komati: 'கோமுட்டி',
    '24 Manai Telugu Chettiar': '24 மனை தெலுங்கு செட்டியார்',
    'Balija Chettiar': 'பலிஜா செட்டியார்',
    // Devanga.
    'Devanga Chettiar': 'தேவாங்க செட்டியார்',
    Jadar: 'ஜாடர்',
    Senapathi: 'சேனாபதி',
    // Naicker.
    'Thottiya Naicker': 'தொட்டிய நாயக்கர்',
    'Kambalathu Naicker': 'கம்பளத்து நாயக்கர்',
    Rajakambalam: 'ராஜகம்பளம்',
    // Reddy.
    'Pakanati Reddy': 'பாகநாட்டி ரெட்டி',
    'Motati Reddy': 'மோட்டாட்டி ரெட்டி',
    'Panta Reddy': 'பண்ட ரெட்டி',
    'Desur Reddy': 'தேசூர் ரெட்டி',
    // Telugu Yadava.
    Golla: 'கொல்லா',
    // Saurashtra.
    Pattunulkarar: 'பட்டுநூல்காரர்',
    'Saurashtra Brahmin': 'சௌராஷ்டிர பிராமணர்',
    // Christian: Roman Catholic, CSI, Nadar Christian.
    'Latin Catholic': 'லத்தீன் கத்தோலிக்கர்',
    Vellalar: 'வேளாளர்',
    Nadar: 'நாடார்',
    'Adi Dravidar': 'ஆதி திராவிடர்',
    CSI: 'சி.எஸ்.ஐ.',
    'Roman Catholic': 'ரோமன் கத்தோலிக்கர்',
    Pentecostal: 'பெந்தெகொஸ்தே',
    // Pentecostal.
    'Assemblies of God': 'அசெம்பிளீஸ் ஆஃப் காட்',
    'The Pentecostal Mission': 'தி பெந்தெகொஸ்தே மிஷன்',
    'Indian Pentecostal Church': 'இந்திய பெந்தெகொஸ்தே சபை',
    // Lutheran.
    'Tamil Evangelical Lutheran Church': 'தமிழ் சுவிசேஷ லூத்தரன் திருச்சபை',
    'Arcot Lutheran Church': 'ஆற்காடு லூத்தரன் திருச்சபை',
  },
};
