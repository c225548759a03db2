import type { Locale } from "~/domain/locale/locales";

import { HOME_EN, type HomeMessages } from "./home.en";

const ar: HomeMessages = {
  description:
    "تطوّر Kavach InsureTech البرمجيات الأساسية للتأمين العام والتكافل والتأمين الطبي والوساطة التأمينية، إلى جانب البوابات الإلكترونية وتطبيقات الجوال، لشركات التأمين والوسطاء ومعيدي التأمين ومشغلي التكافل في الهند ومنطقة الخليج.",
  scheduleDemo: "احجز عرضًا توضيحيًا",
  bannerImageAlt:
    "درع يرمز إلى الحماية التأمينية، تحيط به بطاقات تعرض الوثائق الصادرة والمطالبات المسوّاة وتجديدًا مدفوعًا عبر الإنترنت",
  eyebrows: { products: "المنتجات", testimonials: "آراء العملاء", clients: "العملاء" },
  learnMore: "اعرف المزيد",
  learnMoreAbout: " عن {name}",
  alsoAvailable: "متوفر أيضًا:",
  listSeparator: "، ",
  listEnd: ".",
  logoAlt: "شعار {name}",
  portraitAlt: "صورة {name}",
  carousel: {
    label: "آراء العملاء",
    pause: "إيقاف مؤقت",
    play: "تشغيل",
    pauseName: "إيقاف مؤقت لعرض الآراء",
    playName: "تشغيل عرض الآراء",
    previous: "الرأي السابق",
    next: "الرأي التالي",
    choose: "اختر رأيًا",
    show: "عرض الرأي {n}",
    slide: "{n} من {total}",
  },
};

const ml: HomeMessages = {
  description:
    "ഇന്ത്യയിലെയും ഗൾഫിലെയും ഇൻഷുറർമാർക്കും ബ്രോക്കർമാർക്കും റീഇൻഷുറർമാർക്കും തകാഫുൽ ഓപ്പറേറ്റർമാർക്കുമായി ജനറൽ, തകാഫുൽ, മെഡിക്കൽ, ബ്രോക്കിംഗ് ഇൻഷുറൻസിനുള്ള കോർ സോഫ്റ്റ്‌വെയറും ഓൺലൈൻ പോർട്ടലുകളും മൊബൈൽ ആപ്പുകളും Kavach InsureTech നിർമ്മിക്കുന്നു.",
  scheduleDemo: "ഡെമോ ബുക്ക് ചെയ്യുക",
  bannerImageAlt:
    "ഇൻഷുറൻസ് സംരക്ഷണത്തിന്റെ അടയാളമായ ഒരു പരിച; അതിനു ചുറ്റും നൽകിയ പോളിസികളും തീർപ്പാക്കിയ ക്ലെയിമുകളും ഓൺലൈനായി അടച്ച ഒരു പുതുക്കലും കാണിക്കുന്ന കാർഡുകൾ",
  eyebrows: { products: "ഉൽപ്പന്നങ്ങൾ", testimonials: "അഭിപ്രായങ്ങൾ", clients: "ക്ലയന്റുകൾ" },
  learnMore: "കൂടുതൽ അറിയുക",
  learnMoreAbout: " – {name}",
  alsoAvailable: "ഇവയും ലഭ്യമാണ്:",
  listSeparator: ", ",
  listEnd: ".",
  logoAlt: "{name} ലോഗോ",
  portraitAlt: "{name} – ഛായാചിത്രം",
  carousel: {
    label: "ക്ലയന്റുകളുടെ അഭിപ്രായങ്ങൾ",
    pause: "നിർത്തുക",
    play: "തുടരുക",
    pauseName: "അഭിപ്രായങ്ങളുടെ പ്രദർശനം നിർത്തുക",
    playName: "അഭിപ്രായങ്ങളുടെ പ്രദർശനം തുടരുക",
    previous: "മുമ്പത്തെ അഭിപ്രായം",
    next: "അടുത്ത അഭിപ്രായം",
    choose: "ഒരു അഭിപ്രായം തിരഞ്ഞെടുക്കുക",
    show: "അഭിപ്രായം {n} കാണിക്കുക",
    slide: "{total}-ൽ {n}",
  },
};

const hi: HomeMessages = {
  description:
    "Kavach InsureTech भारत और खाड़ी क्षेत्र के बीमाकर्ताओं, ब्रोकरों, पुनर्बीमाकर्ताओं और तकाफ़ुल ऑपरेटरों के लिए सामान्य, तकाफ़ुल, स्वास्थ्य और ब्रोकिंग बीमा का कोर सॉफ़्टवेयर, ऑनलाइन पोर्टल और मोबाइल ऐप बनाता है।",
  scheduleDemo: "डेमो बुक करें",
  bannerImageAlt:
    "बीमा सुरक्षा का प्रतीक एक ढाल, जिसके चारों ओर जारी की गई पॉलिसियाँ, निपटाए गए दावे और ऑनलाइन भुगतान किया गया नवीनीकरण दिखाने वाले कार्ड हैं",
  eyebrows: { products: "उत्पाद", testimonials: "प्रशंसापत्र", clients: "ग्राहक" },
  learnMore: "और जानें",
  learnMoreAbout: " – {name} के बारे में",
  alsoAvailable: "ये भी उपलब्ध हैं:",
  listSeparator: ", ",
  listEnd: "।",
  logoAlt: "{name} का लोगो",
  portraitAlt: "{name} का चित्र",
  carousel: {
    label: "ग्राहकों के प्रशंसापत्र",
    pause: "रोकें",
    play: "चलाएँ",
    pauseName: "प्रशंसापत्र रोकें",
    playName: "प्रशंसापत्र चलाएँ",
    previous: "पिछला प्रशंसापत्र",
    next: "अगला प्रशंसापत्र",
    choose: "कोई प्रशंसापत्र चुनें",
    show: "प्रशंसापत्र {n} दिखाएँ",
    slide: "{total} में से {n}",
  },
};

/** Every language's home page words; only the home page's loader imports this (a page carries its own language's). */
export const HOME_MESSAGES: Record<Locale, HomeMessages> = { en: HOME_EN, ar, ml, hi };
