import type { z } from "zod";
import type { MailConfig } from "#server/config";
import type { CalendarEvent } from "#server/calendar/icalendar";
import type { MailContent, MailSite } from "./mail-content";

/** Plain addresses (never a name beside them): each one a checked e-mail address. */
export type Recipients = { to: string[]; cc?: string[]; replyTo?: string[] };

/** Headers for a newsletter mail: one-click unsubscribe (RFC 8058) as well as the visible link. */
type ListUnsubscribe = { oneClickUrl: string };

/**
 * The person a mail concerns, kept in the outbox's own columns so that a person's export and erasure
 * find it: their address, and the application or resume it is about (null when it is about none).
 */
type MailPerson = { email: string; reference: string | null };

/** What a kind is made of: the shape of its payload, and what the mail does with a payload of that shape. */
export type MailKindDefinition<S extends z.ZodType> = {
  payload: S;
  person: (payload: z.infer<S>) => MailPerson;
  /** Decided when the mail is written to the outbox. */
  recipients: (payload: z.infer<S>, mail: MailConfig) => Recipients;
  /** Rendered when the mail is sent, from the payload stored with it. */
  content: (payload: z.infer<S>, site: MailSite) => MailContent;
  listUnsubscribe?: (payload: z.infer<S>, site: MailSite) => ListUnsubscribe;
  /** Sent to a list (a newsletter issue): the mail carries `Precedence: bulk`. */
  bulk?: boolean;
  /** A calendar invitation (or cancellation) the mail carries as its `text/calendar` part. */
  calendar?: (payload: z.infer<S>, site: MailSite) => CalendarEvent;
  /** What a person's data export shows of the payload; all of it unless a kind keeps something back. */
  exported?: (payload: z.infer<S>) => unknown;
};

/** A payload checked against its kind's schema, with everything the outbox needs of it. */
type CheckedMail = {
  /** The payload as the schema gives it back (unknown keys dropped), which is what the outbox stores. */
  payload: unknown;
  person: MailPerson;
  recipients: (mail: MailConfig) => Recipients;
  content: (site: MailSite) => MailContent;
  listUnsubscribe: ((site: MailSite) => ListUnsubscribe) | undefined;
  bulk: boolean;
  calendar: ((site: MailSite) => CalendarEvent) | undefined;
  exported: unknown;
};

export type PayloadCheck = { ok: true; mail: CheckedMail } | { ok: false; error: string };

/** One kind of mail: its definition, and a check that turns any value into a mail of this kind or says why not. */
export type MailKind<S extends z.ZodType = z.ZodType> = MailKindDefinition<S> & {
  check: (payload: unknown) => PayloadCheck;
};

/** What code that handles every kind alike (the outbox, the worker, the export) uses of one. */
export type AnyMailKind = Pick<MailKind, "payload" | "check">;

/**
 * Builds a kind from its payload schema and what it does with a payload: the compiler gives each function
 * the schema's type, and `check` is the one way from an unchecked value (a caller's, or a row read back)
 * to a mail, so no caller has to assert a payload's type.
 */
export function defineMailKind<S extends z.ZodType>(definition: MailKindDefinition<S>): MailKind<S> {
  return {
    ...definition,
    check(raw) {
      const parsed = definition.payload.safeParse(raw);
      if (!parsed.success) {
        const issues = parsed.error.issues.map((i) => `${i.path.join(".") || "(payload)"}: ${i.message}`);
        return { ok: false, error: issues.join("; ") };
      }
      const payload = parsed.data;
      return {
        ok: true,
        mail: {
          payload,
          person: definition.person(payload),
          recipients: (mail) => definition.recipients(payload, mail),
          content: (site) => definition.content(payload, site),
          listUnsubscribe: definition.listUnsubscribe && ((site) => definition.listUnsubscribe!(payload, site)),
          bulk: definition.bulk ?? false,
          calendar: definition.calendar && ((site) => definition.calendar!(payload, site)),
          exported: definition.exported ? definition.exported(payload) : payload,
        },
      };
    },
  };
}

/** Splits a configured address list ("a@x.com, b@y.com"). */
export function addressesOf(list: string): string[] {
  return list
    .split(",")
    .map((a) => a.trim())
    .filter(Boolean);
}
