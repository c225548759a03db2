import { Link } from "react-router";

export const NOT_FOUND_TITLE = "Page Not Found";
export const NOT_FOUND_TEXT =
  "The page you are looking for might have been removed, renamed or be unavailable for now.";

/** The Page Not Found screen, shown with HTTP 404 for any unknown path or record. */
export function NotFound() {
  return (
    <section className="mx-auto flex max-w-3xl flex-col items-center px-4 py-24 text-center">
      <p className="text-7xl font-extrabold text-brand-600" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold text-brand-950">{NOT_FOUND_TITLE}</h1>
      <p className="mt-4 text-lg text-slate-700">{NOT_FOUND_TEXT}</p>
      <Link to="/" className="mt-8 rounded-md bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800">
        Go to Home
      </Link>
    </section>
  );
}
