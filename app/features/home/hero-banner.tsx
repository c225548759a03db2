import { Link } from "react-router";
import type { HomeWords } from "~/domain/site-content/published";
import { demoHref } from "~/content/navigation";
import { useHomeWords } from "./home-words";

/** The home page's first screen: what we do, 'Schedule a Demo', and the banner artwork. */
export function HeroBanner({ words }: { words: HomeWords }) {
  const code = useHomeWords();
  return (
    <section aria-labelledby="home-title" className="relative overflow-hidden bg-brand-900 text-white">
      <svg
        className="absolute inset-0 h-full w-full"
        aria-hidden="true"
        focusable="false"
        preserveAspectRatio="none"
        viewBox="0 0 100 100"
      >
        <path d="M0 100 L0 70 Q30 55 60 75 T100 60 L100 100Z" fill="#124a75" />
        <path d="M55 0 L100 0 L100 45 Q80 30 55 0Z" fill="#155a8f" opacity="0.6" />
      </svg>
      <div className="relative mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-2 lg:px-8 lg:py-24">
        <div>
          <p className="inline-block rounded-full bg-white/10 px-4 py-1 text-sm font-semibold tracking-wide text-accent-400">
            {words.bannerEyebrow}
          </p>
          <h1
            id="home-title"
            className="mt-5 text-4xl font-extrabold tracking-tight sm:text-5xl lg:text-[3.4rem] lg:leading-[1.1]"
          >
            {words.bannerHeading}
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-8 text-brand-100">{words.bannerText}</p>
          <div className="mt-9 flex flex-wrap gap-4">
            <Link
              to={demoHref}
              className="rounded-md bg-accent-500 px-7 py-3.5 text-base font-bold text-brand-950 shadow-lg hover:bg-accent-400"
            >
              {code.scheduleDemo}
            </Link>
            <a
              href="#SectionProduct"
              className="rounded-md border border-white/40 px-7 py-3.5 text-base font-bold text-white hover:bg-white/10"
            >
              {words.bannerButton}
            </a>
          </div>
        </div>
        <img
          src="/images/home-banner.svg"
          width={600}
          height={440}
          alt={code.bannerImageAlt}
          className="mx-auto hidden h-auto w-full max-w-xl sm:block"
          fetchPriority="high"
        />
      </div>
    </section>
  );
}
