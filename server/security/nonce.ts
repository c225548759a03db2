import type { RequestHandler } from "express";
import { randomString } from "./random-pool";

/** A fresh CSP nonce: the page's scripts and stylesheet carry it, nothing else may run. */
export const newNonce = () => randomString(16, "base64");

/** Gives each response its own nonce, in res.locals.nonce. */
export const assignNonce: RequestHandler = (_req, res, next) => {
  res.locals.nonce = newNonce();
  next();
};
