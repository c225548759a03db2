import type { ReactNode } from "react";
import { useShell } from "~/components/layout/use-shell";

/**
 * A news story's own words, which are written in English only: on a page in another language they are marked
 * as English and set left to right inside the page's text (a screen reader reads them with an English voice;
 * on an Arabic page a sentence's full stop stays at its end). English pages get the words as they are.
 */
export function EnglishText({ children }: { children: ReactNode }) {
  const { locale } = useShell();
  if (locale === "en") return <>{children}</>;
  return (
    <span lang="en" dir="ltr">
      {children}
    </span>
  );
}

/** The attributes of a block holding a story's own (English) words, on a page in another language. */
export function useEnglishBlock(): { lang?: string; dir?: "ltr" } {
  return useShell().locale === "en" ? {} : { lang: "en", dir: "ltr" };
}
