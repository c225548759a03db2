import { data } from "react-router";
import { ServerHtml } from "~/components/server-html";
import { pageMeta, siteContactFrom, siteUrlFrom } from "~/components/seo/page-meta";
import { organizationJsonLd } from "~/content/company";
import { home } from "~/content/home";
import { CustomersSection } from "~/features/home/customers-section";
import { HeroBanner } from "~/features/home/hero-banner";
import { ProductsSection } from "~/features/home/products-section";
import { SuccessSection } from "~/features/home/success-section";
import { TestimonialsSection } from "~/features/home/testimonials-section";
import { useScrollToTopOnLoad } from "~/features/home/use-scroll-to-top";
import { newsPageCacheHeaders, newsPageHeaders } from "~/features/news/news-page-cache";
import { NewsWidget } from "~/features/news/news-widget";
import { NewsletterBox } from "~/features/newsletter/newsletter-box";
import { companyFactsOf, homeWordsOf, testimonialsOf } from "~/domain/site-content/published";
import { clientsOf } from "~/domain/site-content/company-pages";
import { HOME_MESSAGES } from "~/content/messages/home";
import { NEWS_MESSAGES } from "~/content/messages/news";
import { HomeWordsProvider } from "~/features/home/home-words";
import { NewsWordsProvider } from "~/features/news/news-words";
import type { Route } from "./+types/_index";

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta({
    matches,
    title: home.title,
    description: loaderData?.words.description ?? home.description,
    path: "/",
    jsonLd: [
      organizationJsonLd(siteUrlFrom(matches), siteContactFrom(matches) ?? { email: "", phones: [], social: [] }),
    ],
  });

/** The news widget: the three newest stories (GetAllNews count 3); claims, testimonials, products, featured clients as last published. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const content = await context.content(request);
  const [news, facts, testimonials, products, words, clients] = await Promise.all([
    context.services.news.latestSummaries(3),
    content.list("company-fact"),
    content.list("testimonial"),
    content.productLinks(),
    content.list("home-page"),
    content.list("client"),
  ]);
  return data(
    {
      news,
      facts: companyFactsOf(facts),
      testimonials: testimonialsOf(testimonials),
      products,
      text: homeWordsOf(words),
      clients: clientsOf(clients, "featured"),
      // The words written in code, in the page's language only.
      words: HOME_MESSAGES[context.locale],
      newsWords: NEWS_MESSAGES[context.locale],
    },
    { headers: newsPageCacheHeaders(context.services.news.secondsFresh()) },
  );
}

// A minute, not an hour: the news widget on this page shows database content.
export const headers: Route.HeadersFunction = newsPageHeaders;

/**
 * The home page, one section per line. Only the carousel and the newsletter form are islands; the other
 * sections are kept as the server sent them when the page loads (docs/decisions/0156).
 */
export default function Home({ loaderData }: Route.ComponentProps) {
  useScrollToTopOnLoad();
  return (
    <HomeWordsProvider value={loaderData.words}>
      <NewsWordsProvider value={loaderData.newsWords}>
        <ServerHtml>
          <HeroBanner words={loaderData.text} />
          <ProductsSection products={loaderData.products} words={loaderData.text} />
          <SuccessSection facts={loaderData.facts} words={loaderData.text} />
        </ServerHtml>
        <TestimonialsSection testimonials={loaderData.testimonials} words={loaderData.text} />
        <ServerHtml>
          <NewsWidget stories={loaderData.news} />
          <CustomersSection words={loaderData.text} clients={loaderData.clients} />
        </ServerHtml>
        <NewsletterBox />
      </NewsWordsProvider>
    </HomeWordsProvider>
  );
}
