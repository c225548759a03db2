import { wordsContext } from "~/components/words";
import { HOME_EN } from "~/content/messages/home.en";

/** The home page's words in the page's language (the route's loader sends them; English by default). */
export const { Provider: HomeWordsProvider, useWords: useHomeWords } = wordsContext(HOME_EN);
