import { z } from "zod";
import { defineMailKind } from "./kind";

const confirmationPayload = z.object({
  email: z.string().min(1),
  /** True when the address had already confirmed: it is told so instead of being asked again. */
  alreadyConfirmed: z.boolean(),
  confirmUrl: z.url(),
  /** The visible unsubscribe link: a page with a button. */
  unsubscribeUrl: z.url(),
  /** The List-Unsubscribe address that mail programs POST to (RFC 8058). */
  oneClickUrl: z.url(),
});

/**
 * The double opt-in mail: a link to confirm, or word that the address is already subscribed. Like every
 * newsletter mail it carries a one-click unsubscribe header and a visible unsubscribe link.
 */
export const newsletterConfirmation = defineMailKind({
  payload: confirmationPayload,
  person: (p) => ({ email: p.email, reference: null }),
  recipients: (p) => ({ to: [p.email] }),
  listUnsubscribe: (p) => ({ oneClickUrl: p.oneClickUrl }),
  content: (p, site) => ({
    subject: p.alreadyConfirmed
      ? `You are subscribed to the ${site.name} newsletter`
      : `Please confirm your subscription to the ${site.name} newsletter`,
    heading: p.alreadyConfirmed ? "You are already subscribed" : "Confirm your subscription",
    blocks: p.alreadyConfirmed
      ? [
          {
            kind: "paragraph",
            text: `Someone, we hope you, asked to subscribe ${p.email} to our newsletter. This address is already subscribed: there is nothing to do.`,
          },
        ]
      : [
          {
            kind: "paragraph",
            text: `Someone, we hope you, asked to receive the ${site.name} newsletter at ${p.email}. Press the button to confirm; until you do, we send you nothing else.`,
          },
          { kind: "link", label: "Confirm my subscription", href: p.confirmUrl },
          {
            kind: "paragraph",
            text: "If you did not ask for it, ignore this mail: you will not be subscribed.",
          },
        ],
    footer: [
      {
        kind: "paragraph",
        text: `You receive this mail because ${p.email} was entered in the newsletter box of ${site.url}.`,
      },
      { kind: "link", label: "Unsubscribe", href: p.unsubscribeUrl },
    ],
  }),
});
