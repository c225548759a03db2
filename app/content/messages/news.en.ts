/**
 * The news pages' words written in code (the news list, a story's page, and the news cards and widget the
 * home page shows too) in English; every other language's catalogue (news.ts) must have each key. Client
 * code imports only this file: the route's loader sends the page's own language.
 */
export const NEWS_EN = {
  crumbs: { home: "Home", company: "Company", news: "News" },
  list: {
    title: "News",
    description:
      "News from Kavach InsureTech: product launches, insurer and takaful go-lives, awards, events and partnerships.",
    lead: "Product launches, go-lives at insurers and takaful operators, awards, events and partnerships: what is new at Kavach InsureTech, newest first.",
    empty: "There is no news to show just now. Please come back soon.",
  },
  /** The home page's news section. */
  widget: {
    eyebrow: "News",
    heading: "Latest from Kavach InsureTech",
    text: "Go-lives, product releases, events and awards.",
    allNews: "All news",
  },
  /** Under a card, before its arrow. */
  readStory: "Read the story",
  /** The link back to the news list under a story, after its arrow. */
  allNews: "All news",
  popularStories: "Popular Stories",
  noOtherStories: "No other stories yet.",
  illustrationAlt: "Illustration for the story: {title}",
};

export type NewsMessages = typeof NEWS_EN;
