import type { IncomingMessage, ServerResponse } from "node:http";
import type { Response } from "express";

/** The CSP source allowing this response's nonce. */
const nonceSource = (_req: IncomingMessage, res: ServerResponse) => `'nonce-${(res as Response).locals.nonce as string}'`;
import helmet from "helmet";

export function securityHeaders(options: { https: boolean; dev: boolean }) {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        "default-src": ["'self'"],
        "script-src": [
          "'self'",
          nonceSource,
          // Vite's dev client evaluates modules; production never needs this.
          ...(options.dev ? ["'unsafe-eval'"] : []),
        ],
        // The stylesheet is inlined with the page's nonce (server/http/inline-styles.ts).
        "style-src": ["'self'", ...(options.dev ? ["'unsafe-inline'"] : [nonceSource])],
        "img-src": ["'self'", "data:"],
        "font-src": ["'self'"],
        "connect-src": ["'self'", ...(options.dev ? ["ws:"] : [])],
        "form-action": ["'self'"],
        "frame-ancestors": ["'none'"],
        "base-uri": ["'self'"],
        "object-src": ["'none'"],
        ...(options.https ? { "upgrade-insecure-requests": [] } : {}),
      },
    },
    strictTransportSecurity: options.https ? { maxAge: 63072000, includeSubDomains: true } : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginOpenerPolicy: { policy: "same-origin" },
    crossOriginResourcePolicy: { policy: "same-origin" },
    xFrameOptions: { action: "deny" },
  });
}
