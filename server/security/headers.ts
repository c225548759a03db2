import type { ServerResponse } from "node:http";
import type { RequestHandler, Response } from "express";

export type SecurityHeaderOptions = { https: boolean; dev: boolean };

/**
 * The security headers of every response, as data: the fixed ones, and the CSP made for one
 * response's nonce. The Express middleware and the cached-page fast lane both send exactly these.
 */
export type SecurityHeaderSet = { fixed: [string, string][]; contentSecurityPolicy: (nonce: string) => string };

export function securityHeaderSet(options: SecurityHeaderOptions): SecurityHeaderSet {
  const directives = (nonce: string): [string, string[]][] => [
    ["default-src", ["'self'"]],
    // Vite's dev client evaluates modules; production never needs unsafe-eval.
    ["script-src", ["'self'", `'nonce-${nonce}'`, ...(options.dev ? ["'unsafe-eval'"] : [])]],
    // The stylesheet is inlined with the page's nonce (app/components/stylesheet.tsx).
    ["style-src", ["'self'", options.dev ? "'unsafe-inline'" : `'nonce-${nonce}'`]],
    ["img-src", ["'self'", "data:"]],
    ["font-src", ["'self'"]],
    ["connect-src", ["'self'", ...(options.dev ? ["ws:"] : [])]],
    ["form-action", ["'self'"]],
    ["frame-ancestors", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["object-src", ["'none'"]],
    ...(options.https ? [["upgrade-insecure-requests", []] as [string, string[]]] : []),
  ];
  const fixed: [string, string][] = [
    ["Cross-Origin-Opener-Policy", "same-origin"],
    ["Cross-Origin-Resource-Policy", "same-origin"],
    ["Origin-Agent-Cluster", "?1"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ...(options.https
      ? [["Strict-Transport-Security", "max-age=63072000; includeSubDomains"] as [string, string]]
      : []),
    ["X-Content-Type-Options", "nosniff"],
    ["X-DNS-Prefetch-Control", "off"],
    ["X-Download-Options", "noopen"],
    ["X-Frame-Options", "DENY"],
    ["X-Permitted-Cross-Domain-Policies", "none"],
    // The legacy XSS auditor did more harm than good; "0" switches it off where it still exists.
    ["X-XSS-Protection", "0"],
  ];
  // The policy is written once, around a marker where each response's nonce goes: building it from the
  // directives for every response cost more than the rest of the security headers together.
  const marker = "\u0000nonce\u0000";
  const around = directives(marker)
    .map(([name, sources]) => [name, ...sources].join(" "))
    .join(";")
    .split(marker);
  return { fixed, contentSecurityPolicy: (nonce) => around.join(nonce) };
}

/** Puts the security headers on a response, with the CSP for its nonce. */
export function applySecurityHeaders(res: ServerResponse, set: SecurityHeaderSet, nonce: string) {
  res.setHeader("Content-Security-Policy", set.contentSecurityPolicy(nonce));
  for (const [name, value] of set.fixed) res.setHeader(name, value);
}

/** Sets the security headers, with the CSP for the nonce in res.locals.nonce. */
export function securityHeaders(set: SecurityHeaderSet): RequestHandler {
  return (_req, res: Response, next) => {
    applySecurityHeaders(res, set, res.locals.nonce as string);
    next();
  };
}
