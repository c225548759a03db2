import type { Locale } from "~/domain/locale/locales";

/**
 * The words of the double opt-in mails to a person who asked for the newsletter or a job alert
 * (newsletter.mail.ts, job-alerts.mail.ts), in each language the site speaks (docs/decisions/0192).
 * English is the original; every language has every key, or the compiler refuses it.
 */
export type NewsletterMailWords = {
  newsletter: {
    confirmSubject: (site: string) => string;
    subscribedSubject: (site: string) => string;
    confirmHeading: string;
    subscribedHeading: string;
    alreadySubscribed: (email: string) => string;
    pleaseConfirm: (site: string, email: string) => string;
    confirmButton: string;
    ignore: string;
    why: (email: string, siteUrl: string) => string;
    unsubscribe: string;
  };
  jobAlert: {
    subject: (site: string) => string;
    heading: string;
    pleaseConfirm: (site: string, email: string) => string;
    confirmButton: string;
    ignore: string;
    why: (email: string, siteUrl: string) => string;
    stop: string;
  };
};

const en: NewsletterMailWords = {
  newsletter: {
    confirmSubject: (site) => `Please confirm your subscription to the ${site} newsletter`,
    subscribedSubject: (site) => `You are subscribed to the ${site} newsletter`,
    confirmHeading: "Confirm your subscription",
    subscribedHeading: "You are already subscribed",
    alreadySubscribed: (email) =>
      `Someone, we hope you, asked to subscribe ${email} to our newsletter. This address is already subscribed: there is nothing to do.`,
    pleaseConfirm: (site, email) =>
      `Someone, we hope you, asked to receive the ${site} newsletter at ${email}. Press the button to confirm; until you do, we send you nothing else.`,
    confirmButton: "Confirm my subscription",
    ignore: "If you did not ask for it, ignore this mail: you will not be subscribed.",
    why: (email, url) => `You receive this mail because ${email} was entered in the newsletter box of ${url}.`,
    unsubscribe: "Unsubscribe",
  },
  jobAlert: {
    subject: (site) => `Please confirm your job alert at ${site}`,
    heading: "Confirm your job alert",
    pleaseConfirm: (site, email) =>
      `Someone, we hope you, asked to receive job alerts from ${site} at ${email}: a mail about new openings that match a search on our careers page. Press the button to see the search and confirm it; until you do, we send you nothing else.`,
    confirmButton: "Confirm my job alert",
    ignore: "If you did not ask for it, ignore this mail.",
    why: (email, url) => `You receive this mail because ${email} asked for job alerts on the careers page of ${url}.`,
    stop: "Stop this alert",
  },
};

const ar: NewsletterMailWords = {
  newsletter: {
    confirmSubject: (site) => `يُرجى تأكيد اشتراكك في النشرة الإخبارية لشركة ${site}`,
    subscribedSubject: (site) => `أنت مشترك في النشرة الإخبارية لشركة ${site}`,
    confirmHeading: "أكّد اشتراكك",
    subscribedHeading: "أنت مشترك بالفعل",
    alreadySubscribed: (email) =>
      `طلب أحدهم، ونأمل أن تكون أنت، اشتراك ${email} في نشرتنا الإخبارية. هذا العنوان مشترك بالفعل، فلا حاجة إلى أي إجراء.`,
    pleaseConfirm: (site, email) =>
      `طلب أحدهم، ونأمل أن تكون أنت، تلقّي النشرة الإخبارية لشركة ${site} على ${email}. اضغط الزر للتأكيد؛ ولن نرسل إليك أي شيء آخر قبل ذلك.`,
    confirmButton: "تأكيد اشتراكي",
    ignore: "إذا لم تطلب ذلك، فتجاهل هذه الرسالة: لن يتم اشتراكك.",
    why: (email, url) => `تصلك هذه الرسالة لأن ${email} أُدخل في خانة النشرة الإخبارية على ${url}.`,
    unsubscribe: "إلغاء الاشتراك",
  },
  jobAlert: {
    subject: (site) => `يُرجى تأكيد تنبيه الوظائف لدى ${site}`,
    heading: "أكّد تنبيه الوظائف",
    pleaseConfirm: (site, email) =>
      `طلب أحدهم، ونأمل أن تكون أنت، تلقّي تنبيهات الوظائف من ${site} على ${email}: رسالة عن الوظائف الشاغرة الجديدة التي تطابق بحثًا في صفحة الوظائف لدينا. اضغط الزر لعرض البحث وتأكيده؛ ولن نرسل إليك أي شيء آخر قبل ذلك.`,
    confirmButton: "تأكيد تنبيه الوظائف",
    ignore: "إذا لم تطلب ذلك، فتجاهل هذه الرسالة.",
    why: (email, url) => `تصلك هذه الرسالة لأن ${email} طلب تنبيهات الوظائف في صفحة الوظائف على ${url}.`,
    stop: "إيقاف هذا التنبيه",
  },
};

const ml: NewsletterMailWords = {
  newsletter: {
    confirmSubject: (site) => `${site} വാർത്താക്കുറിപ്പിലേക്കുള്ള നിങ്ങളുടെ വരിക്കാരത്വം ദയവായി സ്ഥിരീകരിക്കുക`,
    subscribedSubject: (site) => `നിങ്ങൾ ${site} വാർത്താക്കുറിപ്പിന്റെ വരിക്കാരനാണ്`,
    confirmHeading: "നിങ്ങളുടെ വരിക്കാരത്വം സ്ഥിരീകരിക്കുക",
    subscribedHeading: "നിങ്ങൾ ഇതിനകം വരിക്കാരനാണ്",
    alreadySubscribed: (email) =>
      `ഞങ്ങളുടെ വാർത്താക്കുറിപ്പിലേക്ക് ${email} ചേർക്കാൻ ആരോ ആവശ്യപ്പെട്ടു; അത് നിങ്ങളാണെന്ന് ഞങ്ങൾ കരുതുന്നു. ഈ വിലാസം ഇതിനകം വരിക്കാരനാണ്: ഒന്നും ചെയ്യേണ്ടതില്ല.`,
    pleaseConfirm: (site, email) =>
      `${site} വാർത്താക്കുറിപ്പ് ${email} എന്ന വിലാസത്തിൽ ലഭിക്കാൻ ആരോ ആവശ്യപ്പെട്ടു; അത് നിങ്ങളാണെന്ന് ഞങ്ങൾ കരുതുന്നു. സ്ഥിരീകരിക്കാൻ ബട്ടൺ അമർത്തുക; അതുവരെ ഞങ്ങൾ നിങ്ങൾക്ക് മറ്റൊന്നും അയയ്ക്കില്ല.`,
    confirmButton: "എന്റെ വരിക്കാരത്വം സ്ഥിരീകരിക്കുക",
    ignore: "നിങ്ങൾ ഇത് ആവശ്യപ്പെട്ടിട്ടില്ലെങ്കിൽ ഈ മെയിൽ അവഗണിക്കുക: നിങ്ങളെ വരിക്കാരനായി ചേർക്കില്ല.",
    why: (email, url) => `${url} എന്ന സൈറ്റിലെ വാർത്താക്കുറിപ്പ് ബോക്സിൽ ${email} നൽകിയതിനാലാണ് നിങ്ങൾക്ക് ഈ മെയിൽ ലഭിക്കുന്നത്.`,
    unsubscribe: "വരിക്കാരത്വം ഒഴിവാക്കുക",
  },
  jobAlert: {
    subject: (site) => `${site} ജോബ് അലേർട്ട് ദയവായി സ്ഥിരീകരിക്കുക`,
    heading: "നിങ്ങളുടെ ജോബ് അലേർട്ട് സ്ഥിരീകരിക്കുക",
    pleaseConfirm: (site, email) =>
      `${site} നിന്നുള്ള ജോബ് അലേർട്ടുകൾ ${email} എന്ന വിലാസത്തിൽ ലഭിക്കാൻ ആരോ ആവശ്യപ്പെട്ടു; അത് നിങ്ങളാണെന്ന് ഞങ്ങൾ കരുതുന്നു: ഞങ്ങളുടെ കരിയർ പേജിലെ ഒരു തിരച്ചിലിന് ചേരുന്ന പുതിയ ഒഴിവുകളെക്കുറിച്ചുള്ള മെയിൽ. തിരച്ചിൽ കാണാനും സ്ഥിരീകരിക്കാനും ബട്ടൺ അമർത്തുക; അതുവരെ ഞങ്ങൾ നിങ്ങൾക്ക് മറ്റൊന്നും അയയ്ക്കില്ല.`,
    confirmButton: "എന്റെ ജോബ് അലേർട്ട് സ്ഥിരീകരിക്കുക",
    ignore: "നിങ്ങൾ ഇത് ആവശ്യപ്പെട്ടിട്ടില്ലെങ്കിൽ ഈ മെയിൽ അവഗണിക്കുക.",
    why: (email, url) =>
      `${url} എന്ന സൈറ്റിലെ കരിയർ പേജിൽ ${email} ജോബ് അലേർട്ടുകൾ ആവശ്യപ്പെട്ടതിനാലാണ് നിങ്ങൾക്ക് ഈ മെയിൽ ലഭിക്കുന്നത്.`,
    stop: "ഈ അലേർട്ട് നിർത്തുക",
  },
};

const hi: NewsletterMailWords = {
  newsletter: {
    confirmSubject: (site) => `कृपया ${site} न्यूज़लेटर की अपनी सदस्यता की पुष्टि करें`,
    subscribedSubject: (site) => `आप ${site} न्यूज़लेटर के सदस्य हैं`,
    confirmHeading: "अपनी सदस्यता की पुष्टि करें",
    subscribedHeading: "आप पहले से सदस्य हैं",
    alreadySubscribed: (email) =>
      `किसी ने, हमें आशा है कि आपने, ${email} को हमारे न्यूज़लेटर का सदस्य बनाने का अनुरोध किया है। यह पता पहले से सदस्य है: कुछ करने की आवश्यकता नहीं है।`,
    pleaseConfirm: (site, email) =>
      `किसी ने, हमें आशा है कि आपने, ${email} पर ${site} न्यूज़लेटर प्राप्त करने का अनुरोध किया है। पुष्टि करने के लिए बटन दबाएँ; जब तक आप पुष्टि नहीं करते, हम आपको और कुछ नहीं भेजेंगे।`,
    confirmButton: "मेरी सदस्यता की पुष्टि करें",
    ignore: "यदि आपने यह अनुरोध नहीं किया था, तो इस मेल को अनदेखा करें: आपको सदस्य नहीं बनाया जाएगा।",
    why: (email, url) => `आपको यह मेल इसलिए मिला है क्योंकि ${url} के न्यूज़लेटर बॉक्स में ${email} दर्ज किया गया था।`,
    unsubscribe: "सदस्यता समाप्त करें",
  },
  jobAlert: {
    subject: (site) => `कृपया ${site} पर अपने जॉब अलर्ट की पुष्टि करें`,
    heading: "अपने जॉब अलर्ट की पुष्टि करें",
    pleaseConfirm: (site, email) =>
      `किसी ने, हमें आशा है कि आपने, ${email} पर ${site} से जॉब अलर्ट प्राप्त करने का अनुरोध किया है: हमारे करियर पेज पर की गई खोज से मेल खाने वाली नई रिक्तियों के बारे में एक मेल। खोज देखने और उसकी पुष्टि करने के लिए बटन दबाएँ; जब तक आप पुष्टि नहीं करते, हम आपको और कुछ नहीं भेजेंगे।`,
    confirmButton: "मेरे जॉब अलर्ट की पुष्टि करें",
    ignore: "यदि आपने यह अनुरोध नहीं किया था, तो इस मेल को अनदेखा करें।",
    why: (email, url) => `आपको यह मेल इसलिए मिला है क्योंकि ${email} ने ${url} के करियर पेज पर जॉब अलर्ट माँगे थे।`,
    stop: "यह अलर्ट बंद करें",
  },
};

export const NEWSLETTER_MAIL_WORDS: Record<Locale, NewsletterMailWords> = { en, ar, ml, hi };
