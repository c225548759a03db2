import type { Router } from "express";
import type { ApiDeps } from "./api-deps";

/** The original General controller: GET /api/General/GetMyIpAddress -> { Data: the address the server sees }. */
export function generalRoutes(api: Router, _deps: ApiDeps) {
  api.get("/General/GetMyIpAddress", (req, res) => {
    // Answers differ per visitor, so no shared cache may keep them.
    res.setHeader("Cache-Control", "no-store");
    res.json({ Data: req.ip ?? "" });
  });
}
