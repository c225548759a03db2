import type { ProseSection } from "./prose-section";
import { RIGHTS_PAGE_PATH, TALENT_POOL_LABEL } from "~/domain/privacy-notices";
import { RIGHTS_REQUEST_ANSWER_DAYS, TALENT_POOL_MONTHS } from "~/domain/retention-periods";
import { siteConfig } from "./site-config";

/** A legal page as a fresh site starts with it (server/seed/site-content.ts; marketing edits it at /staff/content). */
export type LegalPageSeed = {
  title: string;
  description: string;
  updated: string;
  intro: string;
  sections: ProseSection[];
};

/**
 * The privacy policy. The retention periods the server is configured with (RETENTION_DAYS,
 * CONTACT_RETENTION_DAYS, DEMO_RETENTION_DAYS, INSIGHTS_RAW_DAYS), the unconfirmed sign-ups' period and the
 * privacy contact (PRIVACY_OFFICER_*) are written as tokens ({demo-retention}, app/domain/site-content/legal-pages.ts),
 * filled in when the page is shown: the same facts every form's notice states (app/domain/privacy-notices.ts), §10.5.
 */
export const privacyPolicy: LegalPageSeed = {
  title: "Privacy Policy",
  description:
    "How Kavach InsureTech collects, uses and protects the information you send through this website's forms.",
  updated: "2026-11-28",
  intro: `${siteConfig.legalName} ("we") runs this website to tell insurers, brokers, reinsurers and takaful operators about our software and services, and to recruit people who want to build it with us. This policy explains what the site's forms collect, why, how long we keep it and what you can ask us to do with it.`,
  sections: [
    {
      heading: "What the forms collect and why",
      bullets: [
        "Newsletter box: your e-mail address, so that we can send you our product and company news. Nothing else is asked.",
        "Contact Us form: your name, e-mail address, mobile number, subject and message, so that the right person in our sales or support team can answer your query or arrange the demonstration you asked for.",
        "Send Us Your Resume form: your name, e-mail address, mobile and optional phone number, the job you are interested in and your resume file, so that our recruiters can consider you for that position (or, sent without a job, for the openings we have now).",
        "Job alerts on the careers page: your e-mail address, how often to mail you and the search the alert follows (its words, location and level), so that we can mail you new openings that match it once you confirm the address from the mail we send.",
        "Schedule a Demo form: the products you want to see, your name, company, work e-mail address, phone number, country, an optional note and the time you chose (or the times you suggest), so that we can hold the demonstration, send you and our presenters its invitation, and follow it up as a sales lead. Our sales team adds its own notes to the lead: its status, who looks after it and what was said.",
        "Job application wizard: your personal details (name, gender, date of birth, contact details and address), your qualifications, work experience, entrance examination details, current and expected salary where the position asks for them, referral details if an employee referred you, and your resume. We use them only to assess your application for the position you chose and to contact you about it.",
        `Both careers forms offer an unticked box, "${TALENT_POOL_LABEL}". Only if you tick it may our recruiters consider you for other openings, for ${TALENT_POOL_MONTHS} months from that day. You can withdraw it at any time on your application's status page or through the rights page; from then on we use what you sent for its own job only.`,
        "Next to each form's button, a short notice says what that form collects, why and for how long. We record which version of the notice you saw with what you send.",
      ],
    },
    {
      heading: "Technical information sent with every form",
      paragraphs: [
        "Each form also sends the internet (IP) address your browser reports and a short description of your browser, and our server records the address it sees and the time of the submission. We use this information only to protect the forms from abuse (for example, to limit how many submissions one address can make in a minute) and to investigate problems you report to us.",
        "The site sets one cookie, XSRF-TOKEN (named __Host-XSRF-TOKEN over a secure connection), which protects the forms against cross-site request forgery. It holds a random value, is not used to track you and expires when you close your browser. We do not use advertising or analytics cookies, and the site loads no scripts, fonts or images from other companies.",
      ],
    },
    {
      heading: "How we count visits",
      paragraphs: [
        `Our own server counts the pages people read, to learn which pages, campaigns and job boards bring visitors, demonstrations and applications. For each page view it keeps the page's address (without anything after the "?"), the other website you came from (its name only), the campaign labels in the link (such as utm_source or source=indeed), and whether the device is a phone, a tablet or a computer{country-clause}. It keeps no cookie, no IP address and no browser description: to tell visitors apart for one day, it keeps a one-way code made from your IP address, your browser and a random value that is replaced every day and then deleted, so the code cannot be traced back to you afterwards or linked from one day to the next. Page views are kept one by one for {view-retention}, then only as daily totals. When you send a form, the page your visit began on, the website you came from and the campaign labels are kept with it. Search engines' and other programs' visits are not counted, and nothing is sent to any other company.`,
      ],
    },
    {
      heading: "Where your information is kept",
      paragraphs: [
        "Submissions, including resume files, are stored in our own database and are never published on the website. Access is limited to the staff who need it: the sales and marketing teams for contact messages, newsletter subscriptions, job alerts, demo bookings and sales leads, our presenters for the demos they give, and the recruitment team for resumes and applications.",
      ],
    },
    {
      heading: "How long we keep it",
      bullets: [
        `Newsletter subscriptions: until you unsubscribe. A sign-up whose confirmation link is never used is erased automatically {unconfirmed-sign-up} after it was made.`,
        `Job alerts: until you stop the alert (every alert mail has the link). An alert whose confirmation link is never used is erased automatically {unconfirmed-sign-up} after it was set.`,
        `Demo bookings and requests, with our notes on the sales lead: erased automatically {demo-retention} after the demo's time or our last change to the lead, whichever is later (a request for another time counts from when you sent it), with the mails about them.`,
        `Contact messages: erased automatically {contact-retention} after their last change (when they arrived, or when we marked the conversation handled), with the mails about them.`,
        `Job applications: while we consider you. Once an application is turned down or withdrawn, it is erased automatically {application-retention} after its last change.`,
        `Resumes sent without a full application: erased automatically {application-retention} after their last change, unless you are hired.`,
        `If you ticked "${TALENT_POOL_LABEL}", we keep the application or resume at least ${TALENT_POOL_MONTHS} months from that day, even if it is turned down; then the periods above apply. Withdrawing the consent ends that at once.`,
        "Erased means that your name, contact details, answers and resume file are deleted for good; we keep only an anonymous record that an application for a job was made, and when, for our statistics. You can ask us to erase it sooner at any time.",
      ],
    },
    {
      heading: "Your choices and rights",
      paragraphs: [
        `You may ask us for a copy of the information we hold about you, ask us to correct it or delete it, or withdraw a consent you gave, through the form on our rights page (${RIGHTS_PAGE_PATH}) or by writing to our privacy contact, {privacy-officer}, at {privacy-officer-email}. We answer within ${RIGHTS_REQUEST_ANSWER_DAYS} days. We never sell your information and we share it only where the law requires us to.`,
        "If we do not resolve your complaint, you can take it to the Data Protection Board of India, under India's Digital Personal Data Protection Act 2023.",
        "If you applied for a job or sent us your resume, the private link in our confirmation mail lets you do it yourself, at any time and without writing to us: see the status of your application, withdraw it, download everything we hold about it as a file, or erase it. Lost the mail? The 'I lost my link' page under Careers mails the link again to the address you applied with.",
      ],
    },
    {
      heading: "Changes to this policy",
      paragraphs: [
        "When we change what the site collects or how we use it, we update this page and the date at its top before the change takes effect.",
      ],
    },
  ],
};

export const termsOfUse: LegalPageSeed = {
  title: "Terms of Use",
  description: "The terms that govern your use of the Kavach InsureTech website.",
  updated: "2026-11-22",
  intro: `These terms govern your use of the ${siteConfig.name} website. By using the site you accept them; if you do not, please do not use it.`,
  sections: [
    {
      heading: "About the content",
      paragraphs: [
        "The descriptions of our products and services on this site are a general introduction. Features, integrations and timelines for a particular project are agreed only in a signed contract, and the site's content is not an offer to enter into one.",
        "We take care to keep the content accurate and current, but we do not guarantee that it is complete or free of errors, and we may change it at any time without notice.",
      ],
    },
    {
      heading: "Intellectual property",
      paragraphs: [
        `The text, illustrations, logos and software names on this site belong to ${siteConfig.legalName}. You may view and print pages for your own reference, or to evaluate our products for your organisation; you may not copy, republish or sell them without our written permission.`,
      ],
    },
    {
      heading: "Your submissions",
      bullets: [
        "Information you send through the site's forms must be true and must be yours to send.",
        "Do not send anything unlawful, harmful or that infringes the rights of others, and do not try to disrupt the site or its forms.",
        "A job application does not create an offer of employment; offers are made only in writing by our recruitment team.",
      ],
    },
    {
      heading: "Links to other sites",
      paragraphs: [
        "The site links to our pages on social networks and to our customer support portal. We are not responsible for the content or privacy practices of sites we do not operate.",
      ],
    },
    {
      heading: "Liability",
      paragraphs: [
        "To the extent the law allows, we are not liable for any loss arising from the use of this website or from reliance on its content. Nothing in these terms limits liability that cannot be limited by law.",
      ],
    },
    {
      heading: "Governing law",
      paragraphs: [
        "These terms are governed by the laws of India, and the courts of Kochi, Kerala have jurisdiction over any dispute arising from them.",
        `Questions about these terms can be sent to ${siteConfig.email}.`,
      ],
    },
  ],
};
