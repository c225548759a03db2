import type { Locale } from "~/domain/locale/locales";

type Change = "booked" | "moved" | "cancelled";

/**
 * The words of the interview mails to the applicant (interviews.mail.ts: the offer of times, the
 * invitation with its update and cancellation, the reminders) in each language the site speaks, the one
 * they applied in (docs/decisions/0192). The interviewers' and HR's copies stay English. Every language
 * has every key, or the compiler refuses it.
 */
export type InterviewMailWords = {
  aPosition: string;
  mode: { online: string; onsite: string };
  offerSubject: (reference: string) => string;
  offerHeading: string;
  offerIntro: (job: string, mode: string) => string;
  time: (n: number) => string;
  chooseTime: string;
  offerZones: string;
  quoteReference: (reference: string) => string;
  changeSubject: Record<Change, string>;
  changeHeading: Record<Change, string>;
  when: string;
  how: string;
  meetingLink: string;
  address: string;
  position: string;
  referenceNumber: string;
  calendarRemoves: string;
  calendarAdds: string;
  seeApplication: string;
  moveOrCancel: string;
  reminderSubject: (before: "day" | "hour", reference: string) => string;
  reminderHeading: (before: "day" | "hour") => string;
};

const en: InterviewMailWords = {
  aPosition: "a position",
  mode: { online: "Online", onsite: "On site" },
  offerSubject: (ref) => `Choose a time for your interview (reference ${ref})`,
  offerHeading: "We would like to interview you",
  offerIntro: (job, mode) =>
    `Thank you for your application for ${job}. Please choose one of these times for an interview (${mode.toLowerCase()}):`,
  time: (n) => `Time ${n}`,
  chooseTime: "Choose your time",
  offerZones:
    "Your private status page shows the times in your own time zone too. Times are given first come, first served: choose soon.",
  quoteReference: (ref) => `Please quote your reference number ${ref} in any message about it.`,
  changeSubject: { booked: "Interview booked", moved: "Interview moved", cancelled: "Interview cancelled" },
  changeHeading: {
    booked: "Your interview is booked",
    moved: "The interview has a new time",
    cancelled: "The interview is cancelled",
  },
  when: "When",
  how: "How",
  meetingLink: "Meeting link",
  address: "Address",
  position: "Position",
  referenceNumber: "Reference number",
  calendarRemoves: "The attached calendar update removes it from your calendar.",
  calendarAdds: "The attached invitation adds it to your calendar; a later change replaces it there.",
  seeApplication: "See your application",
  moveOrCancel: "Move or cancel it",
  reminderSubject: (before, ref) => `Reminder: interview ${before === "day" ? "tomorrow" : "in an hour"} (${ref})`,
  reminderHeading: (before) => (before === "day" ? "Your interview is tomorrow" : "Your interview starts in an hour"),
};

const ar: InterviewMailWords = {
  aPosition: "إحدى الوظائف",
  mode: { online: "عبر الإنترنت", onsite: "حضوريًا" },
  offerSubject: (ref) => `اختر موعدًا لمقابلتك (الرقم المرجعي ${ref})`,
  offerHeading: "نودّ إجراء مقابلة معك",
  offerIntro: (job, mode) => `شكرًا لتقدّمك بطلب لوظيفة ${job}. يُرجى اختيار أحد هذه المواعيد لإجراء مقابلة (${mode}):`,
  time: (n) => `الموعد ${n}`,
  chooseTime: "اختر موعدك",
  offerZones:
    "تعرض صفحة حالتك الخاصة المواعيد بتوقيتك المحلي أيضًا. تُمنح المواعيد بحسب أسبقية الاختيار، فاختر موعدك قريبًا.",
  quoteReference: (ref) => `يُرجى ذكر رقمك المرجعي ${ref} في أي رسالة تتعلق به.`,
  changeSubject: { booked: "تم حجز المقابلة", moved: "تم تغيير موعد المقابلة", cancelled: "تم إلغاء المقابلة" },
  changeHeading: {
    booked: "تم حجز مقابلتك",
    moved: "للمقابلة موعد جديد",
    cancelled: "تم إلغاء المقابلة",
  },
  when: "الموعد",
  how: "الطريقة",
  meetingLink: "رابط الاجتماع",
  address: "العنوان",
  position: "الوظيفة",
  referenceNumber: "الرقم المرجعي",
  calendarRemoves: "تحديث التقويم المرفق يزيلها من تقويمك.",
  calendarAdds: "الدعوة المرفقة تضيفها إلى تقويمك، وأي تغيير لاحق يحلّ محلها هناك.",
  seeApplication: "عرض طلبك",
  moveOrCancel: "تغيير الموعد أو الإلغاء",
  reminderSubject: (before, ref) => `تذكير: المقابلة ${before === "day" ? "غدًا" : "بعد ساعة"} (${ref})`,
  reminderHeading: (before) => (before === "day" ? "مقابلتك غدًا" : "تبدأ مقابلتك بعد ساعة"),
};

const ml: InterviewMailWords = {
  aPosition: "ഒരു തസ്തിക",
  mode: { online: "ഓൺലൈൻ", onsite: "നേരിട്ട്" },
  offerSubject: (ref) => `നിങ്ങളുടെ ഇന്റർവ്യൂവിന് ഒരു സമയം തിരഞ്ഞെടുക്കുക (റഫറൻസ് ${ref})`,
  offerHeading: "നിങ്ങളെ ഇന്റർവ്യൂ ചെയ്യാൻ ഞങ്ങൾ ആഗ്രഹിക്കുന്നു",
  offerIntro: (job, mode) =>
    `${job} തസ്തികയിലേക്ക് അപേക്ഷിച്ചതിന് നന്ദി. ഇന്റർവ്യൂവിനായി (${mode}) ഈ സമയങ്ങളിൽ ഒന്ന് ദയവായി തിരഞ്ഞെടുക്കുക:`,
  time: (n) => `സമയം ${n}`,
  chooseTime: "നിങ്ങളുടെ സമയം തിരഞ്ഞെടുക്കുക",
  offerZones:
    "നിങ്ങളുടെ സ്വകാര്യ സ്റ്റാറ്റസ് പേജ് സമയങ്ങൾ നിങ്ങളുടെ സ്വന്തം സമയമേഖലയിലും കാണിക്കുന്നു. ആദ്യം തിരഞ്ഞെടുക്കുന്നവർക്കാണ് സമയം ലഭിക്കുക: വേഗം തിരഞ്ഞെടുക്കുക.",
  quoteReference: (ref) => `ഇതുമായി ബന്ധപ്പെട്ട എല്ലാ സന്ദേശങ്ങളിലും നിങ്ങളുടെ റഫറൻസ് നമ്പർ ${ref} ദയവായി ചേർക്കുക.`,
  changeSubject: {
    booked: "ഇന്റർവ്യൂ ബുക്ക് ചെയ്തു",
    moved: "ഇന്റർവ്യൂവിന്റെ സമയം മാറ്റി",
    cancelled: "ഇന്റർവ്യൂ റദ്ദാക്കി",
  },
  changeHeading: {
    booked: "നിങ്ങളുടെ ഇന്റർവ്യൂ ബുക്ക് ചെയ്തു",
    moved: "ഇന്റർവ്യൂവിന് പുതിയ സമയം",
    cancelled: "ഇന്റർവ്യൂ റദ്ദാക്കി",
  },
  when: "സമയം",
  how: "രീതി",
  meetingLink: "മീറ്റിംഗ് ലിങ്ക്",
  address: "വിലാസം",
  position: "തസ്തിക",
  referenceNumber: "റഫറൻസ് നമ്പർ",
  calendarRemoves: "ഇതോടൊപ്പമുള്ള കലണ്ടർ അപ്‌ഡേറ്റ് ഇത് നിങ്ങളുടെ കലണ്ടറിൽ നിന്ന് നീക്കം ചെയ്യും.",
  calendarAdds: "ഇതോടൊപ്പമുള്ള ക്ഷണം ഇത് നിങ്ങളുടെ കലണ്ടറിൽ ചേർക്കും; പിന്നീടുള്ള മാറ്റം അവിടെ ഇതിന് പകരമാകും.",
  seeApplication: "നിങ്ങളുടെ അപേക്ഷ കാണുക",
  moveOrCancel: "സമയം മാറ്റുക അല്ലെങ്കിൽ റദ്ദാക്കുക",
  reminderSubject: (before, ref) => `ഓർമ്മപ്പെടുത്തൽ: ഇന്റർവ്യൂ ${before === "day" ? "നാളെ" : "ഒരു മണിക്കൂറിനുള്ളിൽ"} (${ref})`,
  reminderHeading: (before) => (before === "day" ? "നിങ്ങളുടെ ഇന്റർവ്യൂ നാളെയാണ്" : "നിങ്ങളുടെ ഇന്റർവ്യൂ ഒരു മണിക്കൂറിനുള്ളിൽ തുടങ്ങും"),
};

const hi: InterviewMailWords = {
  aPosition: "एक पद",
  mode: { online: "ऑनलाइन", onsite: "कार्यालय में" },
  offerSubject: (ref) => `अपने इंटरव्यू के लिए समय चुनें (संदर्भ ${ref})`,
  offerHeading: "हम आपका इंटरव्यू लेना चाहते हैं",
  offerIntro: (job, mode) => `${job} पद के लिए आवेदन करने के लिए धन्यवाद। कृपया इंटरव्यू (${mode}) के लिए इनमें से कोई एक समय चुनें:`,
  time: (n) => `समय ${n}`,
  chooseTime: "अपना समय चुनें",
  offerZones:
    "आपका निजी स्थिति पेज ये समय आपके अपने समय क्षेत्र में भी दिखाता है। समय पहले आओ, पहले पाओ के आधार पर दिए जाते हैं: जल्दी चुनें।",
  quoteReference: (ref) => `कृपया इससे जुड़े हर संदेश में अपनी संदर्भ संख्या ${ref} लिखें।`,
  changeSubject: { booked: "इंटरव्यू बुक हो गया", moved: "इंटरव्यू का समय बदला गया", cancelled: "इंटरव्यू रद्द किया गया" },
  changeHeading: {
    booked: "आपका इंटरव्यू बुक हो गया है",
    moved: "इंटरव्यू का नया समय",
    cancelled: "इंटरव्यू रद्द कर दिया गया है",
  },
  when: "समय",
  how: "माध्यम",
  meetingLink: "मीटिंग लिंक",
  address: "पता",
  position: "पद",
  referenceNumber: "संदर्भ संख्या",
  calendarRemoves: "संलग्न कैलेंडर अपडेट इसे आपके कैलेंडर से हटा देता है।",
  calendarAdds: "संलग्न आमंत्रण इसे आपके कैलेंडर में जोड़ता है; बाद का कोई भी बदलाव वहाँ इसकी जगह ले लेगा।",
  seeApplication: "अपना आवेदन देखें",
  moveOrCancel: "समय बदलें या रद्द करें",
  reminderSubject: (before, ref) => `अनुस्मारक: इंटरव्यू ${before === "day" ? "कल" : "एक घंटे में"} (${ref})`,
  reminderHeading: (before) => (before === "day" ? "आपका इंटरव्यू कल है" : "आपका इंटरव्यू एक घंटे में शुरू होगा"),
};

export const INTERVIEW_MAIL_WORDS: Record<Locale, InterviewMailWords> = { en, ar, ml, hi };
