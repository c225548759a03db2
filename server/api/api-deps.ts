import express from "express";
import { bodyLimits } from "~/shared/request-limits";
import type { Services } from "../services";

/** What every controller module is given: the capabilities' use cases, assembled by server/services.ts. */
export type ApiDeps = { services: Services };

/** Body limits (docs/product.md §6.3): 64 KiB for every JSON body, 2 MiB where a resume travels. */
export const jsonBody = express.json({ limit: bodyLimits.small.bytes });
export const largeJsonBody = express.json({ limit: bodyLimits.resume.bytes });
