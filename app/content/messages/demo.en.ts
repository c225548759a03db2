import { siteConfig } from "~/content/site-config";

/**
 * The demo pages' words in English (app/routes/demo.tsx, demo_.booking.$token.tsx, app/features/demo);
 * demo.ts has every language. {placeholders} are filled with `fill` (shell.en.ts).
 */
export const DEMO_EN = {
  title: "Schedule a Demo",
  description: `Book a demo of ${siteConfig.name}'s insurance software: choose the products, pick a free time, and get a calendar invitation.`,
  home: "Home",
  intro:
    "See our software working on products like yours. Choose what you would like to see, pick a free time, and we send you a calendar invitation with a private link to move or cancel it.",
  chooseProducts: "1. Choose the products",
  productsLegend: "Products of interest",
  showTimesFor: "Show times for these products",
  showTimes: "Show free times",
  questionsFirst: "Questions first? ",
  writeToUs: "Write to us",
  pickTime: "2. Pick a time for a {minutes}-minute demo of {products}",
  freeTimes: "Free times over the next 15 working days",
  noTimes: "No time is free for these products in the next 15 working days. Tell us below which times would suit you.",
  aboutYou: "3. About you",
  name: "Your name",
  company: "Company",
  email: "Work e-mail",
  phone: "Phone",
  country: "Country",
  note: "Anything we should know",
  book: "Book the demo",
  noTimeSuits: "No time suits? Suggest another time",
  suggestion: "Days and times that would suit you",
  suggest: "Suggest another time",
  officeClock: "Times are our office's clock ({zone}, {offset})",
  yourZoneBelow: "; below each, the same time in your zone ({zone}).",
  oneTime: "time",
  manyTimes: "times",
  yourTime: "{time} your time",
  booked: "Your demo is booked",
  thankYou: "Thank you",
  when: "When",
  presenters: "Presenters",
  products: "Products",
  minutes: "{moment}, {minutes} minutes",
  inYourZone: "{moment} in your zone",
  manageMailed: "To move or cancel the demo, use your private link (it is in the mail too): ",
  manageUnmailed: "To move or cancel the demo, use your private link (keep it: no mail could carry it this hour): ",
  manage: "Manage your demo",
  yourDemo: "Your demo",
  yourDemoDescription: "Move or cancel your demo.",
  cancelledDemo: "This demo is cancelled",
  moveTo: "Move it to another time",
  noOtherTime: "No other time is free in the next 15 working days.",
  move: "Move the demo",
  cancelling: "Cancelling tells the presenters and removes the demo from every calendar.",
  cancel: "Cancel the demo",
};

export type DemoWords = typeof DEMO_EN;
