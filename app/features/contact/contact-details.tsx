import { useContactWords } from "./contact-words";
import { SocialIcon } from "~/components/layout/social-icon";
import type { SiteContact } from "~/domain/site-content/published";

const PHONE_ICON =
  "M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.46.57 3.6a1 1 0 0 1-.25 1z";
const MAIL_ICON = "M4 5h16a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm8 7.2L5 7.6V17h14V7.6z";

/** A filled icon in a small round badge, beside the text that names it (so hidden from screen readers). */
function IconBadge({ path, className = "" }: { path: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`flex h-9 w-9 items-center justify-center rounded-full bg-brand-50 text-brand-700 ${className}`.trimEnd()}
    >
      <svg viewBox="0 0 24 24" className="h-5 w-5" focusable="false">
        <path fill="currentColor" d={path} />
      </svg>
    </span>
  );
}

/** The Contact Us page's details, as marketing published them: phone numbers, the info e-mail, social links. */
export function ContactDetails({ contact }: { contact: Pick<SiteContact, "phones" | "email" | "social"> }) {
  const w = useContactWords();
  return (
    <div className="space-y-8">
      <div>
        <h2 className="text-2xl font-bold text-brand-950">{w.talkToUs}</h2>
        <p className="mt-3 leading-7 text-slate-700">{w.intro}</p>
      </div>
      <div>
        <h3 className="text-sm font-bold uppercase tracking-wider text-brand-800">{w.callUs}</h3>
        <ul className="mt-3 space-y-3">
          {contact.phones.map((p) => (
            <li key={p.key} className="flex items-start gap-3">
              <IconBadge path={PHONE_ICON} className="mt-0.5 shrink-0" />
              <span>
                <span className="block text-sm text-slate-600">{p.label}</span>
                <a
                  href={`tel:${p.tel}`}
                  dir="ltr"
                  className="font-semibold text-brand-800 underline-offset-4 hover:underline"
                >
                  {p.display}
                </a>
              </span>
            </li>
          ))}
        </ul>
      </div>
      <div>
        <h3 className="text-sm font-bold uppercase tracking-wider text-brand-800">{w.writeToUs}</h3>
        <a
          href={`mailto:${contact.email}`}
          className="mt-3 inline-flex items-center gap-3 font-semibold text-brand-800 underline-offset-4 hover:underline"
        >
          <IconBadge path={MAIL_ICON} />
          <span className="break-all">{contact.email}</span>
        </a>
      </div>
      <div>
        <h3 className="text-sm font-bold uppercase tracking-wider text-brand-800">{w.followUs}</h3>
        <ul className="mt-3 flex flex-wrap gap-3" aria-label={w.social}>
          {contact.social.map((s) => (
            <li key={s.key}>
              <a
                href={s.href}
                rel="noopener noreferrer"
                target="_blank"
                className="inline-flex items-center gap-2 rounded-full border border-slate-300 px-4 py-2 text-sm font-semibold text-brand-800 hover:border-brand-600 hover:bg-brand-50"
              >
                <SocialIcon name={s.name} className="h-4 w-4" />
                {s.name}
                <span className="sr-only">{w.newTab}</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
