import { createHash } from "node:crypto";
import type { Config } from "../config";
import type { Db } from "../db/database";
import { addressesOf } from "../mail/mail-kind";
import type { MailOutbox } from "../mail/outbox";

/**
 * What the public side's use cases take (book, move, cancel, the free times…): the database, the
 * outbox, and the few settings they read, named so that a use case says which it needs.
 */
export type DemoDeps = {
  db: Db;
  mail: MailOutbox;
  /** The company's zone (COMPANY_TIME_ZONE): the presenters' hours and the invitations' TZID. */
  timeZone: string;
  siteUrl: string;
  /** The invitations' ORGANIZER: the first INFO_EMAIL address. */
  organizer: string;
  /** The UIDs' domain: the site's host name. */
  host: string;
  /** DEMO_REFUSE_FREE_WEBMAIL. */
  refuseFreeWebmail: boolean;
  /** TOKEN_SECRET: a private link's token is made from its seed with it. */
  tokenSecret: string;
};

export function demoDepsOf({ db, config, mail }: { db: Db; config: Config; mail: MailOutbox }): DemoDeps {
  return {
    db,
    mail,
    timeZone: config.timeZone,
    siteUrl: config.siteUrl,
    organizer: addressesOf(config.mail.infoEmail)[0]!,
    host: new URL(config.siteUrl).hostname || "localhost",
    refuseFreeWebmail: config.demoRefuseFreeWebmail,
    tokenSecret: config.tokenSecret,
  };
}

/** What is stored of a private link's token: its SHA-256, hex. */
export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** A JSON list of strings as stored (products, holidays); anything else is an empty list. */
export const parseList = (json: string): string[] => {
  const v: unknown = JSON.parse(json);
  return Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : [];
};

/** The unique index of (presenter, start) refused a second booking of one time. */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; message?: string };
  return e?.code === "23505" || /UNIQUE constraint failed/i.test(e?.message ?? "");
}
