import { beforeAll, describe, expect, it } from "vitest";
import { siteConfig } from "~/content/site-config";
import { referenceNumber } from "~/domain/reference-number";
import { XSRF_FIELD } from "~/shared/xsrf";
import { jobApplication, resumeRequest, subscription } from "#tests/support/factories";
import { type ReceivedMail, smtpSinkForFile } from "#tests/support/smtp-sink";
import { fetchXsrf } from "#tests/support/xsrf";
import { JOBS } from "#tests/support/seeded-jobs";
import { CAREERS_MAIL_WORDS } from "#server/careers/careers-mail-words";
import { NEWSLETTER_MAIL_WORDS } from "#server/newsletter/newsletter-mail-words";

/**
 * Mails to the person who sent something speak the language of the page they used (docs/decisions/0192):
 * the words from the catalogue, `lang` (and `dir`) on the HTML, links to the same pages in that language.
 * English is unchanged (the capabilities' own mail tests).
 */
const SITE = "https://www.insurer-site.example";
const { sink, server } = smtpSinkForFile({ SITE_URL: SITE });
const jobs = new Map<string, number>();
beforeAll(async () => {
  for (const r of await server.db.selectFrom("jobs").select(["code", "title"]).execute())
    jobs.set(r.title, Number(r.code));
});

const mailTo = async (address: string) => (await sink.waitFor((m) => m.envelope.to.includes(address)))[0]!;
const html = (m: ReceivedMail) => String(m.mail.html);
const text = (m: ReceivedMail) => m.mail.text ?? "";

async function postForm(url: string, fields: Record<string, string>) {
  const { token, cookie } = await fetchXsrf(server.baseUrl);
  const res = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html", cookie },
    body: new URLSearchParams({ [XSRF_FIELD]: token, ...fields }),
  });
  return { status: res.status, text: await res.text() };
}

describe(`mails in the sender's language on ${process.env.TEST_ENGINE ?? "sqlite"}`, () => {
  it("confirms an application sent with ?lang=ml in Malayalam, its links under /ml/", async () => {
    const email = "lakshmi.menon@example.in";
    const code = jobs.get(JOBS.trainee)!;
    const res = await server
      .client()
      .post("/api/Career/PostJobApplication?lang=ml", jobApplication(code, { personal: { Email: email } }));
    expect(res.status).toBe(200);
    const stored = await server.db
      .selectFrom("job_applications")
      .select(["id", "notice_version"])
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    expect(stored.notice_version).toMatch(/\/ml$/);
    const reference = referenceNumber("application", stored.id);
    const w = CAREERS_MAIL_WORDS.ml;

    const mail = await mailTo(email);
    expect(mail.mail.subject).toBe(`${JOBS.trainee} തസ്തികയിലേക്കുള്ള നിങ്ങളുടെ അപേക്ഷ (റഫറൻസ് ${reference})`);
    expect(mail.mail.subject).toBe(w.applicationSubject(JOBS.trainee, reference));
    expect(html(mail)).toMatch(/^<!DOCTYPE html><html lang="ml" dir="ltr">/);
    for (const part of [text(mail), html(mail)]) {
      expect(part).toContain(w.applicationHeading);
      expect(part).toContain("ഞങ്ങളുടെ റിക്രൂട്ട്മെന്റ് ടീം ഓരോ അപേക്ഷയും വായിക്കുന്നു");
      expect(part).toContain(w.quoteReference(reference));
      expect(part).toContain(`${SITE}/ml/privacy-policy`);
      expect(part).not.toContain("What happens next");
    }
    expect(text(mail)).toMatch(new RegExp(`${w.statusLink}:\\n${SITE}/ml/careers/application/[\\w-]{43}\\n`));
    // The link opens the status page in Malayalam.
    const link = new RegExp(`${SITE}(/ml/careers/application/[\\w-]{43})`).exec(text(mail))![1]!;
    const page = await fetch(server.baseUrl + link);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('lang="ml"');
  });

  it("confirms a resume sent with ?lang=ml in Malayalam, and HR's mail stays English", async () => {
    const email = "gopika.nair@example.in";
    const res = await server
      .client()
      .post("/api/Career/PostCandidate?lang=ml", resumeRequest({ Name: "Gopika Nair", Email: email }));
    expect(res.status).toBe(200);
    const reference = res.body.Reference as string;
    const mail = await mailTo(email);
    expect(mail.mail.subject).toBe(`നിങ്ങളുടെ റെസ്യൂമെ ലഭിച്ചു (റഫറൻസ് ${reference})`);
    expect(html(mail)).toContain('<html lang="ml" dir="ltr">');
    expect(text(mail)).toContain("റെസ്യൂമെ അയച്ചതിന് നന്ദി");
    expect(text(mail)).toContain(`${SITE}/ml/careers/application/`);
    const hr = await sink.waitFor((m) => m.mail.subject === `New resume (${reference})`);
    expect(hr[0]!.mail.text).toContain("A new resume");
    expect(String(hr[0]!.mail.html)).toContain('<html lang="en">');
  });

  it("sends the lost links in the lost-link page's language", async () => {
    const email = "gopika.nair@example.in";
    const posted = await postForm(`${server.baseUrl}/hi/careers/lost-link`, { Email: email });
    expect(posted.status).toBe(200);
    await server.services.applicationStatus.linkMailingSettled();
    const [mail] = await sink.waitFor((m) => m.mail.subject === CAREERS_MAIL_WORDS.hi.linksSubject(1));
    expect(html(mail!)).toContain('<html lang="hi" dir="ltr">');
    expect(text(mail!)).toContain(CAREERS_MAIL_WORDS.hi.linksAsked(email));
    expect(text(mail!)).toContain(`${SITE}/hi/careers/application/`);
  });

  it("confirms a newsletter sign-up from a Hindi page in Hindi, its links under /hi/", async () => {
    const email = "priya.sharma@example.in";
    const res = await server.client().post("/api/Subscribe/PostSubscriber?lang=hi", subscription({ Email: email }));
    expect(res.status).toBe(200);
    const w = NEWSLETTER_MAIL_WORDS.hi.newsletter;
    const mail = await mailTo(email);
    expect(mail.mail.subject).toBe(`कृपया ${siteConfig.name} न्यूज़लेटर की अपनी सदस्यता की पुष्टि करें`);
    expect(html(mail)).toContain('<html lang="hi" dir="ltr">');
    expect(text(mail)).toContain(w.pleaseConfirm(siteConfig.name, email));
    expect(text(mail)).toMatch(new RegExp(`${w.confirmButton}:\\n${SITE}/hi/newsletter/confirm\\?s=\\d+&t=[\\w-]+`));
    expect(text(mail)).toMatch(new RegExp(`${w.unsubscribe}:\\n${SITE}/hi/newsletter/unsubscribe\\?s=\\d+&t=[\\w-]+`));
    // The one-click address mail programs post to is the English one.
    const oneClick = mail.mail.headerLines.find((h) => h.key === "list-unsubscribe")?.line ?? "";
    expect(oneClick).toContain(`${SITE}/newsletter/unsubscribe/one-click`);
    // The confirmation link works in its language.
    const confirm = new RegExp(`${SITE}(/hi/newsletter/confirm\\?s=\\d+&t=[\\w-]+)`).exec(text(mail))![1]!;
    const page = await fetch(server.baseUrl + confirm);
    expect(page.status).toBe(200);
  });

  it("confirms a job alert set on the Arabic careers page in Arabic, right to left", async () => {
    const email = "omar.haddad@example.ae";
    const posted = await postForm(`${server.baseUrl}/ar/careers/alerts`, {
      Email: email,
      q: "",
      location: "",
      level: "",
      frequency: "immediate",
    });
    expect(posted.status).toBe(200);
    const w = NEWSLETTER_MAIL_WORDS.ar.jobAlert;
    const mail = await mailTo(email);
    expect(mail.mail.subject).toBe(`يُرجى تأكيد تنبيه الوظائف لدى ${siteConfig.name}`);
    expect(html(mail)).toContain('<html lang="ar" dir="rtl">');
    expect(html(mail)).toContain('dir="rtl"');
    expect(text(mail)).toContain(w.heading);
    expect(text(mail)).toMatch(new RegExp(`${SITE}/ar/careers/alerts/confirm\\?s=\\d+&t=[\\w-]+`));
    expect(text(mail)).toMatch(new RegExp(`${SITE}/ar/careers/alerts/unsubscribe\\?s=\\d+&t=[\\w-]+`));
  });

  it("keeps an English sign-up's mail English, with its addresses as before", async () => {
    const email = "english.reader@example.com";
    await server.client().post("/api/Subscribe/PostSubscriber?lang=en", subscription({ Email: email }));
    const mail = await mailTo(email);
    expect(mail.mail.subject).toBe(`Please confirm your subscription to the ${siteConfig.name} newsletter`);
    expect(html(mail)).toMatch(/^<!DOCTYPE html><html lang="en"><head>/);
    expect(text(mail)).toMatch(new RegExp(`${SITE}/newsletter/confirm\\?s=`));
  });
});
