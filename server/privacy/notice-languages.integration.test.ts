import { describe, expect, it } from "vitest";
import { noticesOf } from "~/content/messages/notices";
import { LOCALES, type Locale } from "~/domain/locale/locales";
import { noticeLanguageOf, noticeParts, noticeVersion, type PrivacyFacts } from "~/domain/privacy-notices";
import {
  DEFAULT_CONTACT_RETENTION_DAYS,
  DEFAULT_DEMO_RETENTION_DAYS,
  DEFAULT_RETENTION_DAYS,
} from "~/domain/retention-periods";
import { XSRF_FIELD } from "~/shared/xsrf";
import { contactMessage } from "#tests/support/factories";
import { publicHtml } from "#tests/support/public-page";
import { serverForFile } from "#tests/support/test-server";
import { fetchXsrf } from "#tests/support/xsrf";

/**
 * The forms' privacy notices in every language (India's DPDP Act, section 5; docs/product.md §2.18): each
 * page shows its language's notice, English unchanged; every notice offers itself in English, Malayalam and
 * Hindi on a page of its own; and what a form stores keeps the language its notice was read in
 * (docs/decisions/0190-notice-language.md).
 */
const OFFICER = { name: "Devika Pillai, Data Protection Officer", email: "dpo@insurer-site.example" };
const server = serverForFile({
  env: { PRIVACY_OFFICER_NAME: OFFICER.name, PRIVACY_OFFICER_EMAIL: OFFICER.email },
});
const FACTS: PrivacyFacts = {
  retentionDays: DEFAULT_RETENTION_DAYS,
  contactRetentionDays: DEFAULT_CONTACT_RETENTION_DAYS,
  demoRetentionDays: DEFAULT_DEMO_RETENTION_DAYS,
  officerName: OFFICER.name,
  officerEmail: OFFICER.email,
};

/** Text as React writes it into HTML. */
const html = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;");

/** A form post as a browser without JavaScript makes it. */
async function postForm(path: string, fields: Record<string, string>) {
  const { token, cookie } = await fetchXsrf(server.baseUrl);
  return fetch(server.baseUrl + path, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html", cookie },
    body: new URLSearchParams({ [XSRF_FIELD]: token, ...fields }),
  });
}

const storedContact = async (email: string) =>
  (
    await server.db
      .selectFrom("contact_messages")
      .select("notice_version")
      .where("email", "=", email)
      .executeTakeFirstOrThrow()
  ).notice_version;

const prefix = (locale: Locale) => (locale === "en" ? "" : `/${locale}`);

describe(`the notices' languages on ${process.env.TEST_ENGINE ?? "sqlite"}`, { timeout: 60_000 }, () => {
  it("shows each page's notice in its language, the English one unchanged", async () => {
    // Pinned words: a change to a notice's words in any language is seen here.
    const pinned: Record<Locale, string[]> = {
      en: [
        "We use your message to answer your query or arrange the demonstration you asked for, and never sell it.",
        "We erase it, with our mails about it, 730 days (2 years) after its last change (when it arrived, or when we marked it handled).",
        "What this form collects and how long we keep it",
        `Privacy contact: ${OFFICER.name},`,
      ],
      ar: [
        "نستخدم رسالتك للرد على استفسارك أو ترتيب العرض التوضيحي الذي طلبته، ولا نبيعها أبدًا.",
        "نمحوها، مع رسائلنا بشأنها، بعد 730 يومًا (سنتان) من آخر تغيير عليها (عند وصولها، أو عندما وسمناها بأنها عولجت).",
        `مسؤول الخصوصية: ${OFFICER.name}،`,
      ],
      ml: [
        "നിങ്ങളുടെ സന്ദേശം ഞങ്ങൾ ഉപയോഗിക്കുന്നത് നിങ്ങളുടെ ചോദ്യത്തിന് മറുപടി നൽകാനോ നിങ്ങൾ ആവശ്യപ്പെട്ട ഡെമോ ക്രമീകരിക്കാനോ ആണ്; അത് ഒരിക്കലും വിൽക്കില്ല.",
        "അതിനെക്കുറിച്ചുള്ള ഞങ്ങളുടെ മെയിലുകളോടൊപ്പം, അതിന്റെ അവസാന മാറ്റത്തിന് (അത് എത്തിയപ്പോൾ, അല്ലെങ്കിൽ കൈകാര്യം ചെയ്തതായി ഞങ്ങൾ അടയാളപ്പെടുത്തിയപ്പോൾ) 730 ദിവസം (2 വർഷം) കഴിഞ്ഞ് ഞങ്ങൾ അത് മായ്ക്കും.",
      ],
      hi: [
        "हम आपके संदेश का उपयोग आपके प्रश्न का उत्तर देने या आपके माँगे गए डेमो की व्यवस्था करने के लिए करते हैं, और इसे कभी नहीं बेचते।",
        "हम इसे, इसके बारे में अपने मेलों के साथ, इसके अंतिम बदलाव (जब यह आया, या जब हमने इसे निपटाया हुआ चिह्नित किया) के 730 दिन (2 वर्ष) बाद मिटा देते हैं।",
      ],
    };
    for (const locale of LOCALES) {
      const page = await publicHtml(server, `${prefix(locale)}/contact-us`);
      const parts = noticesOf(locale, FACTS).forms.contact;
      for (const text of [parts.lead, parts.rights, parts.complaint, parts.summary, parts.retention, ...parts.items])
        expect(page, `${locale}: ${text}`).toContain(html(text));
      for (const text of pinned[locale]) expect(page, `${locale}: ${text}`).toContain(html(text));
      expect(page).toContain(`data-notice-version="${noticeVersion("contact", locale)}"`);
      // Only the page's own language's notices travel with it.
      for (const other of LOCALES.filter((l) => l !== locale))
        expect(page, `${locale} page holds ${other}`).not.toContain(html(noticesOf(other, FACTS).forms.demo.lead));
    }
    // English is the domain module's words, exactly as before.
    expect(noticesOf("en", FACTS).forms.contact).toEqual(noticeParts("contact", FACTS));
    const english = await publicHtml(server, "/demo");
    expect(english).not.toContain("ഞങ്ങൾ");
  });

  it("offers every notice in Malayalam and Hindi on English pages, leading to that form's full notice", async () => {
    for (const [path, form] of [
      ["/contact-us", "contact"],
      ["/privacy-rights", "rights"],
      ["/newsletter", "newsletter"],
      ["/careers/lost-link", "lost-link"],
    ] as const) {
      const page = await publicHtml(server, path);
      expect(page, path).toMatch(
        new RegExp(`Read this in(<!-- -->)? <span><a href="/ml/privacy-notices/${form}" lang="ml"`),
      );
      expect(page, path).toContain(`href="/hi/privacy-notices/${form}" lang="hi" hrefLang="hi"`);
      expect(page, path).toContain(">മലയാളം</a>");
      expect(page, path).toContain(">हिन्दी</a>");
    }
    // A translated page offers English and the other Eighth-Schedule language.
    const malayalam = await publicHtml(server, "/ml/contact-us");
    expect(malayalam).toContain('href="/privacy-notices/contact" lang="en"');
    expect(malayalam).toContain('href="/hi/privacy-notices/contact" lang="hi"');
    expect(malayalam).not.toContain('href="/ml/privacy-notices/contact"');

    for (const locale of ["ml", "hi", "en"] as const) {
      const page = await publicHtml(server, `${prefix(locale)}/privacy-notices/contact`);
      expect(page).toContain(`<html lang="${locale}"`);
      const parts = noticesOf(locale, FACTS).forms.contact;
      for (const text of [parts.lead, parts.rights, parts.summary, parts.retention, ...parts.items])
        expect(page, `${locale}: ${text}`).toContain(html(text));
      // Shown in full: the itemised list unfolded.
      expect(page).toMatch(/<details class="mt-1" open="">/);
    }
    // The application's notice page carries the consent it asks for, in the language.
    const application = await publicHtml(server, "/hi/privacy-notices/application");
    const hindi = noticesOf("hi", FACTS);
    expect(application).toContain(html(hindi.talentPool.label));
    expect(application).toContain(html(hindi.forms.application.retention));
    expect(hindi.talentPool.label).toBe("अन्य रिक्तियों के लिए मेरा रिज़्यूमे 12 महीने तक रखें");
    expect((await fetch(`${server.baseUrl}/ml/privacy-notices/nothing`)).status).toBe(404);
  });

  it("stores the notice's language with a message, a sign-up, a rights request and a demo request", async () => {
    // Without JavaScript: the page's own action, whose address names the language.
    const fromMalayalam = "ml.sender@example.in";
    const ml = await postForm("/ml/contact-us", { ...contactFields(), Email: fromMalayalam });
    expect(ml.status).toBe(200);
    expect(await storedContact(fromMalayalam)).toBe("2026-11-27/ml");
    expect(noticeLanguageOf((await storedContact(fromMalayalam))!)).toBe("ml");

    const fromEnglish = "en.sender@example.in";
    expect((await postForm("/contact-us", { ...contactFields(), Email: fromEnglish })).status).toBe(200);
    expect(await storedContact(fromEnglish)).toBe(`${noticeVersion("contact")}/en`);

    // With JavaScript: the API, told the page's language by the address (its answer stays English).
    const fromHindi = "hi.sender@example.in";
    const api = await server.client().post("/api/Message/PostMessage?lang=hi", contactMessage({ Email: fromHindi }));
    expect(api.status).toBe(200);
    expect(api.body.Message).toMatch(/^Thank you/);
    expect(await storedContact(fromHindi)).toBe(noticeVersion("contact", "hi"));
    // An API client naming no language (or one the site does not speak) stores the bare version, as before.
    const bare = "api.client@example.in";
    await server.client().post("/api/Message/PostMessage?lang=fr", contactMessage({ Email: bare }));
    expect(await storedContact(bare)).toBe(noticeVersion("contact"));
    // Queryable by language on both engines.
    const malayalamRows = await server.db
      .selectFrom("contact_messages")
      .select("email")
      .where("notice_version", "like", "%/ml")
      .execute();
    expect(malayalamRows.map((r) => r.email)).toEqual([fromMalayalam]);

    const subscriber = "ar.reader@example.ae";
    expect((await postForm("/ar/newsletter", { Email: subscriber })).status).toBe(200);
    const subscription = await server.db
      .selectFrom("subscriptions")
      .select("notice_version")
      .where("email", "=", subscriber)
      .executeTakeFirstOrThrow();
    expect(subscription.notice_version).toBe(noticeVersion("newsletter", "ar"));
    const apiSubscriber = "ml.reader@example.in";
    await server.client().post("/api/Subscribe/PostSubscriber?lang=ml", { Email: apiSubscriber });
    const apiSubscription = await server.db
      .selectFrom("subscriptions")
      .select("notice_version")
      .where("email", "=", apiSubscriber)
      .executeTakeFirstOrThrow();
    expect(apiSubscription.notice_version).toBe(noticeVersion("newsletter", "ml"));

    const asker = "hi.asker@example.in";
    const rights = await postForm("/hi/privacy-rights", { Name: "Meera Krishnan", Email: asker, Request: "copy" });
    expect(rights.status).toBe(200);
    const request = await server.db
      .selectFrom("rights_requests")
      .select("notice_version")
      .where("email", "=", asker)
      .executeTakeFirstOrThrow();
    expect(request.notice_version).toBe(noticeVersion("rights", "hi"));

    const booker = "omar@gulfmutual.example";
    const demo = await postForm("/ml/demo?products=gi", {
      Products: "gi",
      Company: "Gulf Mutual",
      Name: "Omar Haddad",
      Email: booker,
      Country: "United Arab Emirates",
      Suggestion: "Any Tuesday morning",
      intent: "request",
    });
    expect(demo.status).toBe(200);
    const booking = await server.db
      .selectFrom("demo_bookings")
      .select("notice_version")
      .where("email_key", "=", booker)
      .executeTakeFirstOrThrow();
    expect(booking.notice_version).toBe(noticeVersion("demo", "ml"));
  });
});

function contactFields() {
  const { Name, Mobile, Subject, Message } = contactMessage();
  return { Name, Mobile, Subject, Message };
}
