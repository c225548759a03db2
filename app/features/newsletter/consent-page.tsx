import { Link } from "react-router";
import { XsrfField } from "~/components/forms/hidden-fields";
import { Button } from "~/components/ui/button";

/** What a confirmation or unsubscribe page shows: a question with its button, or the outcome. */
export type ConsentView =
  | { state: "ask"; prompt: string }
  | { state: "done"; message: string }
  | { state: "invalid"; message: string }
  | { state: "error"; message: string };

/**
 * The page a newsletter mail's link opens (docs/product.md §5.3). It asks before acting, with a plain
 * form that posts back to the same address (link included), so it works without JavaScript and a mail
 * scanner that opens the link changes nothing.
 */
export function ConsentPage({ heading, view, button }: { heading: string; view: ConsentView; button: string }) {
  return (
    <section className="mx-auto max-w-2xl px-4 py-14 sm:px-6">
      <div className="rounded-xl border border-slate-200 bg-white p-8 shadow-sm">
        <h2 className="text-2xl font-bold text-brand-950">{heading}</h2>
        {view.state === "ask" ? (
          <form method="post" className="mt-4">
            <p className="text-slate-800">{view.prompt}</p>
            <XsrfField />
            <Button type="submit" variant="primary" className="mt-6">
              {button}
            </Button>
          </form>
        ) : (
          <p
            role="status"
            data-tone={view.state === "done" ? "success" : "error"}
            className={`mt-4 font-semibold ${view.state === "done" ? "text-green-800" : "text-red-700"}`}
          >
            {view.message}
          </p>
        )}
        <Link
          to="/"
          className="mt-8 inline-block font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-950"
        >
          Back to the home page
        </Link>
      </div>
    </section>
  );
}
