import { Link } from "react-router";
import { legalLinks } from "~/content/navigation";
import { siteConfig } from "~/content/site-config";
import type { SiteContact } from "~/domain/site-content/published";
import { fill, type ShellMessages } from "~/content/messages/shell.en";
import { linkLabel } from "./site-header";
import { Logo } from "./logo";
import { SocialIcon } from "./social-icon";

/** The footer's quick links; the support portal's address is marketing's (the contact details). */
export function footerQuickLinks(supportPortalUrl: string, messages: ShellMessages) {
  return [
    { label: messages.footer.ourProducts, href: "/#SectionProduct" },
    { label: messages.footer.ourServices, href: "/service/software" },
    { label: messages.links["/contact-us"], href: "/contact-us" },
    ...(supportPortalUrl ? [{ label: messages.footer.supportPortal, href: supportPortalUrl, external: true }] : []),
    { label: messages.links["/careers"], href: "/careers" },
  ];
}

const NO_CONTACT: SiteContact = { offices: [], phones: [], social: [], email: "", supportPortalUrl: "" };

/**
 * The public footer. Its offices, e-mail, social links and support portal are the published site content
 * (`contact`, from the root loader); without it (the root loader failed) those parts are left out.
 */
export function SiteFooter({
  year,
  contact = NO_CONTACT,
  messages,
  children,
}: {
  year: number;
  contact?: SiteContact;
  messages: ShellMessages;
  children?: React.ReactNode;
}) {
  const linkClass = "text-slate-300 hover:text-white hover:underline underline-offset-4";
  return (
    <footer className="bg-brand-950 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-4 lg:px-8">
        <div>
          <Logo inverted />
          <p className="mt-4 text-sm leading-6">
            {fill(messages.footer.about, { tagline: siteConfig.tagline, year: siteConfig.foundedYear })}
          </p>
          <ul className="mt-5 flex gap-3" aria-label={messages.footer.social}>
            {contact.social.map((s) => (
              <li key={s.key}>
                <a
                  href={s.href}
                  rel="noopener noreferrer"
                  target="_blank"
                  className="flex h-10 w-10 items-center justify-center rounded-full bg-white/10 text-white hover:bg-accent-500 hover:text-brand-950"
                >
                  <SocialIcon name={s.name} />
                  <span className="sr-only">{`${s.name} ${messages.footer.opensInNewTab}`}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-label={messages.footer.quickLinks}>
          <h2 className="text-sm font-bold uppercase tracking-wider text-white">{messages.footer.quickLinksHeading}</h2>
          <ul className="mt-4 space-y-2 text-sm">
            {footerQuickLinks(contact.supportPortalUrl, messages).map((l) => (
              <li key={l.label}>
                {l.external ? (
                  <a href={l.href} className={linkClass} rel="noopener noreferrer">
                    {l.label}
                  </a>
                ) : (
                  <Link to={l.href} className={linkClass}>
                    {l.label}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </nav>
        {contact.offices.map((o) => (
          <div key={o.key}>
            {/* An office's words may be English on another language's page: each line takes the direction
                of its own script; a number and an address always read left to right. */}
            <h2 dir="auto" className="text-sm font-bold uppercase tracking-wider text-white">
              {o.title}
            </h2>
            <address className="mt-4 space-y-1 text-sm not-italic leading-6">
              {o.lines.map((line, i) => (
                <span key={i} dir="auto" className="block">
                  {line}
                </span>
              ))}
              <a href={`tel:${o.tel}`} className={`${linkClass} block pt-2`}>
                <span dir="ltr">{o.phone}</span>
              </a>
              {contact.email && (
                <a href={`mailto:${contact.email}`} className={`${linkClass} block`}>
                  <span dir="ltr">{contact.email}</span>
                </a>
              )}
            </address>
          </div>
        ))}
      </div>
      {children}
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-sm sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
          <p>{fill(messages.footer.rights, { year, company: siteConfig.legalName })}</p>
          <ul className="flex gap-5">
            {legalLinks.map((l) => (
              <li key={l.href}>
                <Link to={l.href} className={linkClass}>
                  {linkLabel(l, messages)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
