import { Link } from "react-router";
import { ENGLISH_SHELL } from "~/content/messages/shell.en";
import { useShell } from "./use-shell";

export const NOT_FOUND_TITLE = ENGLISH_SHELL.notFound.title;
export const NOT_FOUND_TEXT = ENGLISH_SHELL.notFound.text;

/** The Page Not Found screen, shown with HTTP 404 for any unknown path or record, in the page's language. */
export function NotFound() {
  const { notFound } = useShell().messages;
  return (
    <section className="mx-auto flex max-w-3xl flex-col items-center px-4 py-24 text-center">
      <p className="text-7xl font-extrabold text-brand-600" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold text-brand-950">{notFound.title}</h1>
      <p className="mt-4 text-lg text-slate-700">{notFound.text}</p>
      <Link to="/" className="mt-8 rounded-md bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800">
        {notFound.home}
      </Link>
    </section>
  );
}
