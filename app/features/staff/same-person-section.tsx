import { Link } from "react-router";
import { APPLICATION_STATUS_LABELS } from "~/domain/application-pipeline";
import { applicationPath, SAME_PERSON_LIMIT, type SamePersonSubmission } from "~/domain/staff/application-detail";
import { INBOX_KIND_LABELS } from "~/domain/staff/application-inbox";
import type { StaffTime } from "~/domain/staff/staff-time";
import { StaffSection } from "./staff-section";

export type SamePersonItem = SamePersonSubmission & { sent: StaffTime };

const sharedText = (s: SamePersonSubmission) =>
  s.sameEmail && s.sameMobile ? "same e-mail and mobile" : s.sameEmail ? "same e-mail" : "same mobile";

/**
 * What else the same person sent (docs/product.md §10.4): each application or resume with the same
 * e-mail address or mobile number, newest first, a link to its page, and what they share.
 */
export function SamePersonSection({ items }: { items: SamePersonItem[] }) {
  return (
    <StaffSection
      id="same-person"
      title="Other submissions of this person"
      description={
        items.length === SAME_PERSON_LIMIT
          ? `The newest ${SAME_PERSON_LIMIT}, by e-mail address or mobile number.`
          : null
      }
    >
      {items.length === 0 ? (
        <p className="text-slate-700">Nothing else was sent with this e-mail address or mobile number.</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {items.map((s) => (
            <li key={`${s.kind}-${s.id}`} className="py-2">
              <Link
                to={applicationPath(s.kind, s.id)}
                className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
              >
                <span className="font-mono">{s.reference}</span> {s.job}
              </Link>
              <p className="text-sm text-slate-700">
                {INBOX_KIND_LABELS[s.kind]} · sent <time dateTime={s.sent.iso}>{s.sent.text}</time> ·{" "}
                {APPLICATION_STATUS_LABELS[s.status]} · {sharedText(s)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </StaffSection>
  );
}
