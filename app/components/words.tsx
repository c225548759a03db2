import { createContext, useContext } from "react";

/**
 * A page area's words in the page's language. The route's loader picks one language's catalogue
 * (app/content/messages/<area>.ts, every language) and returns it; the route wraps its page in
 * `Provider value={loaderData.words}`; any component below reads them with `useWords()`. The English
 * catalogue (<area>.en.ts) is the default, so a component drawn outside the page (a test, the error
 * screen) speaks English, and the browser's code never holds the other languages.
 */
export function wordsContext<Words>(english: Words) {
  const Context = createContext<Words>(english);
  return { Provider: Context.Provider, useWords: () => useContext(Context) };
}
