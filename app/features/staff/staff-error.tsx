import { isRouteErrorResponse, Link } from "react-router";
import { NOT_FOUND_TEXT, NOT_FOUND_TITLE } from "~/components/layout/not-found";

/** What a staff page shows when its loader or action refuses: 403, 404, an XSRF refusal, or a failure. */
export function StaffErrorPage({ error }: { error: unknown }) {
  const response = isRouteErrorResponse(error) ? error : null;
  const status = response?.status ?? 500;
  const title =
    status === 403
      ? "Not allowed"
      : status === 404
        ? NOT_FOUND_TITLE
        : status < 500
          ? "Request refused"
          : "Something went wrong";
  const text =
    typeof response?.data === "string" && response.data
      ? response.data
      : status === 404
        ? NOT_FOUND_TEXT
        : "This page could not be shown just now. Please try again in a moment.";
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 text-center">
      <h1 className="text-3xl font-bold text-brand-950">{title}</h1>
      <p className="mt-4 text-lg text-slate-700">{text}</p>
      <Link
        to="/staff"
        className="mt-8 inline-block rounded-md bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
      >
        Go to the staff console
      </Link>
    </section>
  );
}
