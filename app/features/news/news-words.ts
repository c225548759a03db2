import { wordsContext } from "~/components/words";
import { NEWS_EN } from "~/content/messages/news.en";

/**
 * The news cards', list's and story page's words in the page's language (the route's loader sends them;
 * English by default, as in the console's preview of a story).
 */
export const { Provider: NewsWordsProvider, useWords: useNewsWords } = wordsContext(NEWS_EN);
