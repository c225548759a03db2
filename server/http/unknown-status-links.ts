import type { RequestHandler } from "express";
import { APPLICATION_STATUS_PREFIX, applicationStatusPath } from "~/domain/application-status";

/** What no token is: every request about a link that names nothing is answered as a GET of this page. */
const NO_TOKEN_PATH = applicationStatusPath("-");
/** The sub-address of a status page that takes a post ("download my data"). */
const DATA_SUFFIX = "/data";

/**
 * One answer for every request under /careers/application/ that a valid token does not back: a guessed,
 * altered, expired, malformed or missing token, by any method and at any sub-address (the page itself,
 * its "download my data" address, a post to withdraw or erase). Each is routed as a GET of the status
 * route with no token, whose loader answers the site's 404 page; so nothing (status, headers, body, the
 * router's route list) tells one of them from another, nor a post from a get
 * (docs/decisions/0063-one-404-for-every-bad-status-link.md). A valid token's requests pass untouched,
 * and the "download my data" address answers only posts. Runs after the post limits, so guessing by
 * post is rate-limited like any form.
 */
export function unknownStatusLinks(isKnownToken: (token: string) => Promise<boolean>): RequestHandler {
  return (req, _res, next) => {
    const path = req.path;
    if (path !== APPLICATION_STATUS_PREFIX.slice(0, -1) && !path.startsWith(APPLICATION_STATUS_PREFIX)) return next();
    const rest = path.slice(APPLICATION_STATUS_PREFIX.length);
    const slash = rest.indexOf("/");
    const token = slash === -1 ? rest : rest.slice(0, slash);
    const sub = slash === -1 ? "" : rest.slice(slash);
    const addressServed = sub === "" || (sub === DATA_SUFFIX && req.method === "POST");
    const answerNotFound = () => {
      if (req.method !== "HEAD") req.method = "GET";
      req.url = req.originalUrl = NO_TOKEN_PATH;
      next();
    };
    if (!addressServed || token === "") return answerNotFound();
    isKnownToken(token).then((known) => (known ? next() : answerNotFound()), next);
  };
}
