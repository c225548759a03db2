import Autoplay from "embla-carousel-autoplay";
import useEmblaCarousel, { type UseEmblaCarouselType } from "embla-carousel-react";
import { useEffect, useMemo } from "react";

export type CarouselApi = NonNullable<UseEmblaCarouselType[1]>;

/**
 * Embla Carousel and its Autoplay plugin on the carousel's viewport. A module of its own, loaded when the
 * carousel comes near the screen (carousel.tsx): the page's first load neither downloads nor starts them
 * (docs/decisions/0158). Renders nothing; hands the carousel its API.
 */
export default function CarouselEngine({
  viewport,
  options,
  delayMs,
  onApi,
}: {
  viewport: HTMLElement;
  options: { loop: boolean; duration: number };
  delayMs: number;
  onApi: (api: CarouselApi | undefined) => void;
}) {
  // Autoplay is told exactly when to run; its own hover, focus and interaction handling is switched
  // off so that a visitor's "Pause" is never undone by the plugin.
  const plugins = useMemo(
    () => [
      Autoplay({
        delay: delayMs,
        playOnInit: false,
        stopOnInteraction: false,
        stopOnFocusIn: false,
        stopOnMouseEnter: false,
      }),
    ],
    [delayMs],
  );
  // Right to left (an Arabic page) reverses the slides' movement, as the page's `dir` says.
  const direction = getComputedStyle(viewport).direction === "rtl" ? "rtl" : "ltr";
  const withDirection = useMemo(() => ({ ...options, direction }) as const, [options, direction]);
  const [viewportRef, api] = useEmblaCarousel(withDirection, plugins);
  useEffect(() => viewportRef(viewport), [viewportRef, viewport]);
  useEffect(() => {
    onApi(api);
    return () => onApi(undefined);
  }, [api, onApi]);
  return null;
}
