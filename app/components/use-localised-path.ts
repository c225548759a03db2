import { useHref } from "react-router";

/**
 * A site path in the page's language, for what React Router does not prefix itself: a plain <a href> and a
 * plain <form action> (its Link and Form add the language's basename on their own). /careers on an Arabic
 * page -> /ar/careers; a fragment or an outside address is left as it is.
 */
export function useLocalisedPath(): (path: string) => string {
  const base = useHref("/");
  return (path) => {
    if (base === "/" || !path.startsWith("/") || path.startsWith("//")) return path;
    return path === "/" ? base : `${base}${path}`;
  };
}
