import { z } from "zod";
import { defineMailKind } from "../mail/mail-kind";

/**
 * The staff console's one-time links, mailed to the person as well as shown once to the admin who made
 * them (docs/staff-console.md). The payload keeps the link's seed, never its secret; the mail's site turns
 * it into the link when it is sent (server/mail/mail-site.ts), and a person's export leaves it out.
 */
const staffLinkPayload = z.object({
  email: z.email(),
  name: z.string().min(1),
  /** The seed of the link's secret (server/security/staff-link-tokens.ts). */
  seed: z.string().min(1),
  /** When the link stops working, as the company's clock says it ("27 Nov 2026, 14:05"). */
  expires: z.string().min(1),
});

type StaffLinkPayload = z.infer<typeof staffLinkPayload>;

const withoutSeed = ({ seed: _seed, ...rest }: StaffLinkPayload) => rest;

export const staffInvitation = defineMailKind({
  payload: staffLinkPayload.extend({ role: z.string().min(1) }),
  person: (p) => ({ email: p.email, reference: null }),
  recipients: (p) => ({ to: [p.email] }),
  exported: withoutSeed,
  content: (p, site) => ({
    subject: `Your account in the ${site.name} staff console`,
    heading: "Set your password",
    blocks: [
      {
        kind: "paragraph",
        text: `Hello ${p.name}, an administrator has made you an account in the ${site.name} staff console, with the role ${p.role}. Choose your password with the link below to sign in.`,
      },
      ...(site.staffLink ? [{ kind: "link" as const, label: "Set my password", href: site.staffLink(p.seed) }] : []),
      {
        kind: "paragraph",
        text: `The link works once, until ${p.expires}. If you did not expect this mail, ignore it.`,
      },
    ],
  }),
});

export const staffPasswordReset = defineMailKind({
  payload: staffLinkPayload,
  person: (p) => ({ email: p.email, reference: null }),
  recipients: (p) => ({ to: [p.email] }),
  exported: withoutSeed,
  content: (p, site) => ({
    subject: `A new password for the ${site.name} staff console`,
    heading: "Set a new password",
    blocks: [
      {
        kind: "paragraph",
        text: `Hello ${p.name}, an administrator has made a link for you to set a new password in the ${site.name} staff console.`,
      },
      ...(site.staffLink ? [{ kind: "link" as const, label: "Set a new password", href: site.staffLink(p.seed) }] : []),
      {
        kind: "paragraph",
        text: `The link works once, until ${p.expires}; earlier links stop working. If you did not ask for it, tell an administrator.`,
      },
    ],
  }),
});
