import { CONTACT_EN } from "~/content/messages/contact.en";
import { wordsContext } from "~/components/words";

/** The contact page's words in its language (the route's loader picks them). */
export const { Provider: ContactWordsProvider, useWords: useContactWords } = wordsContext(CONTACT_EN);
