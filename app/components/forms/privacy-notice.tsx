import { useRouteLoaderData } from "react-router";
import type { RootData } from "~/components/seo/page-meta";
import { siteConfig } from "~/content/site-config";
import {
  noticeParts,
  noticeVersion,
  PRIVACY_POLICY_PATH,
  RIGHTS_PAGE_PATH,
  type NoticeForm,
  type PrivacyFacts,
} from "~/domain/privacy-notices";
import {
  DEFAULT_CONTACT_RETENTION_DAYS,
  DEFAULT_DEMO_RETENTION_DAYS,
  DEFAULT_RETENTION_DAYS,
} from "~/domain/retention-periods";
import { useLocalisedPath } from "~/components/use-localised-path";

/** The settings' defaults, for a render without the root loader's data (a unit test's stub). */
const FALLBACK: PrivacyFacts = {
  retentionDays: DEFAULT_RETENTION_DAYS,
  contactRetentionDays: DEFAULT_CONTACT_RETENTION_DAYS,
  demoRetentionDays: DEFAULT_DEMO_RETENTION_DAYS,
  officerName: siteConfig.privacyOfficer.name,
  officerEmail: siteConfig.privacyOfficer.email,
};

/** The retention periods and the privacy contact the server is configured with (the root loader's). */
export function usePrivacyFacts(): PrivacyFacts {
  return useRouteLoaderData<RootData>("root")?.privacy ?? FALLBACK;
}

/**
 * The privacy notice beside a form's submit button (docs/product.md §2.18): one short paragraph (why, the
 * rights and how to use them, the privacy contact, the complaint route, the full policy) and, folded, the
 * itemised list of what the form collects and how long it is kept. Plain text rendered on the server: no
 * script, nothing that moves once the page has loaded. Its words come from app/domain/privacy-notices.ts.
 */
export function PrivacyNotice({
  form,
  onDark = false,
  className = "",
}: {
  form: NoticeForm;
  /** On the newsletter box's dark background. */
  onDark?: boolean;
  className?: string;
}) {
  const parts = noticeParts(form, usePrivacyFacts());
  const local = useLocalisedPath();
  const link = onDark
    ? "font-semibold text-white underline underline-offset-2 hover:text-accent-300"
    : "font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-950";
  return (
    <div
      className={`text-sm leading-6 ${onDark ? "text-brand-100" : "text-slate-700"} ${className}`}
      data-privacy-notice={form}
      data-notice-version={noticeVersion(form)}
    >
      <p>
        {parts.lead} {parts.rights}{" "}
        <a href={local(RIGHTS_PAGE_PATH)} className={link}>
          {parts.rightsLink}
        </a>
        . {parts.contact}{" "}
        <a href={`mailto:${parts.officerEmail}`} className={link}>
          {parts.officerEmail}
        </a>
        . {parts.complaint}{" "}
        <a href={local(PRIVACY_POLICY_PATH)} className={link}>
          {parts.policyLink}
        </a>
        .
      </p>
      <details className="mt-1">
        <summary className={`cursor-pointer ${link}`}>{parts.summary}</summary>
        <ul className="mt-1 list-disc space-y-0.5 ps-5">
          {parts.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p className="mt-1">{parts.retention}</p>
      </details>
    </div>
  );
}
