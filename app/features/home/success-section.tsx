import type { CompanyFact, HomeWords } from "~/domain/site-content/published";

/** The 100% project success statement and the company's claims (founded 2008, 120+ projects, …). */
export function SuccessSection({ facts, words }: { facts: readonly CompanyFact[]; words: HomeWords }) {
  return (
    <section aria-labelledby="success-title" className="bg-brand-950 py-20 text-white">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-5 lg:px-8">
        <div className="lg:col-span-2">
          <p className="text-sm font-bold uppercase tracking-widest text-accent-400">{words.successHeading}</p>
          <h2 id="success-title" className="mt-3">
            <span className="block text-7xl font-extrabold leading-none text-accent-500 sm:text-8xl">
              {words.successValue}
            </span>
            <span className="mt-3 block text-2xl font-bold sm:text-3xl">{words.successTitle}</span>
          </h2>
          <p className="mt-6 text-lg leading-8 text-brand-100">{words.successText}</p>
        </div>
        <dl className="grid grid-cols-2 gap-5 lg:col-span-3">
          {facts.map((f) => (
            <div
              key={f.label}
              className="flex flex-col-reverse rounded-2xl border border-white/10 bg-white/5 p-6 sm:p-8"
            >
              <dt className="mt-2 text-base text-brand-100">{f.label}</dt>
              <dd className="text-4xl font-extrabold text-white sm:text-5xl">{f.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
