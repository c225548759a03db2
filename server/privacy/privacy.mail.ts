import { z } from "zod";
import { RIGHTS_REQUEST_KIND_LABELS, RIGHTS_REQUEST_KINDS, rightsRequestPath } from "~/domain/rights-requests";
import { addressesOf, defineMailKind } from "../mail/mail-kind";

/** A request from the rights page as the privacy contact reads it (docs/product.md §2.19). */
const requestPayload = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  email: z.string().min(1),
  kind: z.enum(RIGHTS_REQUEST_KINDS),
  details: z.string(),
  /** The day it must be answered by, as the console shows it. */
  dueOn: z.string().min(1),
});

/**
 * To PRIVACY_OFFICER_EMAIL: a request to answer, and where the console records the answer. Nothing goes
 * to the address typed in the form (nobody has confirmed it is the requester's, decision 0090); the
 * subject holds nothing typed.
 */
export const rightsRequestToOfficer = defineMailKind({
  payload: requestPayload,
  person: (p) => ({ email: p.email, reference: null }),
  recipients: (p, mail) => ({ to: addressesOf(mail.privacyEmail), replyTo: [p.email] }),
  content: (p, site) => ({
    subject: "A privacy rights request to answer",
    heading: "A privacy rights request",
    blocks: [
      {
        kind: "facts",
        rows: [
          ["Asks for", RIGHTS_REQUEST_KIND_LABELS[p.kind]],
          ["Name", p.name],
          ["E-mail", p.email],
          ["Answer by", p.dueOn],
        ],
      },
      ...(p.details ? [{ kind: "quote" as const, text: p.details }] : []),
      {
        kind: "paragraph",
        text: "Confirm that the address is the requester's before acting on it. Record the answer in the console.",
      },
      { kind: "link", label: "Open the request", href: `${site.url}${rightsRequestPath(p.id)}` },
    ],
  }),
});
