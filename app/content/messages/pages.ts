import type { Locale } from "~/domain/locale/locales";

import { PAGES_EN, type PagesMessages } from "./pages.en";

const ar: PagesMessages = {
  crumbs: { home: "الرئيسية", products: "المنتجات" },
  demoCta: {
    title: "شاهد البرنامج يعمل على منتجاتك",
    text: "احجز عرضًا توضيحيًا مع متخصصينا في التأمين. نعرض البرنامج على منتجات وإجراءات مماثلة لمنتجاتك وإجراءاتك، ونجيب عن أسئلتك حول التنفيذ والدعم.",
    schedule: "احجز عرضًا توضيحيًا",
    contact: "اتصل بنا",
  },
  product: {
    profile: "نبذة عن المنتج",
    builtFor: "مصمَّم من أجل",
    keyFeatures: "الميزات الرئيسية",
    otherProducts: "منتجات أخرى",
  },
  services: {
    ctaTitle: "أخبرنا بما تحتاج إليه",
    ctaText: "سواء كان تقريرًا واحدًا أو تنفيذًا كاملًا، سيقترح فريق خدماتنا خطة وفريق عمل وسعرًا.",
  },
  about: { figures: "الشركة بالأرقام" },
  team: { portraitAlt: "صورة {name}، {role}" },
  clients: { place: "{city}، {country}", logoAlt: "شعار {name}" },
  legal: { updated: "آخر تحديث: {date}" },
};

const ml: PagesMessages = {
  crumbs: { home: "ഹോം", products: "ഉൽപ്പന്നങ്ങൾ" },
  demoCta: {
    title: "നിങ്ങളുടെ സ്വന്തം ഉൽപ്പന്നങ്ങളിൽ ഇത് പ്രവർത്തിക്കുന്നത് കാണുക",
    text: "ഞങ്ങളുടെ ഇൻഷുറൻസ് വിദഗ്ധരുമായി ഒരു ഡെമോ ബുക്ക് ചെയ്യുക. നിങ്ങളുടേതിന് സമാനമായ ഉൽപ്പന്നങ്ങളിലും പ്രക്രിയകളിലും ഞങ്ങൾ സോഫ്റ്റ്‌വെയർ പ്രവർത്തിപ്പിച്ചു കാണിക്കുകയും നടപ്പാക്കലിനെയും പിന്തുണയെയും കുറിച്ചുള്ള നിങ്ങളുടെ ചോദ്യങ്ങൾക്ക് ഉത്തരം നൽകുകയും ചെയ്യും.",
    schedule: "ഡെമോ ബുക്ക് ചെയ്യുക",
    contact: "ബന്ധപ്പെടുക",
  },
  product: {
    profile: "ഉൽപ്പന്ന പ്രൊഫൈൽ",
    builtFor: "ആർക്കുവേണ്ടി",
    keyFeatures: "പ്രധാന സവിശേഷതകൾ",
    otherProducts: "മറ്റ് ഉൽപ്പന്നങ്ങൾ",
  },
  services: {
    ctaTitle: "നിങ്ങൾക്ക് എന്താണ് വേണ്ടതെന്ന് ഞങ്ങളോട് പറയുക",
    ctaText: "ഒരു റിപ്പോർട്ടായാലും സമ്പൂർണ്ണ നടപ്പാക്കലായാലും, ഞങ്ങളുടെ സേവന ടീം ഒരു പദ്ധതിയും ടീമും വിലയും നിർദ്ദേശിക്കും.",
  },
  about: { figures: "കമ്പനി അക്കങ്ങളിൽ" },
  team: { portraitAlt: "{name}, {role} – ഛായാചിത്രം" },
  clients: { place: "{city}, {country}", logoAlt: "{name} ലോഗോ" },
  legal: { updated: "അവസാനം പുതുക്കിയത്: {date}" },
};

const hi: PagesMessages = {
  crumbs: { home: "होम", products: "उत्पाद" },
  demoCta: {
    title: "इसे अपने ही उत्पादों पर काम करते हुए देखें",
    text: "हमारे बीमा विशेषज्ञों के साथ डेमो बुक करें। हम आपके जैसे उत्पादों और प्रक्रियाओं पर सॉफ़्टवेयर चलाकर दिखाते हैं, और कार्यान्वयन व सहायता से जुड़े आपके प्रश्नों के उत्तर देते हैं।",
    schedule: "डेमो बुक करें",
    contact: "संपर्क करें",
  },
  product: {
    profile: "उत्पाद परिचय",
    builtFor: "किनके लिए",
    keyFeatures: "मुख्य विशेषताएँ",
    otherProducts: "अन्य उत्पाद",
  },
  services: {
    ctaTitle: "हमें बताएँ कि आपको क्या चाहिए",
    ctaText: "चाहे एक रिपोर्ट हो या पूरा कार्यान्वयन, हमारी सेवा टीम एक योजना, एक टीम और एक क़ीमत प्रस्तावित करेगी।",
  },
  about: { figures: "आँकड़ों में कंपनी" },
  team: { portraitAlt: "{name}, {role} का चित्र" },
  clients: { place: "{city}, {country}", logoAlt: "{name} का लोगो" },
  legal: { updated: "अंतिम अपडेट: {date}" },
};

/** Every language's content pages' words; only loaders import this (a page carries its own language's). */
export const PAGES_MESSAGES: Record<Locale, PagesMessages> = { en: PAGES_EN, ar, ml, hi };
