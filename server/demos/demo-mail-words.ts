import type { Locale } from "~/domain/locale/locales";

type Change = "booked" | "moved" | "cancelled";

/**
 * The words of a demo's mails to the visitor who booked it (demos.mail.ts: the invitation, its update and
 * its cancellation), in each language the site speaks (docs/decisions/0192). English is the original; every
 * language has every key, or the compiler refuses it. The presenters' mails stay English.
 */
export type DemoMailWords = {
  subject: (change: Change, site: string) => string;
  heading: Record<Change, string>;
  products: string;
  when: string;
  presenters: string;
  minutes: (n: number) => string;
  calendarAttached: string;
  useFirstLink: string;
  reschedule: string;
  whyCancelled: (site: string) => string;
  whyBooked: (site: string, hasLink: boolean) => string;
  calendarSummary: (site: string, products: string) => string;
  calendarLocation: string;
};

const en: DemoMailWords = {
  subject: (change, site) =>
    `${{ booked: "Demo booked", moved: "Demo moved", cancelled: "Demo cancelled" }[change]}: ${site}`,
  heading: { booked: "Your demo is booked", moved: "Your demo has moved", cancelled: "Your demo is cancelled" },
  products: "Products",
  when: "When",
  presenters: "Presenters",
  minutes: (n) => `${n} minutes`,
  calendarAttached: "The invitation is attached: open it to add the demo to your calendar.",
  useFirstLink: "To move or cancel it, use the private link of your first invitation mail.",
  reschedule: "Reschedule or cancel",
  whyCancelled: (site) =>
    `You receive this mail because this address was entered to book a demo with ${site}, and it has been cancelled. If you did not book it, or would like another time, reply to this mail.`,
  whyBooked: (site, hasLink) =>
    `You receive this mail because this address was entered to book a demo with ${site}. If that was not you, ${hasLink ? "cancel it with the link above or reply to this mail" : "reply to this mail"}.`,
  calendarSummary: (site, products) => `${site} demo: ${products}`,
  calendarLocation: "Online: the meeting link follows from your presenter",
};

const ar: DemoMailWords = {
  subject: (change, site) =>
    `${{ booked: "تم حجز العرض التوضيحي", moved: "تم تغيير موعد العرض التوضيحي", cancelled: "تم إلغاء العرض التوضيحي" }[change]}: ${site}`,
  heading: {
    booked: "تم حجز عرضك التوضيحي",
    moved: "تغيّر موعد عرضك التوضيحي",
    cancelled: "تم إلغاء عرضك التوضيحي",
  },
  products: "المنتجات",
  when: "الموعد",
  presenters: "مقدّمو العرض",
  minutes: (n) => `${n} دقيقة`,
  calendarAttached: "الدعوة مرفقة: افتحها لإضافة العرض التوضيحي إلى تقويمك.",
  useFirstLink: "لتغيير الموعد أو الإلغاء، استخدم الرابط الخاص الوارد في رسالة الدعوة الأولى.",
  reschedule: "تغيير الموعد أو الإلغاء",
  whyCancelled: (site) =>
    `تصلك هذه الرسالة لأن هذا العنوان أُدخل لحجز عرض توضيحي مع ${site}، وقد أُلغي. إذا لم تكن أنت من حجزه، أو كنت تودّ موعدًا آخر، فردّ على هذه الرسالة.`,
  whyBooked: (site, hasLink) =>
    `تصلك هذه الرسالة لأن هذا العنوان أُدخل لحجز عرض توضيحي مع ${site}. إذا لم تكن أنت من قام بذلك، ${hasLink ? "فألغِه عبر الرابط أعلاه أو ردّ على هذه الرسالة" : "فردّ على هذه الرسالة"}.`,
  calendarSummary: (site, products) => `عرض توضيحي من ${site}: ${products}`,
  calendarLocation: "عبر الإنترنت: يصلك رابط الاجتماع من مقدّم العرض",
};

const ml: DemoMailWords = {
  subject: (change, site) =>
    `${{ booked: "ഡെമോ ബുക്ക് ചെയ്തു", moved: "ഡെമോയുടെ സമയം മാറ്റി", cancelled: "ഡെമോ റദ്ദാക്കി" }[change]}: ${site}`,
  heading: {
    booked: "നിങ്ങളുടെ ഡെമോ ബുക്ക് ചെയ്തു",
    moved: "നിങ്ങളുടെ ഡെമോയുടെ സമയം മാറി",
    cancelled: "നിങ്ങളുടെ ഡെമോ റദ്ദാക്കി",
  },
  products: "ഉൽപ്പന്നങ്ങൾ",
  when: "സമയം",
  presenters: "അവതരിപ്പിക്കുന്നവർ",
  minutes: (n) => `${n} മിനിറ്റ്`,
  calendarAttached: "ക്ഷണം ഇതോടൊപ്പം ചേർത്തിട്ടുണ്ട്: ഡെമോ നിങ്ങളുടെ കലണ്ടറിൽ ചേർക്കാൻ അത് തുറക്കുക.",
  useFirstLink: "സമയം മാറ്റാനോ റദ്ദാക്കാനോ, നിങ്ങളുടെ ആദ്യ ക്ഷണ മെയിലിലെ സ്വകാര്യ ലിങ്ക് ഉപയോഗിക്കുക.",
  reschedule: "സമയം മാറ്റുക അല്ലെങ്കിൽ റദ്ദാക്കുക",
  whyCancelled: (site) =>
    `${site}-മായി ഒരു ഡെമോ ബുക്ക് ചെയ്യാൻ ഈ വിലാസം നൽകിയിരുന്നതിനാലാണ് നിങ്ങൾക്ക് ഈ മെയിൽ ലഭിക്കുന്നത്; ആ ഡെമോ റദ്ദാക്കിയിരിക്കുന്നു. നിങ്ങൾ അത് ബുക്ക് ചെയ്തിട്ടില്ലെങ്കിലോ മറ്റൊരു സമയം വേണമെങ്കിലോ, ഈ മെയിലിന് മറുപടി അയയ്ക്കുക.`,
  whyBooked: (site, hasLink) =>
    `${site}-മായി ഒരു ഡെമോ ബുക്ക് ചെയ്യാൻ ഈ വിലാസം നൽകിയതിനാലാണ് നിങ്ങൾക്ക് ഈ മെയിൽ ലഭിക്കുന്നത്. അത് നിങ്ങളല്ലെങ്കിൽ, ${hasLink ? "മുകളിലെ ലിങ്ക് വഴി അത് റദ്ദാക്കുക അല്ലെങ്കിൽ ഈ മെയിലിന് മറുപടി അയയ്ക്കുക" : "ഈ മെയിലിന് മറുപടി അയയ്ക്കുക"}.`,
  calendarSummary: (site, products) => `${site} ഡെമോ: ${products}`,
  calendarLocation: "ഓൺലൈൻ: മീറ്റിംഗ് ലിങ്ക് അവതാരകൻ അയച്ചുതരും",
};

const hi: DemoMailWords = {
  subject: (change, site) =>
    `${{ booked: "डेमो बुक हो गया", moved: "डेमो का समय बदला गया", cancelled: "डेमो रद्द किया गया" }[change]}: ${site}`,
  heading: {
    booked: "आपका डेमो बुक हो गया है",
    moved: "आपके डेमो का समय बदल गया है",
    cancelled: "आपका डेमो रद्द कर दिया गया है",
  },
  products: "उत्पाद",
  when: "समय",
  presenters: "प्रस्तुतकर्ता",
  minutes: (n) => `${n} मिनट`,
  calendarAttached: "आमंत्रण संलग्न है: डेमो को अपने कैलेंडर में जोड़ने के लिए इसे खोलें।",
  useFirstLink: "समय बदलने या रद्द करने के लिए अपने पहले आमंत्रण मेल का निजी लिंक उपयोग करें।",
  reschedule: "समय बदलें या रद्द करें",
  whyCancelled: (site) =>
    `आपको यह मेल इसलिए मिला है क्योंकि ${site} के साथ डेमो बुक करने के लिए यह पता दर्ज किया गया था, और वह डेमो रद्द कर दिया गया है। यदि आपने इसे बुक नहीं किया था, या आप कोई दूसरा समय चाहते हैं, तो इस मेल का उत्तर दें।`,
  whyBooked: (site, hasLink) =>
    `आपको यह मेल इसलिए मिला है क्योंकि ${site} के साथ डेमो बुक करने के लिए यह पता दर्ज किया गया था। यदि वह आप नहीं थे, तो ${hasLink ? "ऊपर दिए गए लिंक से इसे रद्द करें या इस मेल का उत्तर दें" : "इस मेल का उत्तर दें"}।`,
  calendarSummary: (site, products) => `${site} डेमो: ${products}`,
  calendarLocation: "ऑनलाइन: मीटिंग का लिंक आपके प्रस्तुतकर्ता भेजेंगे",
};

export const DEMO_MAIL_WORDS: Record<Locale, DemoMailWords> = { en, ar, ml, hi };
