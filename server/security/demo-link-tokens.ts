import { randomBytes } from "node:crypto";
import { signedToken } from "./signed-tokens";

/**
 * The tokens of visitors' private demo links (`/demo/booking/{token}`), made as the job seekers' status
 * links are (server/security/application-link-tokens.ts): the HMAC (TOKEN_SECRET) of a random seed. The
 * booking keeps the token's SHA-256 only, and the seed only in the outbox rows of the invitations that
 * carry the link, so the mail can be rendered when it is sent; neither the database nor the secret alone
 * gives a token back.
 */
const PURPOSE = "demo-link";

/** A new random seed (32 bytes, base64url). */
export const newDemoLinkSeed = (): string => randomBytes(32).toString("base64url");

/** The token a seed stands for (43 base64url characters). */
export const demoLinkTokenOf = (secret: string, seed: string): string => signedToken(secret, PURPOSE, seed);
