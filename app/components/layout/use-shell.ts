import { useHref, useRouteLoaderData } from "react-router";
import type { RootData } from "~/components/seo/page-meta";
import { localeOfPath } from "~/domain/locale/locale-path";
import type { Locale } from "~/domain/locale/locales";
import { ENGLISH_SHELL, type ShellMessages } from "~/content/messages/shell.en";

/**
 * The page's language and its frame's words. The language is read from the address's basename (/ar), so
 * it is known even when the root loader failed; the words then fall back to English.
 */
export function useShell(): { locale: Locale; messages: ShellMessages } {
  const data = useRouteLoaderData<RootData>("root");
  return { locale: localeOfPath(useHref("/")), messages: data?.messages ?? ENGLISH_SHELL };
}
