import { EventEmitter } from "node:events";
import type { NextFunction, Request, Response } from "express";

/**
 * Mounted right after `compression()`: makes `drain` listeners on a compressed response removable.
 *
 * compression 1.8 forwards `res.on("drain")` to its gzip stream but leaves `removeListener` on the
 * response (expressjs/compression#135, #152), so every `res.once("drain")` that @react-router/node
 * makes when a write returns false stays on the gzip stream for good: a long CSV export piled up
 * one listener per backpressured write (MaxListenersExceededWarning: 11 drain listeners added to [Gzip]).
 * Here the response keeps ONE real `drain` listener, attached through compression's `on` (so it
 * lands on the gzip stream when there is one), and the callers' listeners live on a private emitter
 * where `once`, `off` and `removeListener` work as Node documents. Remove it when a release of
 * compression forwards `removeListener` too: the first test in drain-listeners.test.ts then fails.
 */
export function drainListenersRemovable(_req: Request, res: Response, next: NextFunction) {
  const callers = new EventEmitter();
  const forwardedOn = res.on;
  let attached = false;
  const isDrain = (event: string | symbol) => event === "drain";

  res.on = res.addListener = function (this: Response, event, listener) {
    if (!isDrain(event)) return forwardedOn.call(this, event, listener);
    if (!attached) {
      attached = true;
      forwardedOn.call(this, "drain", () => callers.emit("drain"));
    }
    callers.on("drain", listener);
    return this;
  } as Response["on"];
  const ownOnce = res.once;
  res.once = function (this: Response, event: string | symbol, listener: (...args: unknown[]) => void) {
    if (!isDrain(event)) return ownOnce.call(this, event, listener);
    const once = function (this: unknown, ...args: unknown[]) {
      callers.off("drain", once);
      listener.apply(this, args);
    };
    // `off(listener)` finds the wrapper by this property, as with Node's own once.
    once.listener = listener;
    res.on("drain", once);
    return this;
  } as unknown as Response["once"];
  const ownRemove = res.removeListener;
  res.removeListener = res.off = function (this: Response, event, listener) {
    if (!isDrain(event)) return ownRemove.call(this, event, listener);
    callers.removeListener("drain", listener);
    return this;
  } as Response["removeListener"];
  next();
}
