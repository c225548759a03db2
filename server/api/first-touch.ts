import type { Request } from "express";
import type { FirstTouch } from "~/domain/insights/first-touch";
import { formVisitorOf } from "../insights/insights";
import type { Services } from "../services";

/** The first touch of the visit an API form comes from (server/insights), for the use case's input. */
export const firstTouchOf =
  (services: Services) =>
  (req: Request): Promise<FirstTouch | null> =>
    services.insights.firstTouch(formVisitorOf(req, req.ip ?? ""));
