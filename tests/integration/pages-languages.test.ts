import { describe, expect, it } from "vitest";
import { HOME_MESSAGES } from "~/content/messages/home";
import { NEWS_MESSAGES } from "~/content/messages/news";
import { PAGES_MESSAGES } from "~/content/messages/pages";
import { SHELL_MESSAGES } from "~/content/messages/shell";
import { newsStories } from "#server/seed/news";
import { publicHtml } from "#tests/support/public-page";
import { serverForFile } from "#tests/support/test-server";

/**
 * The words written in code of the home, product, news and company pages in each language (app/content/messages/
 * home, news and pages): a translated page shows its own language's words, dates written the language's way, and
 * none of the English ones; the English pages say exactly what they said before the translations.
 */
const server = serverForFile();

/** The text of an element's opening tag's attribute, the first time it occurs. */
const attribute = (html: string, tag: string, name: string) =>
  new RegExp(`<${tag}[^>]* ${name}="([^"]*)"`).exec(html)?.[1];

/** The page's <title> and description. */
const head = (html: string) => ({
  title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
  description: /<meta name="description" content="([^"]*)"/.exec(html)?.[1],
});

/** The BreadcrumbList JSON-LD's names. */
const jsonLdCrumbs = (html: string) => {
  const script = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)]
    .map((m) => JSON.parse(m[1]!) as { "@type": string; itemListElement?: { name: string }[] })
    .find((d) => d["@type"] === "BreadcrumbList");
  return script?.itemListElement?.map((i) => i.name);
};

/** The newest seeded story's date (2026-11-10) as each language writes it. */
const NEWEST_DATE = { en: "November 10, 2026", ar: "10 نوفمبر 2026", ml: "2026 നവംബർ 10", hi: "10 नवंबर 2026" };

/** English words of these pages that a translated page must not show. */
const ENGLISH_ONLY = [
  ">Schedule a Demo<",
  "Read the story",
  "Learn more",
  "Also available:",
  "Popular Stories",
  "Product Profile",
  "Key Features",
  "Built for",
  "Other products",
  "See it working on your own products",
  "The company in figures",
  'aria-label="Breadcrumb"',
  ">Home</a>",
];

describe(
  `the pages' own words in every language on ${process.env.TEST_ENGINE ?? "sqlite"}`,
  { timeout: 60_000 },
  () => {
    it("shows the Arabic home page's words, its carousel's controls and its news dates in Arabic", async () => {
      expect(newsStories[0]!.news_date).toBe("2026-11-10");
      const words = HOME_MESSAGES.ar;
      const news = NEWS_MESSAGES.ar;
      expect(words.scheduleDemo).toBe("احجز عرضًا توضيحيًا");
      const html = await publicHtml(server, "/ar");
      expect(attribute(html, "html", "dir")).toBe("rtl");
      expect(html).toMatch(new RegExp(`href="/ar/demo"[^>]*>${words.scheduleDemo}</a>`));
      expect(html).toContain(`alt="${words.bannerImageAlt}"`);
      for (const eyebrow of Object.values(words.eyebrows)) expect(html).toContain(`>${eyebrow}</p>`);
      expect(html).toContain(`${words.learnMore}<span class="sr-only">`);
      expect(html).toContain(words.alsoAvailable);
      expect(html).toContain(`aria-roledescription="carousel" aria-label="${words.carousel.label}"`);
      expect(html).toContain(`aria-label="${words.carousel.pauseName}"`);
      expect(html).toContain(`aria-label="${words.carousel.choose}"`);
      expect(html).toContain('aria-label="1 من 3"');
      expect(html).toContain(">عرض الرأي 2</span>");
      expect(html).toContain(`>${words.carousel.previous}</span>`);
      expect(html).toContain(`>${news.widget.heading}</h2>`);
      expect(html).toContain(`>${news.widget.allNews}</a>`);
      expect(html).toContain(`${news.readStory}<!-- --> <span class="inline-block rtl:-scale-x-100">→</span>`);
      expect(html).toContain(
        `<time dateTime="2026-11-10" class="text-sm font-semibold uppercase tracking-wide text-brand-700">${NEWEST_DATE.ar}</time>`,
      );
      expect(head(html)).toEqual({ title: "Kavach InsureTech", description: words.description });
      // The stories' own words are English only: marked so, and set left to right inside the Arabic text.
      expect(html).toContain(`<span lang="en" dir="ltr">${newsStories[0]!.title}</span>`);
      for (const english of ENGLISH_ONLY) expect(html, english).not.toContain(english);
    });

    it("shows a Malayalam product page's headings, crumbs and demo band in Malayalam", async () => {
      const words = PAGES_MESSAGES.ml;
      expect(words.product.profile).toBe("ഉൽപ്പന്ന പ്രൊഫൈൽ");
      const html = await publicHtml(server, "/ml/product/gi");
      expect(attribute(html, "html", "lang")).toBe("ml");
      expect(html).toContain(`>${words.product.profile}</h2>`);
      expect(html).toContain(`>${words.product.keyFeatures}</h2>`);
      expect(html).toContain(`>${words.product.builtFor}</h3>`);
      expect(html).toContain(`>${words.product.otherProducts}</h2>`);
      expect(html).toContain(`<nav aria-label="${SHELL_MESSAGES.ml.breadcrumb}"`);
      expect(html).toMatch(new RegExp(`href="/ml"[^>]*>${words.crumbs.home}</a>`));
      expect(html).toMatch(new RegExp(`href="/ml#SectionProduct"[^>]*>${words.crumbs.products}</a>`));
      expect(jsonLdCrumbs(html)?.slice(0, 2)).toEqual([words.crumbs.home, words.crumbs.products]);
      expect(html).toContain(`>${words.demoCta.title}</h2>`);
      expect(html).toMatch(new RegExp(`href="/ml/demo"[^>]*>${words.demoCta.schedule}</a>`));
      expect(html).toMatch(new RegExp(`href="/ml/contact-us"[^>]*>${words.demoCta.contact}</a>`));
      for (const english of ENGLISH_ONLY) expect(html, english).not.toContain(english);
    });

    it("shows the Hindi news list's title, lead, cards and dates in Hindi, and a story's page too", async () => {
      const words = NEWS_MESSAGES.hi;
      expect(words.list.title).toBe("समाचार");
      const html = await publicHtml(server, "/hi/company/news-list");
      expect(/<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1]).toBe(words.list.title);
      expect(head(html)).toEqual({
        title: `${words.list.title} | Kavach InsureTech`,
        description: words.list.description,
      });
      expect(html).toContain(`>${words.list.lead}</p>`);
      expect(jsonLdCrumbs(html)).toEqual([words.crumbs.home, words.crumbs.company, words.crumbs.news]);
      expect(html).toContain(`>${NEWEST_DATE.hi}</time>`);
      expect(html).not.toContain(NEWEST_DATE.en);
      const cards = html.split('data-testid="news-card"').length - 1;
      expect(cards).toBeGreaterThan(3);
      expect(html.split(`${words.readStory}<!-- --> <span`).length - 1).toBe(cards);
      for (const english of ENGLISH_ONLY) expect(html, english).not.toContain(english);

      const code = /href="\/hi\/company\/news\?id=(\d+)"/.exec(html)![1];
      const story = await publicHtml(server, `/hi/company/news?id=${code}`);
      expect(story).toContain(`>${words.popularStories}</h2>`);
      expect(story).toMatch(
        new RegExp(
          `href="/hi/company/news-list"[^>]*><span aria-hidden="true" class="inline-block rtl:-scale-x-100">←</span> <!-- -->${words.allNews}</a>`,
        ),
      );
      expect(story).toContain(`alt="${words.illustrationAlt.replace("{title}", "")}`);
      expect(story).toMatch(/<div lang="en" dir="ltr" class="mt-8 space-y-5/);
      for (const english of ENGLISH_ONLY) expect(story, english).not.toContain(english);
    });

    it("shows the Arabic about page's and the legal pages' own words in Arabic", async () => {
      const words = PAGES_MESSAGES.ar;
      expect(words.about.figures).toBe("الشركة بالأرقام");
      const html = await publicHtml(server, "/ar/company/about-us");
      expect(html).toContain(`<aside aria-label="${words.about.figures}"`);
      expect(html).toMatch(new RegExp(`href="/ar"[^>]*>${words.crumbs.home}</a>`));
      expect(jsonLdCrumbs(html)?.[0]).toBe(words.crumbs.home);
      expect(html).toContain(`>${words.demoCta.title}</h2>`);
      expect(html).toContain(`>${words.demoCta.text}</p>`);
      for (const english of ENGLISH_ONLY) expect(html, english).not.toContain(english);

      const terms = await publicHtml(server, "/ar/terms");
      // The seeded version's date, written the Arabic way after the Arabic label.
      expect(terms).toMatch(/آخر تحديث: <!-- -->\d{1,2} [\u0600-\u06FF]+ \d{4}<\/p>/);
      expect(terms).not.toContain("Last updated");

      const services = await publicHtml(server, "/hi/service/software");
      expect(services).toContain(`>${PAGES_MESSAGES.hi.services.ctaTitle}</h2>`);
      expect(services).toContain(`>${PAGES_MESSAGES.hi.demoCta.schedule}</a>`);
    });

    it("keeps the English pages' words exactly as they were", async () => {
      const home = await publicHtml(server, "/");
      expect(home).toMatch(/href="\/demo"[^>]*>Schedule a Demo<\/a>/);
      expect(home).toContain('Learn more<span class="sr-only"> about ');
      expect(home).toContain("Also available:");
      expect(home).toContain('aria-roledescription="carousel" aria-label="Client testimonials"');
      expect(home).toContain('aria-label="Pause testimonials"');
      expect(home).toContain('aria-label="1 of 3"');
      expect(home).toContain(">Show testimonial 2</span>");
      expect(home).toContain(">Latest from Kavach InsureTech</h2>");
      expect(home).toContain(`>${NEWEST_DATE.en}</time>`);
      expect(home).toContain('Read the story<!-- --> <span class="inline-block rtl:-scale-x-100">→</span>');
      expect(home).toContain(`>${newsStories[0]!.title}</a>`);
      expect(home).not.toContain('<span lang="en" dir="ltr">');

      const product = await publicHtml(server, "/product/gi");
      expect(product).toContain(">Product Profile</h2>");
      expect(product).toContain('<nav aria-label="Breadcrumb"');
      expect(product).toMatch(/href="\/"[^>]*>Home<\/a>/);
      expect(product).toContain(">See it working on your own products</h2>");

      const news = await publicHtml(server, "/company/news-list");
      expect(head(news).title).toBe("News | Kavach InsureTech");
      expect(news).toContain(
        ">Product launches, go-lives at insurers and takaful operators, awards, events and partnerships: what is new at Kavach InsureTech, newest first.</p>",
      );
      expect(jsonLdCrumbs(news)).toEqual(["Home", "Company", "News"]);

      const about = await publicHtml(server, "/company/about-us");
      expect(about).toContain('<aside aria-label="The company in figures"');
      expect(jsonLdCrumbs(about)?.[0]).toBe("Home");

      const terms = await publicHtml(server, "/terms");
      expect(terms).toMatch(/Last updated: <!-- -->[A-Z][a-z]+ \d{1,2}, \d{4}<\/p>/);
    });
  },
);
