import { Carousel } from "~/components/ui/carousel";
import { TESTIMONIAL_PHOTO_SIZE } from "~/content/testimonials";
import type { HomeWords, Testimonial } from "~/domain/site-content/published";
import { HomeSection } from "./home-section";
import { useHomeWords } from "./home-words";
import { fill } from "~/content/messages/shell.en";
import { useShell } from "~/components/layout/use-shell";
import { formatNumberIn } from "~/domain/locale/format";

/** Three testimonials from insurance company managers, one at a time (docs/product.md §2.3: loop, autoplay, 700 ms). */
export function TestimonialsSection({
  testimonials,
  words,
}: {
  testimonials: readonly Testimonial[];
  words: Pick<HomeWords, "testimonialsHeading" | "testimonialsText">;
}) {
  const code = useHomeWords();
  const { locale } = useShell();
  return (
    <HomeSection
      headingId="testimonials-title"
      eyebrow={code.eyebrows.testimonials}
      title={words.testimonialsHeading}
      text={words.testimonialsText}
      width="max-w-4xl"
    >
      <div className="mt-12">
        <Carousel
          label={code.carousel.label}
          itemName="testimonial"
          words={code.carousel}
          formatNumber={(n) => formatNumberIn(n, locale)}
          transitionMs={700}
          slides={testimonials.map((t) => ({
            key: t.key,
            content: (
              <figure className="flex h-full flex-col rounded-2xl bg-brand-50 p-7 ring-1 ring-brand-100 sm:p-10">
                <svg viewBox="0 0 32 24" className="h-8 w-10 text-accent-600" aria-hidden="true" focusable="false">
                  <path
                    d="M0 24V14C0 6 4 1 12 0l1 4c-4 1-6 4-6 8h5v12zm19 0V14c0-8 4-13 12-14l1 4c-4 1-6 4-6 8h5v12z"
                    fill="currentColor"
                  />
                </svg>
                <h3 className="mt-5 text-xl font-bold text-brand-950 sm:text-2xl">{t.title}</h3>
                <blockquote className="mt-4 flex-1 text-lg leading-8 text-slate-700">
                  <p>{t.message}</p>
                </blockquote>
                <figcaption className="mt-8 flex items-center gap-4">
                  <img
                    src={t.imageUrl}
                    {...t.imageSources}
                    width={TESTIMONIAL_PHOTO_SIZE.width}
                    height={TESTIMONIAL_PHOTO_SIZE.height}
                    alt={fill(code.portraitAlt, { name: t.name })}
                    loading="lazy"
                    className="h-16 w-16 rounded-full object-cover"
                  />
                  <span>
                    <span className="block font-bold text-brand-950">{t.name}</span>
                    <span className="block text-sm text-slate-600">{t.designation}</span>
                  </span>
                </figcaption>
              </figure>
            ),
          }))}
        />
      </div>
    </HomeSection>
  );
}
