import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";

/** A fresh CSP nonce per response; the page's scripts carry it, nothing else may run. */
export const assignNonce: RequestHandler = (_req, res, next) => {
  res.locals.nonce = randomBytes(16).toString("base64");
  next();
};
