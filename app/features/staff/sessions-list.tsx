import type { ReactNode } from "react";
import { staffTime } from "~/domain/staff/staff-time";
import type { StaffSessionSummary, StaffSessionView } from "~/domain/staff/staff-user";
import { describeUserAgent } from "~/domain/staff/user-agent";

/** A session as the staff services list it, made ready for the page (times in the company's zone). */
export function sessionSummary(s: StaffSessionView, timeZone: string): StaffSessionSummary {
  return {
    idHash: s.idHash,
    started: staffTime(s.createdAt, timeZone),
    lastSeen: staffTime(s.lastSeenAt, timeZone),
    ip: s.ip,
    browser: describeUserAgent(s.userAgent),
    current: s.current,
  };
}

/**
 * The signed-in browsers of one person, as a list that reads the same on a phone and a desk.
 * `action` renders a control for an entry (an admin's "End session"); the page's own browser is marked.
 */
export function SessionsList({
  sessions,
  label,
  action,
}: {
  sessions: StaffSessionSummary[];
  label: string;
  action?: (session: StaffSessionSummary) => ReactNode;
}) {
  if (sessions.length === 0) return <p className="text-slate-700">No one is signed in to this account.</p>;
  return (
    <ul aria-label={label} className="divide-y divide-slate-200 border-y border-slate-200">
      {sessions.map((s) => (
        <li key={s.idHash} className="flex flex-wrap items-center justify-between gap-3 py-3">
          <div>
            <p className="font-semibold text-slate-900">
              {s.browser}
              {s.current && (
                <span className="ml-2 rounded bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-900">
                  This browser
                </span>
              )}
            </p>
            <p className="mt-0.5 text-sm text-slate-700">
              <span className="font-mono">{s.ip ?? "Unknown address"}</span>
              {" · Signed in "}
              <time dateTime={s.started.iso}>{s.started.text}</time>
              {" · Last active "}
              <time dateTime={s.lastSeen.iso}>{s.lastSeen.text}</time>
            </p>
          </div>
          {action && <div>{action(s)}</div>}
        </li>
      ))}
    </ul>
  );
}
