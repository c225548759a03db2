import { Link } from "react-router";
import { ROLE_DESCRIPTIONS, ROLE_LABELS } from "~/domain/permissions";
import { countOf, FIRST_VISIT_DAYS, type HomeLink } from "~/domain/staff/home";
import { staffMessages } from "~/domain/staff/messages";
import { NOT_FOR_ROLE_NOTE } from "~/domain/staff/path-permission";
import { StaffSection } from "~/features/staff/staff-section";
import { staffMeta } from "~/features/staff/staff-meta";
import type { Route } from "./+types/staff._index";

export const meta: Route.MetaFunction = () => staffMeta("Console");

/** Every role: what needs this person's attention (docs/product.md §10.12); opening it records the visit. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await context.staff.requirePermission(request, "staff:enter");
  const note = new URL(request.url).searchParams.get("note") === NOT_FOR_ROLE_NOTE ? staffMessages.notOpenToRole : null;
  return { user, note, attention: await context.services.staffHome.attention(user) };
}

const linkClass = "font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900";

/** One count as a link to where it is handled, or a quiet line when there is nothing. */
function CountLink({ link, one, many, none }: { link: HomeLink; one: string; many: string; none: string }) {
  if (link.count === 0) return <p className="text-slate-700">{none}</p>;
  return (
    <p>
      <Link to={link.href} className={linkClass}>
        {countOf(link.count, one, many)}
      </Link>
    </p>
  );
}

export default function StaffHome({ loaderData }: Route.ComponentProps) {
  const { user, note, attention } = loaderData;
  const { since, arrivals, waitingMessages, failedMails } = attention;
  const sinceText = since ? (
    <>
      since your last visit, <time dateTime={since.iso}>{since.text}</time>
    </>
  ) : (
    `in the last ${FIRST_VISIT_DAYS} days (your first visit)`
  );
  const arrived = arrivals?.reduce((n, a) => n + a.count, 0) ?? 0;
  return (
    <div className="space-y-6 py-8">
      {note && (
        <p role="status" className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-amber-950">
          {note}
        </p>
      )}
      <div>
        <h1 className="text-3xl font-bold text-brand-950">Welcome, {user.name}</h1>
        <p className="mt-2 text-slate-700">
          Your role is <strong>{ROLE_LABELS[user.role]}</strong>: {ROLE_DESCRIPTIONS[user.role]}
        </p>
      </div>
      {arrivals && (
        <StaffSection
          id="arrivals"
          title="New applications and resumes"
          description={
            <>
              {countOf(arrived, "submission arrived", "submissions arrived")} {sinceText}.
            </>
          }
        >
          {arrivals.length === 0 ? (
            <p className="text-slate-700">Nothing new.</p>
          ) : (
            <ul className="space-y-1">
              {arrivals.map((a) => (
                <li key={a.href}>
                  <Link to={a.href} className={linkClass}>
                    {a.job}
                  </Link>
                  {`: ${a.count} new`}
                </li>
              ))}
            </ul>
          )}
        </StaffSection>
      )}
      {waitingMessages && (
        <StaffSection id="messages" title="Contact messages">
          <CountLink
            link={waitingMessages}
            one="contact message waits to be handled"
            many="contact messages wait to be handled"
            none="Every contact message has been handled."
          />
        </StaffSection>
      )}
      {failedMails && (
        <StaffSection id="mails" title="Mail">
          <CountLink
            link={failedMails}
            one="mail could not be delivered"
            many="mails could not be delivered"
            none="No mail has failed."
          />
        </StaffSection>
      )}
    </div>
  );
}
