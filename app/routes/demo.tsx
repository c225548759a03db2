import { useEffect, useRef } from "react";
import { data, Form, Link } from "react-router";
import { Breadcrumb } from "~/components/layout/breadcrumb";
import { loaderWordsPageMeta, oneLevelCrumbs } from "~/components/seo/page-meta";
import { Button } from "~/components/ui/button";
import { chosenProducts } from "~/content/product-index";
import { DEMO_MESSAGES } from "~/content/messages/demo";
import { formsWordsOf } from "~/content/messages/forms";
import { fill } from "~/content/messages/shell.en";
import { FormWordsProvider, useMessage } from "~/components/forms/form-words";
import { demoIntlOf, DemoWordsProvider, useDemoIntl, useDemoWords } from "~/features/demo/demo-words";
import { DEMO_FIELDS, type FieldErrors } from "~/domain/demo/demo-form";
import { demoBookingPath } from "~/domain/demo/demo-paths";
import { demoMoment } from "~/domain/demo/demo-time";
import { HONEYPOT_FIELD } from "~/domain/honeypot";
import { bodyLimits } from "~/shared/request-limits";
import { BookingForm, loadBookingForm, namesProducts } from "~/features/demo/lazy-booking-form";
import { groupByDay } from "~/features/demo/demo-times";
import { useVisitorZone } from "~/features/demo/visitor-zone";
import {
  FORM_MALFORMED_MESSAGE,
  formXsrfValid,
  readFormData,
  textValues,
  XSRF_REJECTED_MESSAGE,
} from "~/lib/form-post.server";
import type { Route } from "./+types/demo";

const path = "/demo";
export const meta: Route.MetaFunction = (args) => loaderWordsPageMeta(path)(args);

// In the browser the booking form's code is fetched as soon as a page that shows it starts, and with the
// data of a navigation to one (clientLoader); /demo alone never fetches it.
// (In a task of its own: the module's evaluation is already the longest task of the start-up.)
if (typeof document !== "undefined" && namesProducts(location.search)) setTimeout(() => void loadBookingForm(), 0);

/** `?products=gi&products=broker`: the products chosen; their free times (docs/product.md §2.20). Never cached: times change with each booking. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const products = chosenProducts(new URL(request.url).searchParams.getAll("products"));
  const free = products.length > 0 ? await context.services.demos.freeTimes(products) : null;
  // The server renders the form at once, never through Suspense's fallback (which a browser without
  // JavaScript could not swap for the form).
  if (products.length > 0) await loadBookingForm();
  return {
    products,
    // The live products as marketing published them: a retired one is no longer offered.
    offered: await (await context.content(request)).productLinks(),
    timeZone: context.timeZone,
    minutes: free?.demoMinutes ?? 0,
    days: free
      ? groupByDay(
          free.times.map((t) => t.start),
          context.timeZone,
          demoIntlOf(context.locale),
        )
      : [],
    // Only this page's language's words travel with it.
    words: DEMO_MESSAGES[context.locale],
    forms: formsWordsOf(context.locale),
  };
}

export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([
    serverLoader(),
    namesProducts(new URL(request.url).search) ? loadBookingForm() : undefined,
  ]);
  return data;
}

type Outcome = {
  ok: boolean;
  message: string;
  errors?: FieldErrors;
  values?: Record<string, string>;
  booking?: { start: string | null; minutes: number; presenters: string[]; link: string | null; mailed: boolean };
};

/** Books the time, or sends "suggest another time"; a failure comes back with what was typed and a message beside each field. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormData(request, bodyLimits.small.bytes);
  if (typeof form === "string")
    return data<Outcome>(
      { ok: false, message: form === "too-large" ? bodyLimits.small.tooLarge : FORM_MALFORMED_MESSAGE },
      { status: form === "too-large" ? 413 : 400 },
    );
  const values = textValues(form, DEMO_FIELDS) as Record<(typeof DEMO_FIELDS)[number], string>;
  if (!formXsrfValid(form, context))
    return data<Outcome>({ ok: false, message: XSRF_REJECTED_MESSAGE, values }, { status: 403 });
  const request_ = {
    ...values,
    Products: form.getAll("Products").filter((v): v is string => typeof v === "string"),
    Website: String(form.get(HONEYPOT_FIELD) ?? ""),
  };
  const demos = context.services.demos;
  const touch = await context.firstTouch();
  const result =
    form.get("intent") === "request"
      ? await demos.requestOther(request_, context.clientIp, touch, context.locale)
      : await demos.book(request_, context.clientIp, touch, context.locale);
  if (!result.ok) {
    // A time taken meanwhile is not kept: the page shows the times still free.
    const kept = result.taken ? { ...values, Start: "" } : values;
    return data<Outcome>(
      { ok: false, message: result.message, errors: result.errors, values: kept },
      { status: result.taken ? 409 : result.limited ? 429 : 400 },
    );
  }
  return data<Outcome>({
    ok: true,
    message: result.message,
    booking: {
      start: result.start,
      minutes: result.minutes,
      presenters: result.presenters,
      link: result.token ? demoBookingPath(result.token) : null,
      mailed: result.mailed,
    },
  });
}

/**
 * The outcome of a booking or a request. It replaces the form, whose button may have been far down a
 * phone's page: focus and the view move to it, so it is seen and read out (docs/product.md §2.20).
 */
function Confirmation({ outcome, timeZone }: { outcome: Outcome; timeZone: string }) {
  const zone = useVisitorZone();
  const w = useDemoWords();
  const m = useMessage();
  const intl = useDemoIntl();
  const b = outcome.booking;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView({ block: "start" });
  }, []);
  return (
    <section aria-labelledby="demo-done" className="scroll-mt-4 rounded-lg border border-green-300 bg-green-50 p-6">
      <h2 id="demo-done" ref={heading} tabIndex={-1} className="text-2xl font-bold text-green-900 focus:outline-none">
        {b?.start ? w.booked : w.thankYou}
      </h2>
      <p role="status" className="mt-2 text-green-900">
        {m(outcome.message)}
      </p>
      {b?.start && (
        <dl className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
          <dt className="font-semibold text-slate-800">{w.when}</dt>
          <dd className="text-slate-900">
            {fill(w.minutes, { moment: demoMoment(Date.parse(b.start), timeZone, intl), minutes: b.minutes })}
            {zone && zone !== timeZone && (
              <span className="block">
                {fill(w.inYourZone, { moment: demoMoment(Date.parse(b.start), zone, intl) })}
              </span>
            )}
          </dd>
          <dt className="font-semibold text-slate-800">{w.presenters}</dt>
          <dd className="text-slate-900">{b.presenters.join(", ")}</dd>
        </dl>
      )}
      {b?.link && (
        <p className="mt-4 text-slate-900">
          {b.mailed ? w.manageMailed : w.manageUnmailed}
          <Link to={b.link} className="font-semibold break-words text-brand-800 underline">
            {w.manage}
          </Link>
        </p>
      )}
    </section>
  );
}

export default function Demo({ loaderData, actionData }: Route.ComponentProps) {
  const { products, offered, days, timeZone, minutes, words } = loaderData;
  return (
    <DemoWordsProvider value={words}>
      <FormWordsProvider value={loaderData.forms}>
        <DemoPage {...{ products, offered, days, timeZone, minutes, actionData }} />
      </FormWordsProvider>
    </DemoWordsProvider>
  );
}

function DemoPage({
  products,
  offered,
  days,
  timeZone,
  minutes,
  actionData,
}: Pick<Route.ComponentProps["loaderData"], "products" | "offered" | "days" | "timeZone" | "minutes"> & {
  actionData: Route.ComponentProps["actionData"];
}) {
  const w = useDemoWords();
  const m = useMessage();
  return (
    <>
      <Breadcrumb title={w.title} crumbs={oneLevelCrumbs(w)} />
      <div className="mx-auto max-w-4xl space-y-10 px-4 py-12 sm:px-6 lg:px-8">
        <p className="text-lg leading-8 text-slate-700">{w.intro}</p>
        {actionData?.ok ? (
          <Confirmation outcome={actionData} timeZone={timeZone} />
        ) : (
          <>
            <Form method="get" action={path} className="space-y-4" aria-labelledby="demo-products-title">
              <h2 id="demo-products-title" className="text-2xl font-bold text-brand-950">
                {w.chooseProducts}
              </h2>
              <fieldset>
                <legend className="sr-only">{w.productsLegend}</legend>
                <div className="grid gap-3 sm:grid-cols-2">
                  {offered.map((p) => (
                    <label
                      key={p.slug}
                      className="flex items-start gap-3 rounded-md border border-slate-300 bg-white p-3 text-slate-900"
                    >
                      <input
                        type="checkbox"
                        name="products"
                        value={p.slug}
                        defaultChecked={products.includes(p.slug)}
                        className="mt-1 h-4 w-4"
                      />
                      <span>
                        <span className="block font-semibold">{p.name}</span>
                        <span className="block text-sm text-slate-700">{p.summary}</span>
                      </span>
                    </label>
                  ))}
                </div>
              </fieldset>
              <Button type="submit" variant={products.length ? "secondary" : "primary"}>
                {products.length ? w.showTimesFor : w.showTimes}
              </Button>
            </Form>
            {products.length > 0 && (
              <BookingForm
                key={JSON.stringify(actionData ?? null)}
                products={products}
                days={days}
                timeZone={timeZone}
                minutes={minutes}
                errors={actionData?.errors}
                kept={actionData?.values}
                message={actionData && !actionData.ok ? actionData.message : undefined}
              />
            )}
            {products.length === 0 && actionData && !actionData.ok && (
              <p role="alert" className="font-semibold text-red-700">
                {m(actionData.message)}
              </p>
            )}
          </>
        )}
        <p className="text-slate-700">
          {w.questionsFirst}
          <Link to="/contact-us" className="font-semibold text-brand-800 underline">
            {w.writeToUs}
          </Link>
          .
        </p>
      </div>
    </>
  );
}
