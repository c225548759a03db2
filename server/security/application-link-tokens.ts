import { createHash, randomBytes } from "node:crypto";
import { APPLICATION_LINK_TOKEN_PATTERN } from "~/domain/application-status";
import { signedToken } from "./signed-tokens";

/**
 * The tokens of job seekers' private status links (docs/decisions/0060-application-status-links.md).
 * A link's token is the HMAC (TOKEN_SECRET) of a random 32-byte seed. The database keeps the token's
 * SHA-256 only, and the seed only in the outbox row of the mail that carries the link, so the mail can be
 * rendered when it is sent; neither the database nor the secret alone gives a token back.
 */
const PURPOSE = "application-link";

/** A new random seed (32 bytes, base64url). */
export const newLinkSeed = (): string => randomBytes(32).toString("base64url");

/** The token a seed stands for (43 base64url characters). */
export const linkTokenOf = (secret: string, seed: string): string => signedToken(secret, PURPOSE, seed);

/** What is stored of a token: its SHA-256, hex. */
export const linkTokenHash = (token: string): string => createHash("sha256").update(token).digest("hex");

/** Whether a string from a URL can be a token at all; anything else is not looked up. */
export const isLinkTokenShaped = (value: unknown): value is string =>
  typeof value === "string" && APPLICATION_LINK_TOKEN_PATTERN.test(value);
