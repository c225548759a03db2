import { home } from "~/content/home";

/**
 * The home page's words written in code (its headings and texts are marketing's, read from the site's
 * content) in English; every other language's catalogue (home.ts) must have each key. Client code imports
 * only this file: the route's loader sends the page's own language.
 */
export const HOME_EN = {
  /** The page's description in search results (its title is the company's name in every language). */
  description: home.description,
  scheduleDemo: "Schedule a Demo",
  bannerImageAlt:
    "A shield, the mark of insurance protection, surrounded by cards showing policies issued, claims settled and a renewal paid online",
  /** The small line above each section's heading. */
  eyebrows: { products: "Products", testimonials: "Testimonials", clients: "Clients" },
  learnMore: "Learn more",
  /** Read after "Learn more" by screen readers only. */
  learnMoreAbout: " about {name}",
  alsoAvailable: "Also available:",
  listSeparator: ", ",
  listEnd: ".",
  logoAlt: "{name} logo",
  portraitAlt: "Portrait of {name}",
  /** The testimonials carousel's name and controls ({n}: a slide's number, {total}: how many). */
  carousel: {
    label: "Client testimonials",
    pause: "Pause",
    play: "Play",
    pauseName: "Pause testimonials",
    playName: "Play testimonials",
    previous: "Previous testimonial",
    next: "Next testimonial",
    choose: "Choose a testimonial",
    show: "Show testimonial {n}",
    slide: "{n} of {total}",
  },
};

export type HomeMessages = typeof HOME_EN;
