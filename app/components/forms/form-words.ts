import { ENGLISH_FORMS } from "~/content/messages/forms.en";
import { wordsContext } from "~/components/words";

/**
 * The shared form words and messages of the page's language (app/content/messages/forms.ts, chosen by the
 * route's loader and given by `FormWordsProvider`); English outside one.
 */
const formWords = wordsContext(ENGLISH_FORMS);
export const FormWordsProvider = formWords.Provider;
export const useFormWords = formWords.useWords;

/**
 * A form's message in the page's language: the rules' messages are English constants (the API answers them
 * so), and a translated page shows each in its words; a message it has no translation for stays as it is.
 */
export function useMessage(): (english: string) => string {
  const { messages } = useFormWords();
  return (english) => messages[english] ?? english;
}
