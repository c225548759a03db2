import type { Locale } from "~/domain/locale/locales";
import { DEMO_LIMITS } from "~/domain/demo/demo-limits";
import { demoLimits } from "~/domain/demo/demo-form";
import { RIGHTS_REQUEST_ANSWER_DAYS } from "~/domain/retention-periods";
import { commonMessages } from "~/domain/validation/common-rules";
import { contactMessages } from "~/domain/validation/contact-rules";
import { subscribeMessages } from "~/domain/validation/subscribe-rules";
import { demoMessages } from "~/domain/demo/demo-form";
import { rightsRequestMessages } from "~/domain/rights-requests";
import { ENGLISH_FORMS, FORMS_EN, type FormsWords } from "./forms.en";

/** The messages a translation gives, by the English constant they translate (the domain modules' own). */
const FORM_MESSAGE_SOURCES = {
  common: commonMessages,
  contact: contactMessages,
  subscribe: subscribeMessages,
  demo: demoMessages,
  rights: {
    requestMissing: rightsRequestMessages.requestMissing,
    detailsInvalid: rightsRequestMessages.detailsInvalid,
    received: rightsRequestMessages.received,
  },
};

type Sources = typeof FORM_MESSAGE_SOURCES;
/** A translation of every message, group by group, key by key. */
type FormMessageTranslations = { [G in keyof Sources]: Record<keyof Sources[G], string> };

/** The shared form words and the forms' messages in every language; only route loaders import it. */
type Translation = { words: typeof FORMS_EN; messages: FormMessageTranslations };

const moves = DEMO_LIMITS.movesPerBooking;
const perNetwork = DEMO_LIMITS.futureDemosPerClientAddress;
const perDomain = DEMO_LIMITS.futureDemosPerMailDomain;
const noteMax = demoLimits.noteMax;
const detailsMax = "2,000";

const ar: Translation = {
  words: {
    pending: "يرجى الانتظار",
    optional: "(اختياري)",
    name: "الاسم",
    email: "البريد الإلكتروني",
    mobile: "الجوال",
  },
  messages: {
    common: {
      nameRequired: "يجب إدخال الاسم",
      nameInvalid: "يجب إدخال اسم صحيح",
      emailRequired: "يجب إدخال عنوان البريد الإلكتروني",
      emailTooShort: "يجب إدخال بريد إلكتروني صحيح",
      emailInvalid: "يجب إدخال عنوان بريد إلكتروني صحيح",
      mobileRequired: "يجب إدخال رقم الجوال",
      mobileInvalid: "يجب إدخال رقم جوال صحيح",
    },
    contact: {
      subjectRequired: "يرجى كتابة سطر الموضوع",
      subjectInvalid: "يرجى كتابة سطر موضوع صحيح",
      messageRequired: "يرجى كتابة الرسالة",
      messageInvalid: "يرجى كتابة رسالة صحيحة",
      success: "شكرًا على رسالتك. سيرد فريقنا على بريدك الإلكتروني خلال يوم عمل واحد.",
    },
    subscribe: {
      emailRequired: "يرجى إدخال عنوان بريدك الإلكتروني أولًا",
      emailInvalid: "يرجى إدخال عنوان بريد إلكتروني صحيح أولًا",
      success: "شكرًا! يرجى التحقق من بريدك الوارد: أرسلنا إليك رابطًا لتأكيد اشتراكك.",
    },
    demo: {
      productsRequired: "اختر منتجًا واحدًا على الأقل",
      companyRequired: "يجب إدخال اسم الشركة",
      companyInvalid: "يجب إدخال اسم شركة صحيح",
      phoneInvalid: "يجب إدخال رقم هاتف صحيح",
      countryRequired: "يجب إدخال البلد",
      countryInvalid: "يجب إدخال بلد صحيح",
      noteInvalid: `يجب أن تكون الملاحظة نصًا عاديًا لا يتجاوز ${noteMax} حرف`,
      startRequired: "اختر وقتًا للعرض التوضيحي",
      suggestionRequired: "اذكر الأيام والأوقات التي تناسبك",
      suggestionInvalid: `يجب أن تكون الأوقات المقترحة نصًا عاديًا لا يتجاوز ${noteMax} حرف`,
      freeMail:
        "يرجى استخدام بريدك الإلكتروني للعمل: نحجز العروض التوضيحية للشركات، ولا نقبل عناوين خدمات البريد المجانية.",
      taken: "عذرًا، حجز شخص آخر هذا الوقت للتو. يرجى اختيار وقت آخر من الأوقات أدناه.",
      booked: "تم حجز عرضك التوضيحي. أرسلنا الدعوة إلى بريدك الإلكتروني.",
      requested: "شكرًا لك. سنكتب إليك خلال يوم عمل واحد للاتفاق على وقت.",
      rescheduled: "تم نقل عرضك التوضيحي. أرسلنا الدعوة المحدّثة.",
      cancelled: "تم إلغاء عرضك التوضيحي. أبلغنا الجميع.",
      gone: "أُلغي هذا العرض التوضيحي أو انعقد بالفعل.",
      bookedUnmailed:
        "تم حجز عرضك التوضيحي. لم نتمكن من إرسال الدعوة: تلقى هذا العنوان من نماذجنا أقصى عدد من الرسائل نرسله في ساعة. احتفظ بالرابط الخاص أدناه.",
      rescheduledUnmailed:
        "تم نقل عرضك التوضيحي. أبلغنا مقدّمي العرض؛ تلقى هذا العنوان أقصى عدد من الرسائل نرسله في ساعة، فلم تُرسل إليه دعوة محدّثة.",
      cancelledUnmailed:
        "تم إلغاء عرضك التوضيحي. أبلغنا مقدّمي العرض؛ تلقى هذا العنوان أقصى عدد من الرسائل نرسله في ساعة، فلم يُرسل إليه إشعار الإلغاء.",
      movesUsed: `نُقل هذا العرض ${moves} مرات، وهو أقصى ما يسمح به رابطه الخاص. لتغييره مجددًا، ألغه واحجز وقتًا آخر، أو رد على رسالة الدعوة.`,
      networkLimit: `هناك ${perNetwork} عروض قادمة محجوزة بالفعل من شبكتك، وهو أقصى ما نقبله من شبكة واحدة. انقل أحدها أو ألغه برابطه الخاص، أو اقترح وقتًا آخر أدناه.`,
      domainLimit: `هناك ${perDomain} عروض قادمة محجوزة بالفعل بعناوين نطاق بريدك الإلكتروني، وهو أقصى ما نقبله لنطاق واحد. انقل أحدها أو ألغه برابطه الخاص، أو اقترح وقتًا آخر أدناه.`,
      reservedTimes:
        "آخر الأوقات المتاحة محفوظة للزوار الذين لم يحجزوا عرضًا بعد. انقل العرض الذي لديك أو ألغه برابطه الخاص، أو اقترح وقتًا آخر أدناه.",
    },
    rights: {
      requestMissing: "يرجى اختيار ما تطلبه",
      detailsInvalid: `يرجى ألا تتجاوز التفاصيل ${detailsMax} حرف من النص العادي`,
      received: `شكرًا لك. تلقينا طلبك وسنرد عليه بالبريد الإلكتروني خلال ${RIGHTS_REQUEST_ANSWER_DAYS} يومًا. قبل أن نتصرف بناءً عليه قد نطلب منك تأكيد أن العنوان لك.`,
    },
  },
};

const ml: Translation = {
  words: { pending: "ദയവായി കാത്തിരിക്കുക", optional: "(ഐച്ഛികം)", name: "പേര്", email: "ഇ-മെയിൽ", mobile: "മൊബൈൽ" },
  messages: {
    common: {
      nameRequired: "പേര് നൽകണം",
      nameInvalid: "സാധുവായ പേര് നൽകണം",
      emailRequired: "ഇ-മെയിൽ വിലാസം നൽകണം",
      emailTooShort: "സാധുവായ ഇ-മെയിൽ നൽകണം",
      emailInvalid: "സാധുവായ ഇ-മെയിൽ വിലാസം നൽകണം",
      mobileRequired: "മൊബൈൽ നമ്പർ നൽകണം",
      mobileInvalid: "സാധുവായ മൊബൈൽ നമ്പർ നൽകണം",
    },
    contact: {
      subjectRequired: "ദയവായി വിഷയം എഴുതുക",
      subjectInvalid: "ദയവായി സാധുവായ വിഷയം എഴുതുക",
      messageRequired: "ദയവായി സന്ദേശം എഴുതുക",
      messageInvalid: "ദയവായി സാധുവായ സന്ദേശം എഴുതുക",
      success: "നിങ്ങളുടെ സന്ദേശത്തിന് നന്ദി. ഒരു പ്രവൃത്തി ദിവസത്തിനുള്ളിൽ ഞങ്ങളുടെ ടീം നിങ്ങളുടെ ഇ-മെയിലിലേക്ക് മറുപടി നൽകും.",
    },
    subscribe: {
      emailRequired: "ആദ്യം നിങ്ങളുടെ ഇ-മെയിൽ വിലാസം നൽകുക",
      emailInvalid: "ആദ്യം സാധുവായ ഒരു ഇ-മെയിൽ വിലാസം നൽകുക",
      success: "നന്ദി! നിങ്ങളുടെ ഇൻബോക്സ് പരിശോധിക്കുക: സബ്‌സ്‌ക്രിപ്ഷൻ സ്ഥിരീകരിക്കാനുള്ള ലിങ്ക് ഞങ്ങൾ അയച്ചിട്ടുണ്ട്.",
    },
    demo: {
      productsRequired: "കുറഞ്ഞത് ഒരു ഉൽപ്പന്നം തിരഞ്ഞെടുക്കുക",
      companyRequired: "കമ്പനി നൽകണം",
      companyInvalid: "സാധുവായ കമ്പനിപ്പേര് നൽകണം",
      phoneInvalid: "സാധുവായ ഫോൺ നമ്പർ നൽകണം",
      countryRequired: "രാജ്യം നൽകണം",
      countryInvalid: "സാധുവായ രാജ്യം നൽകണം",
      noteInvalid: `കുറിപ്പ് പരമാവധി ${noteMax} അക്ഷരങ്ങളുള്ള സാധാരണ ടെക്സ്റ്റ് ആയിരിക്കണം`,
      startRequired: "ഡെമോയ്ക്ക് ഒരു സമയം തിരഞ്ഞെടുക്കുക",
      suggestionRequired: "നിങ്ങൾക്ക് അനുയോജ്യമായ ദിവസങ്ങളും സമയങ്ങളും പറയുക",
      suggestionInvalid: `നിർദ്ദേശിക്കുന്ന സമയങ്ങൾ പരമാവധി ${noteMax} അക്ഷരങ്ങളുള്ള സാധാരണ ടെക്സ്റ്റ് ആയിരിക്കണം`,
      freeMail:
        "ദയവായി നിങ്ങളുടെ ഔദ്യോഗിക ഇ-മെയിൽ വിലാസം ഉപയോഗിക്കുക: ഞങ്ങൾ കമ്പനികൾക്കായാണ് ഡെമോകൾ ബുക്ക് ചെയ്യുന്നത്; സൗജന്യ വെബ്‌മെയിൽ വിലാസങ്ങൾ സ്വീകരിക്കില്ല.",
      taken: "ക്ഷമിക്കണം, ആ സമയം മറ്റൊരാൾ ഇപ്പോൾ ബുക്ക് ചെയ്തു. താഴെയുള്ള മറ്റൊരു സമയം തിരഞ്ഞെടുക്കുക.",
      booked: "നിങ്ങളുടെ ഡെമോ ബുക്ക് ചെയ്തു. ക്ഷണം നിങ്ങളുടെ ഇ-മെയിൽ വിലാസത്തിലേക്ക് അയച്ചിട്ടുണ്ട്.",
      requested: "നന്ദി. ഒരു സമയം തീരുമാനിക്കാൻ ഒരു പ്രവൃത്തി ദിവസത്തിനുള്ളിൽ ഞങ്ങൾ നിങ്ങൾക്ക് എഴുതും.",
      rescheduled: "നിങ്ങളുടെ ഡെമോ മാറ്റി. പുതുക്കിയ ക്ഷണം അയച്ചിട്ടുണ്ട്.",
      cancelled: "നിങ്ങളുടെ ഡെമോ റദ്ദാക്കി. എല്ലാവരെയും അറിയിച്ചിട്ടുണ്ട്.",
      gone: "ഈ ഡെമോ റദ്ദാക്കിയതാണ് അല്ലെങ്കിൽ ഇതിനകം നടന്നുകഴിഞ്ഞു.",
      bookedUnmailed:
        "നിങ്ങളുടെ ഡെമോ ബുക്ക് ചെയ്തു. ക്ഷണം അയയ്ക്കാനായില്ല: ഒരു മണിക്കൂറിൽ ഞങ്ങളുടെ ഫോമുകളിൽ നിന്ന് അയയ്ക്കുന്നത്ര മെയിലുകൾ ഈ വിലാസത്തിന് ലഭിച്ചുകഴിഞ്ഞു. താഴെയുള്ള സ്വകാര്യ ലിങ്ക് സൂക്ഷിക്കുക.",
      rescheduledUnmailed:
        "നിങ്ങളുടെ ഡെമോ മാറ്റി. അവതാരകരെ അറിയിച്ചു; ഒരു മണിക്കൂറിൽ അയയ്ക്കുന്നത്ര മെയിലുകൾ ഈ വിലാസത്തിന് ലഭിച്ചതിനാൽ പുതുക്കിയ ക്ഷണം അയച്ചില്ല.",
      cancelledUnmailed:
        "നിങ്ങളുടെ ഡെമോ റദ്ദാക്കി. അവതാരകരെ അറിയിച്ചു; ഒരു മണിക്കൂറിൽ അയയ്ക്കുന്നത്ര മെയിലുകൾ ഈ വിലാസത്തിന് ലഭിച്ചതിനാൽ റദ്ദാക്കൽ അറിയിപ്പ് അയച്ചില്ല.",
      movesUsed: `ഈ ഡെമോ ${moves} തവണ മാറ്റി, അതിന്റെ സ്വകാര്യ ലിങ്ക് അനുവദിക്കുന്ന പരമാവധി. വീണ്ടും മാറ്റാൻ, റദ്ദാക്കി മറ്റൊരു സമയം ബുക്ക് ചെയ്യുക, അല്ലെങ്കിൽ ക്ഷണ മെയിലിന് മറുപടി നൽകുക.`,
      networkLimit: `വരാനിരിക്കുന്ന ${perNetwork} ഡെമോകൾ നിങ്ങളുടെ നെറ്റ്‌വർക്കിൽ നിന്ന് ഇതിനകം ബുക്ക് ചെയ്തിട്ടുണ്ട്, ഒന്നിൽ നിന്ന് ഞങ്ങൾ സ്വീകരിക്കുന്ന പരമാവധി. ഒന്ന് അതിന്റെ സ്വകാര്യ ലിങ്ക് ഉപയോഗിച്ച് മാറ്റുകയോ റദ്ദാക്കുകയോ ചെയ്യുക, അല്ലെങ്കിൽ താഴെ മറ്റൊരു സമയം നിർദ്ദേശിക്കുക.`,
      domainLimit: `വരാനിരിക്കുന്ന ${perDomain} ഡെമോകൾ നിങ്ങളുടെ ഇ-മെയിൽ ഡൊമെയ്‌നിലെ വിലാസങ്ങളിൽ ഇതിനകം ബുക്ക് ചെയ്തിട്ടുണ്ട്, ഒരു ഡൊമെയ്‌നിന് ഞങ്ങൾ സ്വീകരിക്കുന്ന പരമാവധി. ഒന്ന് അതിന്റെ സ്വകാര്യ ലിങ്ക് ഉപയോഗിച്ച് മാറ്റുകയോ റദ്ദാക്കുകയോ ചെയ്യുക, അല്ലെങ്കിൽ താഴെ മറ്റൊരു സമയം നിർദ്ദേശിക്കുക.`,
      reservedTimes:
        "അവസാനത്തെ ഒഴിവു സമയങ്ങൾ ഇതുവരെ ഡെമോ ബുക്ക് ചെയ്യാത്ത സന്ദർശകർക്കായി മാറ്റിവച്ചിരിക്കുന്നു. നിങ്ങളുടെ ഡെമോ അതിന്റെ സ്വകാര്യ ലിങ്ക് ഉപയോഗിച്ച് മാറ്റുകയോ റദ്ദാക്കുകയോ ചെയ്യുക, അല്ലെങ്കിൽ താഴെ മറ്റൊരു സമയം നിർദ്ദേശിക്കുക.",
    },
    rights: {
      requestMissing: "നിങ്ങൾ എന്താണ് ആവശ്യപ്പെടുന്നതെന്ന് തിരഞ്ഞെടുക്കുക",
      detailsInvalid: `വിശദാംശങ്ങൾ ${detailsMax} അക്ഷരങ്ങളിൽ കൂടാത്ത സാധാരണ ടെക്സ്റ്റ് ആയിരിക്കണം`,
      received: `നന്ദി. നിങ്ങളുടെ അഭ്യർത്ഥന ലഭിച്ചു; ${RIGHTS_REQUEST_ANSWER_DAYS} ദിവസത്തിനുള്ളിൽ ഇ-മെയിലിൽ മറുപടി നൽകും. അതിൽ നടപടി എടുക്കുന്നതിന് മുമ്പ് വിലാസം നിങ്ങളുടേതാണെന്ന് സ്ഥിരീകരിക്കാൻ ഞങ്ങൾ ആവശ്യപ്പെട്ടേക്കാം.`,
    },
  },
};

const hi: Translation = {
  words: { pending: "कृपया प्रतीक्षा करें", optional: "(वैकल्पिक)", name: "नाम", email: "ई-मेल", mobile: "मोबाइल" },
  messages: {
    common: {
      nameRequired: "नाम दर्ज करना आवश्यक है",
      nameInvalid: "एक मान्य नाम दर्ज करें",
      emailRequired: "ई-मेल पता दर्ज करना आवश्यक है",
      emailTooShort: "एक मान्य ई-मेल दर्ज करें",
      emailInvalid: "एक मान्य ई-मेल पता दर्ज करें",
      mobileRequired: "मोबाइल नंबर दर्ज करना आवश्यक है",
      mobileInvalid: "एक मान्य मोबाइल नंबर दर्ज करें",
    },
    contact: {
      subjectRequired: "कृपया विषय लिखें",
      subjectInvalid: "कृपया मान्य विषय लिखें",
      messageRequired: "कृपया संदेश लिखें",
      messageInvalid: "कृपया मान्य संदेश लिखें",
      success: "आपके संदेश के लिए धन्यवाद। हमारी टीम एक कार्य दिवस के भीतर आपके ई-मेल पर उत्तर देगी।",
    },
    subscribe: {
      emailRequired: "कृपया पहले अपना ई-मेल पता दर्ज करें",
      emailInvalid: "कृपया पहले एक मान्य ई-मेल पता दर्ज करें",
      success: "धन्यवाद! कृपया अपना इनबॉक्स देखें: हमने आपकी सदस्यता की पुष्टि के लिए एक लिंक भेजा है।",
    },
    demo: {
      productsRequired: "कम से कम एक उत्पाद चुनें",
      companyRequired: "कंपनी दर्ज करना आवश्यक है",
      companyInvalid: "एक मान्य कंपनी नाम दर्ज करें",
      phoneInvalid: "एक मान्य फ़ोन नंबर दर्ज करें",
      countryRequired: "देश दर्ज करना आवश्यक है",
      countryInvalid: "एक मान्य देश दर्ज करें",
      noteInvalid: `नोट अधिकतम ${noteMax} अक्षरों का सादा टेक्स्ट होना चाहिए`,
      startRequired: "डेमो के लिए एक समय चुनें",
      suggestionRequired: "बताएँ कि कौन-से दिन और समय आपके लिए ठीक रहेंगे",
      suggestionInvalid: `सुझाए गए समय अधिकतम ${noteMax} अक्षरों का सादा टेक्स्ट होने चाहिए`,
      freeMail:
        "कृपया अपना कार्यालय ई-मेल पता उपयोग करें: हम कंपनियों के लिए डेमो बुक करते हैं, और मुफ़्त वेबमेल सेवाओं के पते स्वीकार नहीं किए जाते।",
      taken: "क्षमा करें, वह समय अभी-अभी किसी और ने बुक कर लिया। कृपया नीचे दिए समयों में से कोई दूसरा चुनें।",
      booked: "आपका डेमो बुक हो गया है। हमने निमंत्रण आपके ई-मेल पते पर भेज दिया है।",
      requested: "धन्यवाद। समय तय करने के लिए हम एक कार्य दिवस के भीतर आपको लिखेंगे।",
      rescheduled: "आपका डेमो बदल दिया गया है। हमने अद्यतन निमंत्रण भेज दिया है।",
      cancelled: "आपका डेमो रद्द कर दिया गया है। हमने सभी को सूचित कर दिया है।",
      gone: "यह डेमो रद्द हो चुका है या पहले ही हो चुका है।",
      bookedUnmailed:
        "आपका डेमो बुक हो गया है। हम निमंत्रण नहीं भेज सके: इस पते को एक घंटे में हमारे फ़ॉर्मों से भेजे जाने वाले अधिकतम मेल मिल चुके हैं। नीचे दिया निजी लिंक सँभाल कर रखें।",
      rescheduledUnmailed:
        "आपका डेमो बदल दिया गया है। हमने प्रस्तुतकर्ताओं को बता दिया है; इस पते को एक घंटे के अधिकतम मेल मिल चुके हैं, इसलिए अद्यतन निमंत्रण नहीं भेजा गया।",
      cancelledUnmailed:
        "आपका डेमो रद्द कर दिया गया है। हमने प्रस्तुतकर्ताओं को बता दिया है; इस पते को एक घंटे के अधिकतम मेल मिल चुके हैं, इसलिए रद्दीकरण नहीं भेजा गया।",
      movesUsed: `यह डेमो ${moves} बार बदला जा चुका है, जितना इसका निजी लिंक अनुमति देता है। फिर से बदलने के लिए इसे रद्द करके दूसरा समय बुक करें, या निमंत्रण मेल का उत्तर दें।`,
      networkLimit: `आपके नेटवर्क से आने वाले ${perNetwork} डेमो पहले से बुक हैं, जो हम एक नेटवर्क से अधिकतम लेते हैं। किसी एक को उसके निजी लिंक से बदलें या रद्द करें, या नीचे दूसरा समय सुझाएँ।`,
      domainLimit: `आपके ई-मेल डोमेन के पतों से आने वाले ${perDomain} डेमो पहले से बुक हैं, जो हम एक डोमेन के लिए अधिकतम लेते हैं। किसी एक को उसके निजी लिंक से बदलें या रद्द करें, या नीचे दूसरा समय सुझाएँ।`,
      reservedTimes:
        "अंतिम खाली समय उन आगंतुकों के लिए रखे गए हैं जिनका अभी कोई डेमो बुक नहीं है। अपना डेमो उसके निजी लिंक से बदलें या रद्द करें, या नीचे दूसरा समय सुझाएँ।",
    },
    rights: {
      requestMissing: "कृपया चुनें कि आप क्या माँग रहे हैं",
      detailsInvalid: `कृपया विवरण ${detailsMax} अक्षरों के सादे टेक्स्ट तक रखें`,
      received: `धन्यवाद। हमें आपका अनुरोध मिल गया है और हम ${RIGHTS_REQUEST_ANSWER_DAYS} दिनों के भीतर ई-मेल से उत्तर देंगे। उस पर कार्रवाई से पहले हम आपसे पुष्टि करने को कह सकते हैं कि पता आपका ही है।`,
    },
  },
};

const TRANSLATIONS: Record<Exclude<Locale, "en">, Translation> = { ar, ml, hi };

/** One language's shared form words, with its messages keyed by the English they translate. */
export function formsWordsOf(locale: Locale): FormsWords {
  if (locale === "en") return ENGLISH_FORMS;
  const { words, messages } = TRANSLATIONS[locale];
  const byEnglish: Record<string, string> = {};
  for (const group of Object.keys(FORM_MESSAGE_SOURCES) as (keyof typeof FORM_MESSAGE_SOURCES)[]) {
    const english = FORM_MESSAGE_SOURCES[group] as Record<string, string>;
    const translated = messages[group] as Record<string, string>;
    for (const key of Object.keys(english)) byEnglish[english[key]!] = translated[key]!;
  }
  return { ...words, messages: byEnglish };
}
