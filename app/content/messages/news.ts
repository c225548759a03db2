import type { Locale } from "~/domain/locale/locales";

import { NEWS_EN, type NewsMessages } from "./news.en";

const ar: NewsMessages = {
  crumbs: { home: "الرئيسية", company: "الشركة", news: "الأخبار" },
  list: {
    title: "الأخبار",
    description:
      "أخبار Kavach InsureTech: إطلاق المنتجات، وتشغيل الأنظمة لدى شركات التأمين ومشغلي التكافل، والجوائز، والفعاليات، والشراكات.",
    lead: "إطلاق المنتجات، وتشغيل الأنظمة لدى شركات التأمين ومشغلي التكافل، والجوائز، والفعاليات، والشراكات: كل جديد في Kavach InsureTech، من الأحدث إلى الأقدم.",
    empty: "لا توجد أخبار لعرضها حاليًا. يُرجى العودة قريبًا.",
  },
  widget: {
    eyebrow: "الأخبار",
    heading: "آخر أخبار Kavach InsureTech",
    text: "تشغيل الأنظمة، وإصدارات المنتجات، والفعاليات، والجوائز.",
    allNews: "جميع الأخبار",
  },
  readStory: "اقرأ الخبر",
  allNews: "جميع الأخبار",
  popularStories: "الأخبار الأكثر قراءة",
  noOtherStories: "لا توجد أخبار أخرى بعد.",
  illustrationAlt: "رسم توضيحي للخبر: {title}",
};

const ml: NewsMessages = {
  crumbs: { home: "ഹോം", company: "കമ്പനി", news: "വാർത്തകൾ" },
  list: {
    title: "വാർത്തകൾ",
    description:
      "Kavach InsureTech-ൽ നിന്നുള്ള വാർത്തകൾ: ഉൽപ്പന്ന ലോഞ്ചുകൾ, ഇൻഷുറർമാരിലും തകാഫുൽ ഓപ്പറേറ്റർമാരിലുമുള്ള ഗോ-ലൈവുകൾ, പുരസ്കാരങ്ങൾ, പരിപാടികൾ, പങ്കാളിത്തങ്ങൾ.",
    lead: "ഉൽപ്പന്ന ലോഞ്ചുകൾ, ഇൻഷുറർമാരിലും തകാഫുൽ ഓപ്പറേറ്റർമാരിലുമുള്ള ഗോ-ലൈവുകൾ, പുരസ്കാരങ്ങൾ, പരിപാടികൾ, പങ്കാളിത്തങ്ങൾ: Kavach InsureTech-ലെ പുതിയ വിശേഷങ്ങൾ, ഏറ്റവും പുതിയത് ആദ്യം.",
    empty: "ഇപ്പോൾ കാണിക്കാൻ വാർത്തകളൊന്നുമില്ല. ദയവായി ഉടൻ വീണ്ടും സന്ദർശിക്കുക.",
  },
  widget: {
    eyebrow: "വാർത്തകൾ",
    heading: "Kavach InsureTech-ൽ നിന്നുള്ള പുതിയ വാർത്തകൾ",
    text: "ഗോ-ലൈവുകൾ, ഉൽപ്പന്ന റിലീസുകൾ, പരിപാടികൾ, പുരസ്കാരങ്ങൾ.",
    allNews: "എല്ലാ വാർത്തകളും",
  },
  readStory: "വാർത്ത വായിക്കുക",
  allNews: "എല്ലാ വാർത്തകളും",
  popularStories: "ജനപ്രിയ വാർത്തകൾ",
  noOtherStories: "മറ്റ് വാർത്തകളൊന്നും ഇതുവരെയില്ല.",
  illustrationAlt: "വാർത്തയുടെ ചിത്രീകരണം: {title}",
};

const hi: NewsMessages = {
  crumbs: { home: "होम", company: "कंपनी", news: "समाचार" },
  list: {
    title: "समाचार",
    description:
      "Kavach InsureTech के समाचार: उत्पाद लॉन्च, बीमाकर्ताओं और तकाफ़ुल ऑपरेटरों के यहाँ गो-लाइव, पुरस्कार, कार्यक्रम और साझेदारियाँ।",
    lead: "उत्पाद लॉन्च, बीमाकर्ताओं और तकाफ़ुल ऑपरेटरों के यहाँ गो-लाइव, पुरस्कार, कार्यक्रम और साझेदारियाँ: Kavach InsureTech में क्या नया है, सबसे नया पहले।",
    empty: "अभी दिखाने के लिए कोई समाचार नहीं है। कृपया जल्द ही फिर देखें।",
  },
  widget: {
    eyebrow: "समाचार",
    heading: "Kavach InsureTech की ताज़ा ख़बरें",
    text: "गो-लाइव, उत्पाद रिलीज़, कार्यक्रम और पुरस्कार।",
    allNews: "सभी समाचार",
  },
  readStory: "पूरी ख़बर पढ़ें",
  allNews: "सभी समाचार",
  popularStories: "लोकप्रिय ख़बरें",
  noOtherStories: "अभी कोई अन्य ख़बर नहीं है।",
  illustrationAlt: "ख़बर का चित्र: {title}",
};

/** Every language's news words; only loaders import this (a page carries its own language's). */
export const NEWS_MESSAGES: Record<Locale, NewsMessages> = { en: NEWS_EN, ar, ml, hi };
