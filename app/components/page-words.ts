import { wordsContext } from "~/components/words";
import { PAGES_EN } from "~/content/messages/pages.en";

/**
 * The content pages' words in the page's language (products, services, company and legal pages, and the demo
 * band closing them): the route's loader sends them; English by default.
 */
export const { Provider: PageWordsProvider, useWords: usePageWords } = wordsContext(PAGES_EN);
