import { Link } from "react-router";
import type { HomeWords } from "~/domain/site-content/published";
import { homeProductsOf, type ProductLink } from "~/domain/site-content/products";
import { ProductIcon } from "./product-icon";
import { HomeSection } from "./home-section";
import { useHomeWords } from "./home-words";
import { fill } from "~/content/messages/shell.en";

/** The featured products, then the others; `id="SectionProduct"` is the target of every "Products" link. */
export function ProductsSection({ products, words }: { products: readonly ProductLink[]; words: HomeWords }) {
  const { featured, listed } = homeProductsOf(products);
  const code = useHomeWords();
  return (
    <HomeSection
      id="SectionProduct"
      headingId="products-title"
      eyebrow={code.eyebrows.products}
      title={words.productsHeading}
      text={words.productsText}
    >
      <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {featured.map((p) => (
          <li key={p.slug}>
            <Link
              to={`/product/${p.slug}`}
              className="group flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-7 shadow-sm transition hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-lg"
            >
              <span className="flex h-14 w-14 items-center justify-center rounded-xl bg-brand-50 text-brand-700 group-hover:bg-brand-700 group-hover:text-white">
                <ProductIcon slug={p.slug} />
              </span>
              <h3 className="mt-5 text-xl font-bold text-brand-950">{p.name}</h3>
              <p className="mt-3 flex-1 leading-7 text-slate-700">{p.summary}</p>
              <span className="mt-5 inline-flex items-center gap-1 font-semibold text-brand-700">
                {code.learnMore}
                <span className="sr-only">{fill(code.learnMoreAbout, { name: p.name })}</span>
                <span
                  aria-hidden="true"
                  className="transition group-hover:translate-x-1 rtl:-scale-x-100 rtl:group-hover:-translate-x-1"
                >
                  →
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-10 text-center text-slate-700">
        {code.alsoAvailable}{" "}
        {listed.map((p, i, all) => (
          <span key={p.slug}>
            <Link to={`/product/${p.slug}`} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
              {p.name}
            </Link>
            {i < all.length - 1 ? code.listSeparator : code.listEnd}
          </span>
        ))}
      </p>
    </HomeSection>
  );
}
