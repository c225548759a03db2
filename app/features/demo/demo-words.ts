import { useRouteLoaderData } from "react-router";
import type { RootData } from "~/components/seo/page-meta";
import { LOCALE_INFO, type Locale } from "~/domain/locale/locales";
import { DEMO_EN } from "~/content/messages/demo.en";
import { wordsContext } from "~/components/words";

/** The demo pages' words in their language (the route's loader picks them). */
export const { Provider: DemoWordsProvider, useWords: useDemoWords } = wordsContext(DEMO_EN);

/** The Intl tag of the page's dates and times: undefined in English (the demo pages' en-GB). */
export function demoIntlOf(locale: Locale): string | undefined {
  return locale === "en" ? undefined : LOCALE_INFO[locale].intl;
}

export function useDemoIntl(): string | undefined {
  return demoIntlOf(useRouteLoaderData<RootData>("root")?.locale ?? "en");
}
