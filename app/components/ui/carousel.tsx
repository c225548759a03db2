import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from "react";
import type { CarouselApi } from "./carousel-engine";
import { emblaDurationFor } from "./carousel-timing";

const CarouselEngine = lazy(() => import("./carousel-engine"));

export type CarouselSlide = { key: string | number; content: ReactNode };

type CarouselProps = {
  /** The carousel's accessible name, e.g. "Client testimonials". */
  label: string;
  /** What one slide is called in the controls' names: "Next testimonial", "Show testimonial 2". */
  itemName: string;
  slides: CarouselSlide[];
  /** Time each slide stays before the next one comes. */
  delayMs?: number;
  /** Length of the movement from one slide to the next. */
  transitionMs?: number;
  /** The controls' names in the page's language ({n}: a slide's number, {total}: how many); English by default. */
  words?: CarouselWords;
  /** A slide's number as the page's language writes it. */
  formatNumber?: (n: number) => string;
};

export type CarouselWords = {
  pause: string;
  play: string;
  /** The pause and play buttons' whole names, holding their visible word. */
  pauseName: string;
  playName: string;
  previous: string;
  next: string;
  choose: string;
  show: string;
  slide: string;
};

/** The controls' English names, by what one slide is called: "Next testimonial", "Show testimonial 2". */
function englishWords(itemName: string): CarouselWords {
  return {
    pause: "Pause",
    play: "Play",
    pauseName: `Pause ${itemName}s`,
    playName: `Play ${itemName}s`,
    previous: `Previous ${itemName}`,
    next: `Next ${itemName}`,
    choose: `Choose a ${itemName}`,
    show: `Show ${itemName} {n}`,
    slide: "{n} of {total}",
  };
}

const fillNumbers = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

/**
 * One slide at a time on every width, looping, autoplaying (Embla Carousel with its Autoplay plugin),
 * following the WAI-ARIA carousel pattern: a visible pause/play control, rotation paused while the
 * pointer is over the slides or focus is inside the carousel, no autoplay when the visitor asks for
 * reduced motion, arrow keys and swipe to move, and slides announced as "2 of 3".
 */
export function Carousel({
  label,
  itemName,
  slides,
  delayMs = 6000,
  transitionMs = 700,
  words = englishWords(itemName),
  formatNumber = String,
}: CarouselProps) {
  const [reducedMotion, setReducedMotion] = useState(false);
  // Embla measures the slides when it starts, a layout of the whole page in the middle of the page's start-up:
  // it is loaded, and starts, when the carousel comes near the screen (docs/decisions/0158). Until then the
  // first slide shows, as it does without JavaScript. The element is kept in a ref and handed to the state
  // only then: a state setter as the ref would re-render the carousel synchronously inside the page's
  // hydration commit, the longest task of its start-up (docs/decisions/0134).
  const viewportRef = useRef<HTMLDivElement>(null);
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const options = useMemo(
    () => ({ loop: true, duration: reducedMotion ? 0 : emblaDurationFor(transitionMs) }),
    [reducedMotion, transitionMs],
  );
  const [api, setApi] = useState<CarouselApi>();

  const [selected, setSelected] = useState(0);
  const [mounted, setMounted] = useState(false);
  const [wantsPlay, setWantsPlay] = useState(true);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const pauseButtonRef = useRef<HTMLButtonElement>(null);
  const regionRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const query = window.matchMedia(REDUCED_MOTION);
    const apply = () => {
      setReducedMotion(query.matches);
      // Under reduced motion the slides wait for the visitor; the Play button still starts them.
      if (query.matches) setWantsPlay(false);
    };
    apply();
    setMounted(true);
    query.addEventListener("change", apply);
    return () => query.removeEventListener("change", apply);
  }, []);

  useEffect(() => {
    const region = regionRef.current;
    if (!region) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        setViewport(viewportRef.current);
        observer.disconnect();
      },
      { rootMargin: "200px" },
    );
    observer.observe(region);
    return () => observer.disconnect();
  }, []);

  const playing = mounted && wantsPlay && !hovered && !focused;
  const playingRef = useRef(playing);
  playingRef.current = playing;

  const sync = useCallback(() => {
    const autoplay = api?.plugins().autoplay;
    if (!autoplay) return;
    if (playingRef.current && !autoplay.isPlaying()) autoplay.play();
    if (!playingRef.current && autoplay.isPlaying()) autoplay.stop();
  }, [api]);

  useEffect(sync, [sync, playing]);

  useEffect(() => {
    if (!api) return;
    const onSelect = () => setSelected(api.selectedScrollSnap());
    onSelect();
    api.on("select", onSelect).on("reInit", onSelect);
    // The plugin restarts itself after a swipe; put it back in the state the visitor chose.
    api.on("pointerUp", sync).on("reInit", sync);
    return () => {
      api.off("select", onSelect).off("reInit", onSelect).off("pointerUp", sync).off("reInit", sync);
    };
  }, [api, sync]);

  const resetTimer = () => api?.plugins().autoplay?.reset();
  const previous = () => {
    api?.scrollPrev();
    resetTimer();
  };
  const next = () => {
    api?.scrollNext();
    resetTimer();
  };

  // The arrow keys move the way the slides lie: on a right-to-left page the left arrow goes on.
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== "ArrowLeft" && e.key !== "ArrowRight") return;
    e.preventDefault();
    const rtl = getComputedStyle(e.currentTarget).direction === "rtl";
    if ((e.key === "ArrowRight") !== rtl) next();
    else previous();
  };

  // Focus on the pause/play button itself does not pause: the button must be able to start rotation.
  const onFocus = (e: FocusEvent) => setFocused(e.target !== pauseButtonRef.current);
  const onBlur = (e: FocusEvent) => {
    const to = e.relatedTarget as Node | null;
    setFocused(Boolean(to && regionRef.current?.contains(to) && to !== pauseButtonRef.current));
  };

  return (
    <div
      ref={regionRef}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      // Marks the moment the controls work (hydrated, Embla ready), for tests and styling alike.
      data-ready={mounted && api ? "true" : undefined}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      {viewport && (
        <Suspense fallback={null}>
          <CarouselEngine viewport={viewport} options={options} delayMs={delayMs} onApi={setApi} />
        </Suspense>
      )}
      <div
        ref={viewportRef}
        className="overflow-hidden"
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
      >
        <div className="flex touch-pan-y" aria-live={playing ? "off" : "polite"}>
          {slides.map((slide, i) => (
            <div
              key={slide.key}
              role="group"
              aria-roledescription="slide"
              aria-label={fillNumbers(words.slide, { n: formatNumber(i + 1), total: formatNumber(slides.length) })}
              inert={i !== selected}
              className="min-w-0 shrink-0 grow-0 basis-full px-1"
            >
              {slide.content}
            </div>
          ))}
        </div>
      </div>

      <div className="mt-8 flex flex-wrap items-center justify-center gap-3">
        <button
          ref={pauseButtonRef}
          type="button"
          aria-label={wantsPlay ? words.pauseName : words.playName}
          className={controlClass}
          onClick={() => setWantsPlay((w) => !w)}
        >
          {wantsPlay ? (
            <svg viewBox="0 0 20 20" className="h-4 w-4" aria-hidden="true">
              <path d="M6 4h3v12H6zM11 4h3v12h-3z" fill="currentColor" />
            </svg>
          ) : (
            <svg viewBox="0 0 20 20" className="h-4 w-4" aria-hidden="true">
              <path d="M6 4l10 6-10 6z" fill="currentColor" />
            </svg>
          )}
          <span>{wantsPlay ? words.pause : words.play}</span>
        </button>
        <StepButton direction="Previous" name={words.previous} onClick={previous} />
        <ul className="flex items-center gap-1" aria-label={words.choose}>
          {slides.map((slide, i) => (
            <li key={slide.key}>
              <button
                type="button"
                aria-current={i === selected ? "true" : undefined}
                onClick={() => {
                  api?.scrollTo(i);
                  resetTimer();
                }}
                className="group flex h-11 w-8 items-center justify-center"
              >
                <span
                  aria-hidden="true"
                  className={`block h-3 rounded-full transition-all ${i === selected ? "w-7 bg-brand-700" : "w-3 bg-brand-200 group-hover:bg-brand-400"}`}
                />
                <span className="sr-only">{fillNumbers(words.show, { n: formatNumber(i + 1) })}</span>
              </button>
            </li>
          ))}
        </ul>
        <StepButton direction="Next" name={words.next} onClick={next} />
      </div>
    </div>
  );
}

const controlClass =
  "inline-flex h-11 min-w-11 items-center justify-center gap-2 rounded-full border border-brand-200 bg-white px-3 text-sm font-semibold text-brand-900 shadow-sm hover:border-brand-400 hover:bg-brand-50";

const chevrons = { Previous: "m12 4-6 6 6 6", Next: "m8 4 6 6-6 6" } as const;

/** The Previous or Next control: a chevron, named for screen readers. */
function StepButton({
  direction,
  name,
  onClick,
}: {
  direction: keyof typeof chevrons;
  name: string;
  onClick: () => void;
}) {
  return (
    <button type="button" className={controlClass} onClick={onClick}>
      <svg viewBox="0 0 20 20" className="h-5 w-5 rtl:-scale-x-100" aria-hidden="true">
        <path
          d={chevrons[direction]}
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className="sr-only">{name}</span>
    </button>
  );
}
