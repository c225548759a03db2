import { data, Link, redirect } from "react-router";
import { Breadcrumb } from "~/components/layout/breadcrumb";
import { breadcrumbJsonLd, notFoundMeta, pageMeta, type Crumb } from "~/components/seo/page-meta";
import { productRedirectPath } from "~/content/product-index";
import { withoutLocale } from "~/domain/locale/locale-path";
import { PRODUCT_IMAGE_SIZE } from "~/content/products";
import { productPath } from "~/content/navigation";
import {
  PRODUCTS_SECTION_PATH,
  productLinksOf,
  type PublishedProduct,
  type PublishedProductImage,
} from "~/domain/site-content/products";
import type { Group } from "~/domain/site-content/list-fields";
import { DemoCallToAction } from "~/components/layout/demo-call-to-action";
import { ProductIcon } from "~/features/home/product-icon";
import type { Route } from "./+types/product.$slug";
import { CheckIcon } from "~/components/ui/check-icon";
import { cachePageFor } from "~/shared/page-cache-headers";
import { serverHtmlPage } from "~/components/server-html";
import { PAGES_MESSAGES } from "~/content/messages/pages";
import { PageWordsProvider } from "~/components/page-words";
import { PAGES_EN, type PagesMessages } from "~/content/messages/pages.en";

/**
 * Every product page, in the words marketing last published. Product links are matched case-insensitively:
 * any other letter case answers 301 with the lowercase address; a retired product answers 301 to the page
 * marketing chose (the home page's products by default); an unknown product answers 404.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // The address inside its language (/ar/PRODUCT/gi): the redirect is given the language's prefix back.
  const canonical = productRedirectPath(withoutLocale(url.pathname));
  if (canonical) throw redirect(canonical + url.search, 301);
  const products = await (await context.content(request)).products();
  const product = products.find((p) => p.slug === params.slug);
  if (!product) throw data(null, { status: 404 });
  if (!product.live) throw redirect(product.retiredTo, 301);
  const related = productLinksOf(products)
    .filter((p) => p.slug !== product.slug)
    .slice(0, 10)
    .map(({ slug, name }) => ({ slug, name }));
  return { product, related, words: PAGES_MESSAGES[context.locale] };
}

function crumbsOf(product: PublishedProduct, words: PagesMessages = PAGES_EN): Crumb[] {
  return [
    { label: words.crumbs.home, href: "/" },
    { label: words.crumbs.products, href: PRODUCTS_SECTION_PATH },
    { label: product.name },
  ];
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const product = loaderData?.product;
  if (!product) return notFoundMeta(matches);
  const path = productPath(product.slug);
  return pageMeta({
    matches,
    title: product.name,
    description: product.description,
    path,
    jsonLd: [breadcrumbJsonLd(matches, crumbsOf(product, loaderData.words), path)],
  });
};

export const headers: Route.HeadersFunction = () => cachePageFor(3600);

// Text, pictures and links only: the browser keeps the server's HTML of it (docs/decisions/0156).
export const handle = serverHtmlPage;

function Figure({ image, eager = false }: { image: PublishedProductImage; eager?: boolean }) {
  return (
    <figure>
      <img
        src={image.src}
        {...image.sources}
        width={PRODUCT_IMAGE_SIZE.width}
        height={PRODUCT_IMAGE_SIZE.height}
        alt={image.alt}
        loading={eager ? undefined : "lazy"}
        className="aspect-[640/420] h-auto w-full rounded-2xl object-cover shadow-lg ring-1 ring-slate-200"
      />
      <figcaption className="mt-3 text-sm leading-6 text-slate-600">{image.caption}</figcaption>
    </figure>
  );
}

function FeatureCard({ group }: { group: Group }) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-7">
      <h3 className="text-lg font-bold text-brand-950">{group.title}</h3>
      <ul className="mt-4 space-y-3">
        {group.items.map((item) => (
          <li key={item} className="flex gap-3 leading-7 text-slate-700">
            <CheckIcon className="mt-1.5 h-4 w-4 shrink-0 text-brand-600" />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { product, related, words } = loaderData;
  const [first, second, third] = product.images;
  const half = Math.ceil(product.featureGroups.length / 2);

  return (
    <PageWordsProvider value={words}>
      <Breadcrumb title={product.name} crumbs={crumbsOf(product, words)} />

      <section
        aria-labelledby="profile-title"
        className="mx-auto grid max-w-7xl items-start gap-12 px-4 py-16 sm:px-6 lg:grid-cols-2 lg:px-8"
      >
        <div>
          <h2 id="profile-title" className="text-3xl font-bold tracking-tight text-brand-950">
            {words.product.profile}
          </h2>
          <p className="mt-4 text-xl font-semibold leading-8 text-brand-800">{product.tagline}</p>
          {product.profile.map((p) => (
            <p key={p} className="mt-4 text-lg leading-8 text-slate-700">
              {p}
            </p>
          ))}
          <h3 className="mt-8 text-sm font-bold uppercase tracking-widest text-slate-600">{words.product.builtFor}</h3>
          <ul className="mt-3 flex flex-wrap gap-2">
            {product.audience.map((a) => (
              <li
                key={a}
                className="rounded-full bg-brand-50 px-4 py-1.5 text-sm font-semibold text-brand-800 ring-1 ring-brand-100"
              >
                {a}
              </li>
            ))}
          </ul>
        </div>
        <div>
          <Figure image={first} eager />
          <dl className="mt-8 grid gap-4 sm:grid-cols-3">
            {product.highlights.map((h) => (
              <div key={h.label} className="flex flex-col-reverse rounded-xl bg-brand-900 p-5 text-white">
                <dt className="mt-1 text-sm leading-6 text-brand-100">{h.label}</dt>
                <dd className="text-2xl font-extrabold text-accent-500">{h.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section aria-labelledby="features-title" className="bg-brand-50 py-16">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <h2 id="features-title" className="text-3xl font-bold tracking-tight text-brand-950">
            {words.product.keyFeatures}
          </h2>
          <div className="mt-10 grid items-start gap-10 lg:grid-cols-2">
            <div className="lg:sticky lg:top-24">
              <Figure image={second} />
            </div>
            <div className="space-y-6">
              {product.featureGroups.slice(0, half).map((g) => (
                <FeatureCard key={g.title} group={g} />
              ))}
            </div>
          </div>
          <div className="mt-10 grid items-start gap-10 lg:grid-cols-2">
            <div className="space-y-6 lg:order-1">
              {product.featureGroups.slice(half).map((g) => (
                <FeatureCard key={g.title} group={g} />
              ))}
            </div>
            <div className="lg:sticky lg:top-24 lg:order-2">
              <Figure image={third} />
            </div>
          </div>
        </div>
      </section>

      <nav aria-labelledby="related-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <h2 id="related-title" className="text-2xl font-bold text-brand-950">
          {words.product.otherProducts}
        </h2>
        <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
          {related.map((p) => (
            <li key={p.slug}>
              <Link
                to={productPath(p.slug)}
                className="flex h-full items-center gap-3 rounded-xl border border-slate-200 p-4 font-semibold text-brand-900 hover:border-brand-300 hover:bg-brand-50"
              >
                <span className="text-brand-600">
                  <ProductIcon slug={p.slug} className="h-6 w-6" />
                </span>
                {p.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <DemoCallToAction />
    </PageWordsProvider>
  );
}
