import { data, redirect } from "react-router";
import { Breadcrumb } from "~/components/layout/breadcrumb";
import { notFoundMeta, pageMeta, type Crumb } from "~/components/seo/page-meta";
import {
  APPLICANT_STATUS_WORDS,
  applicationStatusMessages as m,
  applicationStatusPath,
  STATUS_CONFIRM_FIELD,
  STATUS_INTENT_FIELD,
} from "~/domain/application-status";
import { bodyLimits } from "~/shared/request-limits";
import { ApplicationStatusPage, type StatusNotice } from "~/features/careers/status/application-status-page";
import { PRIVATE_PAGE_HEADERS, statusNoticeOf } from "~/features/careers/status/status-route.server";
import { InterviewTimes } from "~/features/careers/status/interview-times";
import {
  interviewTimesAction,
  interviewTimesData,
  isInterviewIntent,
} from "~/features/careers/status/interview-times.server";
import { FORM_MALFORMED_MESSAGE, formXsrfValid, readFormData, XSRF_REJECTED_MESSAGE } from "~/lib/form-post.server";
import type { Route } from "./+types/careers.application.$token";

const crumbs: Crumb[] = [{ label: "Home", href: "/" }, { label: "Careers", href: "/careers" }, { label: m.heading }];

/** The same 404 as any unknown page (app/routes/$.tsx): a token that names nothing says nothing. */
const notFound = () => data(null, { status: 404 });

/**
 * A job seeker's private status page (docs/product.md §2.16). Never indexed, never stored by anyone
 * (no-store, no page cache header), and no Referer leaves it, so the token stays in this address.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const view = await context.services.applicationStatus.view(params.token);
  if (!view) throw notFound();
  const search = new URL(request.url).searchParams;
  const interviews =
    view.state === "held" ? await interviewTimesData(context, params.token, search, view.status) : null;
  return data({ view, notice: statusNoticeOf(search), interviews }, { headers: PRIVATE_PAGE_HEADERS });
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;
}

/** Withdraw, withdraw the talent-pool consent, or erase, each with its box ticked; post, redirect, get, so a reload does nothing twice. */
export async function action({ params, request, context }: Route.ActionArgs) {
  const refuse = (status: number, notice: StatusNotice) => data({ notice }, { status, headers: PRIVATE_PAGE_HEADERS });
  const form = await readFormData(request, bodyLimits.small.bytes);
  if (typeof form === "string") return refuse(400, { tone: "error", text: FORM_MALFORMED_MESSAGE });
  if (!formXsrfValid(form, context)) return refuse(403, { tone: "error", text: XSRF_REJECTED_MESSAGE });
  const intent = form.get(STATUS_INTENT_FIELD);
  if (isInterviewIntent(intent)) {
    const answered = await interviewTimesAction(context, params.token, intent, form);
    if (!answered) throw notFound();
    return answered;
  }
  if (intent !== "withdraw" && intent !== "erase" && intent !== "withdraw-consent") throw notFound();
  const service = context.services.applicationStatus;
  if (!(await service.view(params.token))) throw notFound();
  if (form.get(STATUS_CONFIRM_FIELD) !== "yes") return refuse(400, { tone: "error", text: m.confirmMissing, intent });
  const here = applicationStatusPath(params.token);
  if (intent === "erase") {
    if (!(await service.erase(params.token, context.clientIp))) throw notFound();
    return redirect(here, { status: 303, headers: PRIVATE_PAGE_HEADERS });
  }
  if (intent === "withdraw-consent") {
    if (!(await service.withdrawConsent(params.token, context.clientIp))) throw notFound();
    return redirect(`${here}?done=consent-withdrawn`, { status: 303, headers: PRIVATE_PAGE_HEADERS });
  }
  const result = await service.withdraw(params.token, context.clientIp);
  if (!result) throw notFound();
  if (!result.ok) return refuse(409, { tone: "error", text: result.message, intent });
  return redirect(`${here}?done=withdrawn`, { status: 303, headers: PRIVATE_PAGE_HEADERS });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return notFoundMeta(matches);
  const view = loaderData.view;
  return [
    ...pageMeta({
      matches,
      title: view.state === "held" ? `${m.heading}: ${APPLICANT_STATUS_WORDS[view.status]}` : m.erasedHeading,
      description: "The status of your application, known only to you.",
      path: "/careers",
    }),
    { name: "robots", content: "noindex, nofollow" },
    // The token is the page's address: no Referer carries it to another site. (Not no-referrer: Chromium
    // then sends `Origin: null` with the page's own form posts, which React Router refuses as cross-site.)
    { name: "referrer", content: "same-origin" },
  ];
};

export default function ApplicationStatus({ loaderData, actionData, params }: Route.ComponentProps) {
  return (
    <>
      <Breadcrumb title={loaderData.view.state === "held" ? m.heading : m.erasedHeading} crumbs={crumbs} />
      <ApplicationStatusPage
        token={params.token}
        view={loaderData.view}
        notice={actionData?.notice ?? loaderData.notice}
        interviews={loaderData.interviews && <InterviewTimes data={loaderData.interviews} />}
        explanation={loaderData.interviews?.explanation}
      />
    </>
  );
}
