import { signedToken } from "./signed-tokens";

/**
 * The secret of a staff one-time link (an invitation, a password reset) mailed through the outbox: the
 * HMAC (TOKEN_SECRET) of a random seed, as the applicants' status links are made
 * (server/security/application-link-tokens.ts). The outbox row keeps the seed, so the mail can be rendered
 * when it is sent; the database keeps the secret's SHA-256 only; neither gives the link back alone.
 */
const PURPOSE = "staff-link";

export const staffLinkSecretOf = (tokenSecret: string, seed: string): string => signedToken(tokenSecret, PURPOSE, seed);
