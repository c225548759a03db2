import type { SubmissionKind } from "~/domain/submission-kind";
import type { Executor } from "../db/database";
import { insertApplicationLink, type LinkSource } from "./application-links.repository";
import { linkTokenHash, linkTokenOf, newLinkSeed } from "../security/application-link-tokens";

/** A new private link: the seed its mail keeps, and the token (shown once, on the summary page). */
export type IssuedLink = { seed: string; token: string };

/**
 * Makes job seekers' private status links (docs/decisions/0060-application-status-links.md): a new
 * random seed, its token, and the token's hash stored in the transaction of the write it belongs to.
 */
export function createStatusLinks(tokenSecret: string) {
  return {
    async issue(
      db: Executor,
      target: { kind: SubmissionKind; id: number },
      source: LinkSource,
      at: string,
    ): Promise<IssuedLink> {
      const seed = newLinkSeed();
      const token = linkTokenOf(tokenSecret, seed);
      await insertApplicationLink(db, {
        token_hash: linkTokenHash(token),
        kind: target.kind,
        application_id: target.id,
        issued_by: source,
        created_at: at,
      });
      return { seed, token };
    },

    /** The token a filled honeypot is answered with: made like any other, stored nowhere, so it names nothing. */
    decoyToken: (): string => linkTokenOf(tokenSecret, newLinkSeed()),
  };
}

export type StatusLinks = ReturnType<typeof createStatusLinks>;
