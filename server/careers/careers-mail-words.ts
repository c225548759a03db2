import type { Locale } from "~/domain/locale/locales";

type Job = { code: number; title: string } | null;

/**
 * The words of the mails to a job seeker (careers.mail.ts) in each language the site speaks: the
 * confirmation of an application or a resume and "I lost my link" (docs/decisions/0192). English is the
 * original; every language has every key, or the compiler refuses it.
 */
export type CareersMailWords = {
  applicationSubject: (job: string | null, reference: string) => string;
  applicationHeading: string;
  applicationReceived: (job: string | null) => string;
  resumeSubject: (job: string | null, reference: string) => string;
  resumeHeading: string;
  resumeReceived: (job: string | null) => string;
  position: string;
  appliedFor: string;
  referenceNumber: string;
  jobLine: (job: Job) => string;
  followIt: string;
  statusLink: string;
  statusOf: (reference: string) => string;
  whatNext: string;
  quoteReference: (reference: string) => string;
  yourData: (quoting: string) => string;
  itsReference: string;
  linksSubject: (count: number) => string;
  linksHeading: (count: number) => string;
  linksAsked: (email: string) => string;
  linksIgnore: string;
};

const en: CareersMailWords = {
  applicationSubject: (job, ref) => `Your application for ${job ?? "a position"} (reference ${ref})`,
  applicationHeading: "Thank you for applying",
  applicationReceived: (job) => `We have received your application for the ${job ?? "advertised"} position.`,
  resumeSubject: (job, ref) =>
    job ? `Your resume for ${job} (reference ${ref})` : `Your resume has been received (reference ${ref})`,
  resumeHeading: "Thank you for sending your resume",
  resumeReceived: (job) =>
    job
      ? `We have received your resume for the ${job} position.`
      : "We have received your resume and keep it on file for positions that open.",
  position: "Position",
  appliedFor: "Applied for",
  referenceNumber: "Reference number",
  jobLine: (job) => (job ? `${job.title} (job code ${job.code})` : "No particular job (a resume for any opening)"),
  followIt:
    "Follow your application with this private link: it shows the status as our team moves it, and lets you withdraw the application, download your data or erase it. Keep the link to yourself: anyone who has it can do the same.",
  statusLink: "See the status of your application",
  statusOf: (ref) => `See the status of ${ref}`,
  whatNext:
    "What happens next: our recruitment team reads every application. If your profile matches a position, we will contact you by e-mail or phone to arrange the next steps, usually within two weeks.",
  quoteReference: (ref) => `Please quote your reference number ${ref} in any message about it.`,
  yourData: (quoting) =>
    `Your data: we keep what you sent, and your resume, only to consider you for positions. To have it erased, reply to this mail quoting ${quoting}; we erase it and confirm within 30 days.`,
  itsReference: "its reference number",
  linksSubject: (n) => (n === 1 ? "Your private link to your application" : "Your private links to your applications"),
  linksHeading: (n) => (n === 1 ? "Your private link" : "Your private links"),
  linksAsked: (email) => `Someone, we hope you, asked for the links to the applications sent from ${email}.`,
  linksIgnore:
    "If you did not ask for it, you can ignore this mail: the links were sent only to you, and the links you had still work.",
};

const ar: CareersMailWords = {
  applicationSubject: (job, ref) =>
    job ? `طلبك لوظيفة ${job} (الرقم المرجعي ${ref})` : `طلبك لإحدى الوظائف (الرقم المرجعي ${ref})`,
  applicationHeading: "شكرًا لتقدّمك بطلبك",
  applicationReceived: (job) => (job ? `لقد تلقّينا طلبك لوظيفة ${job}.` : "لقد تلقّينا طلبك للوظيفة المُعلن عنها."),
  resumeSubject: (job, ref) =>
    job ? `سيرتك الذاتية لوظيفة ${job} (الرقم المرجعي ${ref})` : `تم استلام سيرتك الذاتية (الرقم المرجعي ${ref})`,
  resumeHeading: "شكرًا لإرسال سيرتك الذاتية",
  resumeReceived: (job) =>
    job ? `لقد تلقّينا سيرتك الذاتية لوظيفة ${job}.` : "لقد تلقّينا سيرتك الذاتية، وسنحتفظ بها للوظائف التي تُتاح لاحقًا.",
  position: "الوظيفة",
  appliedFor: "التقديم على",
  referenceNumber: "الرقم المرجعي",
  jobLine: (job) => (job ? `${job.title} (رمز الوظيفة ${job.code})` : "لا وظيفة محددة (سيرة ذاتية لأي وظيفة شاغرة)"),
  followIt:
    "تابع طلبك عبر هذا الرابط الخاص: فهو يعرض حالة الطلب كلما حدّثها فريقنا، ويتيح لك سحب الطلب أو تنزيل بياناتك أو محوها. احتفظ بالرابط لنفسك: فكل من يملكه يستطيع القيام بالأمر نفسه.",
  statusLink: "عرض حالة طلبك",
  statusOf: (ref) => `عرض حالة ${ref}`,
  whatNext:
    "الخطوات التالية: يطّلع فريق التوظيف لدينا على كل طلب. وإذا كان ملفك مناسبًا لإحدى الوظائف، فسنتواصل معك عبر البريد الإلكتروني أو الهاتف لترتيب الخطوات التالية، وذلك عادةً في غضون أسبوعين.",
  quoteReference: (ref) => `يُرجى ذكر رقمك المرجعي ${ref} في أي رسالة تتعلق به.`,
  yourData: (quoting) =>
    `بياناتك: نحتفظ بما أرسلته، وبسيرتك الذاتية، لغرض النظر في ترشيحك للوظائف فقط. لطلب محوها، ردّ على هذه الرسالة مع ذكر ${quoting}؛ وسنمحوها ونؤكد لك ذلك في غضون 30 يومًا.`,
  itsReference: "رقمه المرجعي",
  linksSubject: (n) => (n === 1 ? "رابطك الخاص إلى طلبك" : "روابطك الخاصة إلى طلباتك"),
  linksHeading: (n) => (n === 1 ? "رابطك الخاص" : "روابطك الخاصة"),
  linksAsked: (email) => `طلب أحدهم، ونأمل أن تكون أنت، روابط الطلبات المرسلة من ${email}.`,
  linksIgnore:
    "إذا لم تطلب ذلك، فيمكنك تجاهل هذه الرسالة: فقد أُرسلت الروابط إليك وحدك، ولا تزال الروابط التي لديك صالحة.",
};

const ml: CareersMailWords = {
  applicationSubject: (job, ref) =>
    job ? `${job} തസ്തികയിലേക്കുള്ള നിങ്ങളുടെ അപേക്ഷ (റഫറൻസ് ${ref})` : `ഒരു തസ്തികയിലേക്കുള്ള നിങ്ങളുടെ അപേക്ഷ (റഫറൻസ് ${ref})`,
  applicationHeading: "അപേക്ഷിച്ചതിന് നന്ദി",
  applicationReceived: (job) =>
    job ? `${job} തസ്തികയിലേക്കുള്ള നിങ്ങളുടെ അപേക്ഷ ഞങ്ങൾക്ക് ലഭിച്ചു.` : "പരസ്യപ്പെടുത്തിയ തസ്തികയിലേക്കുള്ള നിങ്ങളുടെ അപേക്ഷ ഞങ്ങൾക്ക് ലഭിച്ചു.",
  resumeSubject: (job, ref) =>
    job ? `${job} തസ്തികയിലേക്കുള്ള നിങ്ങളുടെ റെസ്യൂമെ (റഫറൻസ് ${ref})` : `നിങ്ങളുടെ റെസ്യൂമെ ലഭിച്ചു (റഫറൻസ് ${ref})`,
  resumeHeading: "റെസ്യൂമെ അയച്ചതിന് നന്ദി",
  resumeReceived: (job) =>
    job
      ? `${job} തസ്തികയിലേക്കുള്ള നിങ്ങളുടെ റെസ്യൂമെ ഞങ്ങൾക്ക് ലഭിച്ചു.`
      : "നിങ്ങളുടെ റെസ്യൂമെ ഞങ്ങൾക്ക് ലഭിച്ചു; ഇനി വരുന്ന ഒഴിവുകളിലേക്ക് പരിഗണിക്കാനായി ഞങ്ങൾ അത് സൂക്ഷിക്കുന്നു.",
  position: "തസ്തിക",
  appliedFor: "അപേക്ഷിച്ചത്",
  referenceNumber: "റഫറൻസ് നമ്പർ",
  jobLine: (job) => (job ? `${job.title} (ജോബ് കോഡ് ${job.code})` : "പ്രത്യേക ജോലി ഇല്ല (ഏത് ഒഴിവിലേക്കുമുള്ള റെസ്യൂമെ)"),
  followIt:
    "ഈ സ്വകാര്യ ലിങ്ക് വഴി നിങ്ങളുടെ അപേക്ഷ പിന്തുടരാം: ഞങ്ങളുടെ ടീം അപേക്ഷ മുന്നോട്ട് നീക്കുന്നതനുസരിച്ച് അതിന്റെ നില ഇതിൽ കാണാം; അപേക്ഷ പിൻവലിക്കാനും നിങ്ങളുടെ വിവരങ്ങൾ ഡൗൺലോഡ് ചെയ്യാനും മായ്ക്കാനും ഇതിലൂടെ കഴിയും. ലിങ്ക് മറ്റാർക്കും നൽകരുത്: അത് കൈവശമുള്ള ആർക്കും ഇതെല്ലാം ചെയ്യാനാകും.",
  statusLink: "നിങ്ങളുടെ അപേക്ഷയുടെ നില കാണുക",
  statusOf: (ref) => `${ref} എന്നതിന്റെ നില കാണുക`,
  whatNext:
    "അടുത്തതായി: ഞങ്ങളുടെ റിക്രൂട്ട്മെന്റ് ടീം ഓരോ അപേക്ഷയും വായിക്കുന്നു. നിങ്ങളുടെ പ്രൊഫൈൽ ഏതെങ്കിലും തസ്തികയ്ക്ക് അനുയോജ്യമാണെങ്കിൽ, തുടർനടപടികൾ ക്രമീകരിക്കാൻ സാധാരണയായി രണ്ടാഴ്ചയ്ക്കുള്ളിൽ ഇമെയിൽ വഴിയോ ഫോൺ വഴിയോ ഞങ്ങൾ നിങ്ങളെ ബന്ധപ്പെടും.",
  quoteReference: (ref) => `ഇതുമായി ബന്ധപ്പെട്ട എല്ലാ സന്ദേശങ്ങളിലും നിങ്ങളുടെ റഫറൻസ് നമ്പർ ${ref} ദയവായി ചേർക്കുക.`,
  yourData: (quoting) =>
    `നിങ്ങളുടെ വിവരങ്ങൾ: നിങ്ങൾ അയച്ചതും നിങ്ങളുടെ റെസ്യൂമെയും തസ്തികകളിലേക്ക് നിങ്ങളെ പരിഗണിക്കാൻ മാത്രമാണ് ഞങ്ങൾ സൂക്ഷിക്കുന്നത്. അവ മായ്ക്കാൻ, ${quoting} ചേർത്ത് ഈ മെയിലിന് മറുപടി അയയ്ക്കുക; 30 ദിവസത്തിനുള്ളിൽ ഞങ്ങൾ അവ മായ്ച്ച് സ്ഥിരീകരിക്കും.`,
  itsReference: "അതിന്റെ റഫറൻസ് നമ്പർ",
  linksSubject: (n) => (n === 1 ? "നിങ്ങളുടെ അപേക്ഷയിലേക്കുള്ള സ്വകാര്യ ലിങ്ക്" : "നിങ്ങളുടെ അപേക്ഷകളിലേക്കുള്ള സ്വകാര്യ ലിങ്കുകൾ"),
  linksHeading: (n) => (n === 1 ? "നിങ്ങളുടെ സ്വകാര്യ ലിങ്ക്" : "നിങ്ങളുടെ സ്വകാര്യ ലിങ്കുകൾ"),
  linksAsked: (email) => `${email} എന്ന വിലാസത്തിൽ നിന്ന് അയച്ച അപേക്ഷകളുടെ ലിങ്കുകൾ ആരോ ആവശ്യപ്പെട്ടു; അത് നിങ്ങളാണെന്ന് ഞങ്ങൾ കരുതുന്നു.`,
  linksIgnore:
    "നിങ്ങൾ ഇത് ആവശ്യപ്പെട്ടിട്ടില്ലെങ്കിൽ ഈ മെയിൽ അവഗണിക്കാം: ലിങ്കുകൾ നിങ്ങൾക്ക് മാത്രമാണ് അയച്ചത്, നിങ്ങളുടെ പക്കലുള്ള ലിങ്കുകൾ ഇപ്പോഴും പ്രവർത്തിക്കും.",
};

const hi: CareersMailWords = {
  applicationSubject: (job, ref) =>
    job ? `${job} पद के लिए आपका आवेदन (संदर्भ ${ref})` : `एक पद के लिए आपका आवेदन (संदर्भ ${ref})`,
  applicationHeading: "आवेदन करने के लिए धन्यवाद",
  applicationReceived: (job) =>
    job ? `हमें ${job} पद के लिए आपका आवेदन प्राप्त हो गया है।` : "हमें विज्ञापित पद के लिए आपका आवेदन प्राप्त हो गया है।",
  resumeSubject: (job, ref) =>
    job ? `${job} पद के लिए आपका रिज़्यूमे (संदर्भ ${ref})` : `आपका रिज़्यूमे प्राप्त हो गया है (संदर्भ ${ref})`,
  resumeHeading: "अपना रिज़्यूमे भेजने के लिए धन्यवाद",
  resumeReceived: (job) =>
    job
      ? `हमें ${job} पद के लिए आपका रिज़्यूमे प्राप्त हो गया है।`
      : "हमें आपका रिज़्यूमे प्राप्त हो गया है और आगे खुलने वाले पदों के लिए हम इसे सुरक्षित रखेंगे।",
  position: "पद",
  appliedFor: "किसके लिए आवेदन",
  referenceNumber: "संदर्भ संख्या",
  jobLine: (job) => (job ? `${job.title} (जॉब कोड ${job.code})` : "कोई विशेष पद नहीं (किसी भी रिक्ति के लिए रिज़्यूमे)"),
  followIt:
    "इस निजी लिंक से अपने आवेदन पर नज़र रखें: हमारी टीम जैसे-जैसे आवेदन आगे बढ़ाती है, यह उसकी स्थिति दिखाता है, और इससे आप आवेदन वापस ले सकते हैं, अपना डेटा डाउनलोड कर सकते हैं या उसे मिटा सकते हैं। यह लिंक किसी और को न दें: जिसके पास भी यह लिंक है, वह यही सब कर सकता है।",
  statusLink: "अपने आवेदन की स्थिति देखें",
  statusOf: (ref) => `${ref} की स्थिति देखें`,
  whatNext:
    "आगे क्या होगा: हमारी भर्ती टीम हर आवेदन पढ़ती है। यदि आपकी प्रोफ़ाइल किसी पद से मेल खाती है, तो हम अगले चरण तय करने के लिए आमतौर पर दो सप्ताह के भीतर ई-मेल या फ़ोन द्वारा आपसे संपर्क करेंगे।",
  quoteReference: (ref) => `कृपया इससे जुड़े हर संदेश में अपनी संदर्भ संख्या ${ref} लिखें।`,
  yourData: (quoting) =>
    `आपका डेटा: आपने जो भेजा है और आपका रिज़्यूमे, हम केवल पदों के लिए आप पर विचार करने हेतु रखते हैं। इसे मिटवाने के लिए ${quoting} लिखकर इस मेल का उत्तर दें; हम 30 दिनों के भीतर इसे मिटाकर पुष्टि करेंगे।`,
  itsReference: "उसकी संदर्भ संख्या",
  linksSubject: (n) => (n === 1 ? "आपके आवेदन का निजी लिंक" : "आपके आवेदनों के निजी लिंक"),
  linksHeading: (n) => (n === 1 ? "आपका निजी लिंक" : "आपके निजी लिंक"),
  linksAsked: (email) => `किसी ने, हमें आशा है कि आपने, ${email} से भेजे गए आवेदनों के लिंक माँगे हैं।`,
  linksIgnore:
    "यदि आपने यह नहीं माँगा था, तो आप इस मेल को अनदेखा कर सकते हैं: लिंक केवल आपको भेजे गए हैं, और आपके पास पहले से मौजूद लिंक अब भी काम करते हैं।",
};

export const CAREERS_MAIL_WORDS: Record<Locale, CareersMailWords> = { en, ar, ml, hi };
