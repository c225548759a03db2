import { useRouteLoaderData } from "react-router";
import type { RootData } from "~/components/seo/page-meta";
import { siteConfig } from "~/content/site-config";
import {
  ENGLISH_READ_IN,
  ENGLISH_TALENT_POOL,
  type RootNotices,
  type TalentPoolWords,
} from "~/content/messages/notices.en";
import { localisedPath } from "~/domain/locale/locale-path";
import { LOCALE_INFO, type Locale } from "~/domain/locale/locales";
import {
  NOTICE_READ_IN,
  noticePagePath,
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

/** The page's language (English without the root loader's data). */
function useNoticeLocale(): Locale {
  return useRouteLoaderData<RootData>("root")?.locale ?? "en";
}

/** A form's notice in the page's language: the root loader's translation, or the domain module's English. */
export function useNoticeParts(form: NoticeForm) {
  const root = useRouteLoaderData<RootData & RootNotices>("root");
  const facts = usePrivacyFacts();
  return root?.notices?.forms[form] ?? noticeParts(form, facts);
}

/** The talent-pool consent's words in the page's language. */
export function useTalentPoolWords(): TalentPoolWords {
  return useRouteLoaderData<RootData & RootNotices>("root")?.notices?.talentPool ?? ENGLISH_TALENT_POOL;
}

/**
 * "Read this in മലയാളം / हिन्दी": the form's full notice on a page of its own in each other language the
 * notice offers (English, Malayalam, Hindi; the DPDP Act's section 5), each link named in its own script.
 */
export function ReadNoticeIn({
  form,
  className = "",
  linkClass = "font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-950",
}: {
  form: NoticeForm;
  className?: string;
  linkClass?: string;
}) {
  const locale = useNoticeLocale();
  const readIn = useRouteLoaderData<RootData & RootNotices>("root")?.notices?.readIn ?? ENGLISH_READ_IN;
  const targets = NOTICE_READ_IN.filter((l) => l !== locale);
  return (
    <p className={className} data-read-notice-in={form}>
      {readIn}{" "}
      {targets.map((target, i) => (
        <span key={target}>
          {i > 0 && " / "}
          <a
            href={localisedPath(noticePagePath(form), target)}
            lang={target}
            hrefLang={target}
            dir={LOCALE_INFO[target].dir}
            className={linkClass}
          >
            {LOCALE_INFO[target].name}
          </a>
        </span>
      ))}
    </p>
  );
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
  full = false,
}: {
  form: NoticeForm;
  /** On the newsletter box's dark background. */
  onDark?: boolean;
  className?: string;
  /** The notice's own page: everything shown at once, without the links to other languages. */
  full?: boolean;
}) {
  const parts = useNoticeParts(form);
  const locale = useNoticeLocale();
  const local = useLocalisedPath();
  const link = onDark
    ? "font-semibold text-white underline underline-offset-2 hover:text-accent-300"
    : "font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-950";
  return (
    <div
      className={`text-sm leading-6 ${onDark ? "text-brand-100" : "text-slate-700"} ${className}`}
      data-privacy-notice={form}
      data-notice-version={noticeVersion(form, locale)}
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
      <details className="mt-1" open={full || undefined}>
        <summary className={`cursor-pointer ${link}`}>{parts.summary}</summary>
        <ul className="mt-1 list-disc space-y-0.5 ps-5">
          {parts.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p className="mt-1">{parts.retention}</p>
      </details>
      {!full && <ReadNoticeIn form={form} className="mt-1" linkClass={link} />}
    </div>
  );
}
