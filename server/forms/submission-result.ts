import type { SubmissionKind } from "~/domain/submission-kind";
import { randomInt } from "node:crypto";
import { referenceNumber } from "~/domain/reference-number";

/**
 * What a form's service answers: the API sends the message (400 when not ok), a page action shows it.
 * An application or resume that was stored also has its reference number and its status link's token.
 */
export type SubmissionResult =
  | {
      ok: true;
      message: string;
      reference?: string;
      /** The token of the private status link of what was stored (docs/product.md §2.16). */
      statusToken?: string;
    }
  | { ok: false; message: string };

/**
 * The reference a filled honeypot is answered with: it looks like any other, so a bot learns nothing,
 * and names nothing stored.
 */
export function decoyReference(kind: SubmissionKind): string {
  return referenceNumber(kind, randomInt(1, 1_000_000));
}
