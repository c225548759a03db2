import { data, Form, redirect, useNavigation, useRouteLoaderData } from "react-router";
import { DEMO_MESSAGES } from "~/content/messages/demo";
import { formsWordsOf } from "~/content/messages/forms";
import { fill } from "~/content/messages/shell.en";
import { demoIntlOf, DemoWordsProvider } from "~/features/demo/demo-words";
import { Breadcrumb } from "~/components/layout/breadcrumb";
import { XsrfField } from "~/components/forms/hidden-fields";
import { notFoundMeta, pageMeta, type Crumb, type RootData } from "~/components/seo/page-meta";
import { Button } from "~/components/ui/button";
import { productName } from "~/content/product-index";
import { demoMessages } from "~/domain/demo/demo-form";
import { demoBookingPath } from "~/domain/demo/demo-paths";
import { demoMoment } from "~/domain/demo/demo-time";
import { bodyLimits } from "~/shared/request-limits";
import { groupByDay } from "~/features/demo/demo-times";
import { TimePicker } from "~/features/demo/time-picker";
import { useVisitorZone } from "~/features/demo/visitor-zone";
import { PRIVATE_PAGE_HEADERS } from "~/features/careers/status/status-route.server";
import { FORM_MALFORMED_MESSAGE, formXsrfValid, readFormData, XSRF_REJECTED_MESSAGE } from "~/lib/form-post.server";
import type { Route } from "./+types/demo_.booking.$token";

/** The breadcrumb in the page's words. */
const crumbsOf = (w: { home: string; title: string; yourDemo: string }): Crumb[] => [
  { label: w.home, href: "/" },
  { label: w.title, href: "/demo" },
  { label: w.yourDemo },
];
const notFound = () => data(null, { status: 404 });
/** What `?done=` says after a move or a cancel; `-unmailed` when the hourly cap held the visitor's mail back. */
const DONE: Record<string, string> = {
  moved: demoMessages.rescheduled,
  cancelled: demoMessages.cancelled,
  "moved-unmailed": demoMessages.rescheduledUnmailed,
  "cancelled-unmailed": demoMessages.cancelledUnmailed,
};

/**
 * The visitor's private page of one booked demo (docs/product.md §2.20): move it to another free time
 * or cancel it. Like the job seeker's status page: never stored, never indexed, no Referer leaves it.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const booking = await context.services.demos.find(params.token);
  if (!booking) throw notFound();
  const booked = booking.state === "booked";
  const times = booked && booking.movesLeft > 0 ? await context.services.demos.timesFor(params.token) : [];
  return data(
    {
      state: booking.state,
      start: booking.start_at,
      minutes:
        booking.start_at && booking.end_at ? (Date.parse(booking.end_at) - Date.parse(booking.start_at)) / 60_000 : 0,
      products: booking.productList.map(productName),
      presenters: booking.presenters,
      movesLeft: booking.movesLeft,
      timeZone: context.timeZone,
      days: groupByDay(
        times.map((t) => t.start),
        context.timeZone,
        demoIntlOf(context.locale),
      ),
      // Only this page's language's words travel with it.
      words: DEMO_MESSAGES[context.locale],
      forms: formsWordsOf(context.locale),
      done: DONE[new URL(request.url).searchParams.get("done") ?? ""] ?? null,
    },
    { headers: PRIVATE_PAGE_HEADERS },
  );
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;
}

/** Move or cancel; post, redirect, get, so a reload does nothing twice. */
export async function action({ params, request, context }: Route.ActionArgs) {
  const refuse = (status: number, message: string) => data({ message }, { status, headers: PRIVATE_PAGE_HEADERS });
  const form = await readFormData(request, bodyLimits.small.bytes);
  if (typeof form === "string") return refuse(400, FORM_MALFORMED_MESSAGE);
  if (!formXsrfValid(form, context)) return refuse(403, XSRF_REJECTED_MESSAGE);
  const intent = form.get("intent");
  const demos = context.services.demos;
  if (!(await demos.find(params.token))) throw notFound();
  const here = demoBookingPath(params.token);
  const done = (what: string, mailed: boolean | undefined) =>
    redirect(`${here}?done=${what}${mailed === false ? "-unmailed" : ""}`, {
      status: 303,
      headers: PRIVATE_PAGE_HEADERS,
    });
  if (intent === "cancel") {
    const r = await demos.cancel(params.token);
    if (!r.ok) return refuse(409, r.message);
    return done("cancelled", r.mailed);
  }
  if (intent === "reschedule") {
    const r = await demos.reschedule(params.token, String(form.get("Start") ?? ""));
    if (!r.ok) return refuse(409, r.message);
    return done("moved", r.mailed);
  }
  throw notFound();
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return notFoundMeta(matches);
  return [
    ...pageMeta({
      matches,
      title: loaderData.words.yourDemo,
      description: loaderData.words.yourDemoDescription,
      path: "/demo",
    }),
    { name: "robots", content: "noindex, nofollow" },
    // As on the job seeker's status page: no Referer carries the token away, and the page's own posts keep their Origin.
    { name: "referrer", content: "same-origin" },
  ];
};

export default function DemoBooking({ loaderData, actionData }: Route.ComponentProps) {
  const { state, start, minutes, products, presenters, movesLeft, timeZone, days, done } = loaderData;
  const zone = useVisitorZone();
  const busy = useNavigation().state === "submitting";
  const notice = actionData?.message ?? null;
  const { words: w, forms } = loaderData;
  const m = (english: string) => forms.messages[english] ?? english;
  const intl = demoIntlOf(useRouteLoaderData<RootData>("root")?.locale ?? "en");
  return (
    <DemoWordsProvider value={w}>
      <Breadcrumb title={w.yourDemo} crumbs={crumbsOf(w)} />
      <div className="mx-auto max-w-4xl space-y-8 px-4 py-12 sm:px-6 lg:px-8">
        <div role="status" aria-atomic="true">
          {done && (
            <p className="rounded-md border border-green-300 bg-green-50 px-3 py-2 font-semibold text-green-900">
              {m(done)}
            </p>
          )}
        </div>
        {notice && (
          <p role="alert" className="rounded-md border border-red-300 bg-red-50 px-3 py-2 font-semibold text-red-800">
            {m(notice)}
          </p>
        )}
        <section aria-labelledby="demo-summary" className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
          <h2 id="demo-summary" className="text-2xl font-bold text-brand-950">
            {state === "booked" ? w.booked : w.cancelledDemo}
          </h2>
          <dl className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
            <dt className="font-semibold text-slate-800">{w.products}</dt>
            <dd className="text-slate-900">{products.join(", ")}</dd>
            {start && (
              <>
                <dt className="font-semibold text-slate-800">{w.when}</dt>
                <dd className="text-slate-900">
                  {fill(w.minutes, { moment: demoMoment(Date.parse(start), timeZone, intl), minutes })}
                  {zone && zone !== timeZone && (
                    <span className="block">
                      {fill(w.inYourZone, { moment: demoMoment(Date.parse(start), zone, intl) })}
                    </span>
                  )}
                </dd>
              </>
            )}
            <dt className="font-semibold text-slate-800">{w.presenters}</dt>
            <dd className="text-slate-900">{presenters.join(", ") || "—"}</dd>
          </dl>
        </section>
        {state === "booked" && (
          <>
            {movesLeft > 0 ? (
              <Form method="post" className="space-y-4">
                <XsrfField />
                <input type="hidden" name="intent" value="reschedule" />
                {days.length > 0 ? (
                  <TimePicker days={days} timeZone={timeZone} legend={w.moveTo} />
                ) : (
                  <p className="text-slate-700">{w.noOtherTime}</p>
                )}
                <Button type="submit" variant="primary" disabled={busy || days.length === 0}>
                  {w.move}
                </Button>
              </Form>
            ) : (
              <p className="text-slate-700">{m(demoMessages.movesUsed)}</p>
            )}
            <Form method="post" className="rounded-lg border border-red-200 bg-red-50 p-4">
              <XsrfField />
              <input type="hidden" name="intent" value="cancel" />
              <p className="text-slate-900">{w.cancelling}</p>
              <Button type="submit" variant="secondary" className="mt-3" disabled={busy}>
                {w.cancel}
              </Button>
            </Form>
          </>
        )}
      </div>
    </DemoWordsProvider>
  );
}
