import { siteConfig } from "~/content/site-config";

/** The contact page's and form's words in English (app/routes/contact-us.tsx, app/features/contact); contact.ts has every language. */
export const CONTACT_EN = {
  title: "Contact Us",
  description: `Contact ${siteConfig.name}: ask about our insurance software, schedule a demo, or call our offices in India and the UAE.`,
  home: "Home",
  heading: "Drop us Message for any Query",
  help: "Tell us what you need and our team will reply by e-mail.",
  submit: "Send Message",
  mobile: "Mobile No.",
  subject: "Subject",
  message: "Your Message",
  details: "Contact details",
  talkToUs: "Talk to us",
  intro:
    "Questions about our insurance software, a demonstration, support or partnership: call one of our offices or write to us, and the right team will answer.",
  callUs: "Call us",
  writeToUs: "Write to us",
  followUs: "Follow us",
  social: "Social links",
  newTab: "(opens in a new tab)",
};

export type ContactWords = typeof CONTACT_EN;
