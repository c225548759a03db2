import { siteConfig } from "~/content/site-config";
import type { NewsStory } from "~/domain/news-item";

/**
 * schema.org NewsArticle for a story's page: the company is both author and publisher, as an
 * Organization; URLs are absolute, from the site's origin.
 */
export function newsArticleJsonLd(story: NewsStory, siteUrl: string, pagePath: string) {
  const company = { "@type": "Organization", name: siteConfig.name, url: siteUrl + "/" };
  return {
    "@context": "https://schema.org",
    "@type": "NewsArticle",
    headline: story.Title,
    image: [siteUrl + story.ImageUrl],
    datePublished: story.NewsDate,
    dateModified: story.ModifiedAt > story.NewsDate ? story.ModifiedAt : story.NewsDate,
    author: company,
    publisher: { ...company, logo: { "@type": "ImageObject", url: siteUrl + "/favicon.svg" } },
    mainEntityOfPage: { "@type": "WebPage", "@id": siteUrl + pagePath },
  };
}
