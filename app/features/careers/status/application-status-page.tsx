import type { ReactNode } from "react";
import { Link } from "react-router";
import { XsrfField } from "~/components/forms/hidden-fields";
import { Button } from "~/components/ui/button";
import {
  APPLICANT_STATUS_EXPLANATIONS,
  APPLICANT_STATUS_WORDS,
  applicationDataPath,
  applicationStatusMessages as m,
  LOST_LINK_PATH,
  STATUS_CONFIRM_FIELD,
  STATUS_INTENT_FIELD,
  type StatusIntent,
  type StatusPageView,
} from "~/domain/application-status";
import { formatLongDate } from "~/domain/dates";

/** A line above the sections: what was just done, or why an action was refused. */
export type StatusNotice = { tone: "success" | "error"; text: string; intent?: StatusIntent };

const card = "rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8";

/**
 * The private status page of one application (docs/product.md §2.16): what was sent, its status in plain
 * words, and three actions, each a plain form post with a box to tick, so it works without JavaScript.
 */
export function ApplicationStatusPage({
  token,
  view,
  notice,
  interviews,
  explanation,
}: {
  token: string;
  view: StatusPageView;
  notice: StatusNotice | null;
  /** The interview card: right after the status, above the actions (what the applicant comes back for). */
  interviews?: ReactNode;
  /** What the status means now, when the interview card says more than the status's own line. */
  explanation?: string | null;
}) {
  if (view.state === "erased")
    return (
      <section className="mx-auto max-w-3xl px-4 py-14 sm:px-6">
        <div className={card}>
          <h2 className="text-2xl font-bold text-brand-950">{m.erasedHeading}</h2>
          <p role="status" className="mt-4 text-slate-800" data-state="erased">
            {m.erased}
          </p>
          <BackToCareers />
        </div>
      </section>
    );

  const noticeFor = (intent: StatusIntent) => (notice?.intent === intent ? notice : null);
  return (
    <section className="mx-auto max-w-3xl space-y-8 px-4 py-14 sm:px-6">
      <div className={card}>
        <h2 className="text-2xl font-bold text-brand-950">{m.heading}</h2>
        {notice && !notice.intent && <Notice notice={notice} />}
        <dl className="mt-6 grid gap-x-6 gap-y-1 sm:grid-cols-[max-content_1fr] sm:gap-y-4">
          <Fact label="Position">{view.jobTitle ?? m.generalApplication}</Fact>
          <Fact label="Sent on">{formatLongDate(view.sentOn)}</Fact>
          <Fact label="Reference number">{view.reference}</Fact>
          <Fact label="Status">
            <span
              data-status={view.status}
              className="inline-block rounded-full bg-brand-100 px-3 py-1 text-sm font-bold text-brand-900"
            >
              {APPLICANT_STATUS_WORDS[view.status]}
            </span>
            <span className="mt-2 block text-slate-700">
              {explanation ?? APPLICANT_STATUS_EXPLANATIONS[view.status]}
            </span>
          </Fact>
        </dl>
      </div>

      {interviews}
      {!view.final && (
        <ActionCard
          heading={m.withdrawHeading}
          intent="withdraw"
          confirm={m.withdrawConfirm}
          button={m.withdrawButton}
          notice={noticeFor("withdraw")}
        />
      )}
      {view.talentPoolUntil && (
        <ActionCard
          heading={m.consentHeading}
          intro={m.consentIntro(formatLongDate(view.talentPoolUntil))}
          intent="withdraw-consent"
          confirm={m.consentConfirm}
          button={m.consentButton}
          notice={noticeFor("withdraw-consent")}
        />
      )}
      {view.final && noticeFor("withdraw") && (
        <div className={card}>
          <h2 className="text-xl font-bold text-brand-950">{m.withdrawHeading}</h2>
          <Notice notice={noticeFor("withdraw")!} />
        </div>
      )}
      <ActionCard
        heading={m.exportHeading}
        intro={m.exportIntro}
        intent="export"
        action={applicationDataPath(token)}
        confirm={m.exportConfirm}
        button={m.exportButton}
        notice={noticeFor("export")}
      />
      <ActionCard
        heading={m.eraseHeading}
        intro={m.eraseIntro}
        intent="erase"
        confirm={m.eraseConfirm}
        button={m.eraseButton}
        danger
        notice={noticeFor("erase")}
      />
    </section>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="mt-3 font-semibold text-slate-700 first:mt-0 sm:mt-0">{label}</dt>
      <dd className="text-slate-900">{children}</dd>
    </>
  );
}

function Notice({ notice }: { notice: StatusNotice }) {
  return (
    <p
      role="status"
      data-tone={notice.tone}
      className={`mt-4 font-semibold ${notice.tone === "success" ? "text-green-800" : "text-red-700"}`}
    >
      {notice.text}
    </p>
  );
}

/** One action: a heading, what it does, the box to tick and the button; posts to this page unless told. */
function ActionCard({
  heading,
  intro,
  intent,
  action,
  confirm,
  button,
  danger = false,
  notice,
}: {
  heading: string;
  intro?: string;
  intent: StatusIntent;
  action?: string;
  confirm: string;
  button: string;
  danger?: boolean;
  notice: StatusNotice | null;
}) {
  const id = `status-${intent}`;
  return (
    <form method="post" action={action} className={card} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="text-xl font-bold text-brand-950">
        {heading}
      </h2>
      {intro && <p className="mt-2 text-slate-700">{intro}</p>}
      <XsrfField />
      <input type="hidden" name={STATUS_INTENT_FIELD} value={intent} />
      <div className="mt-4 flex items-start gap-3">
        <input
          id={`${id}-confirm`}
          type="checkbox"
          name={STATUS_CONFIRM_FIELD}
          value="yes"
          required
          className="mt-1 h-5 w-5 shrink-0 accent-brand-700"
        />
        <label htmlFor={`${id}-confirm`} className="text-slate-800">
          {confirm}
        </label>
      </div>
      <Button type="submit" variant={danger ? "danger" : "primary"} className="mt-5">
        {button}
      </Button>
      {notice && <Notice notice={notice} />}
    </form>
  );
}

function BackToCareers() {
  return (
    <p className="mt-8 flex flex-wrap gap-x-6 gap-y-2">
      <Link to="/careers" className="font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-950">
        Back to Careers
      </Link>
      <Link
        to={LOST_LINK_PATH}
        className="font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-950"
      >
        {m.lostLinkPrompt}
      </Link>
    </p>
  );
}
