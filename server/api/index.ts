import { Router } from "express";
import type { ApiDeps } from "./api-deps";
import { careerApplicationRoutes } from "./career-application";
import { postCandidateRoutes } from "./post-candidate";
import { careerJobRoutes } from "./career-jobs";
import { careerLookupRoutes } from "./career-lookups";
import { generalRoutes } from "./general";
import { messageRoutes } from "./message";
import { newsRoutes } from "./news";
import { subscribeRoutes } from "./subscribe";

/**
 * The JSON API of docs/product.md §6. Express matches paths case-insensitively by default, as the
 * original server did. Each controller module (one per original controller: Subscribe, General, News,
 * Career, Message) adds its routes to the router it is given.
 */
export function createApiRouter(deps: ApiDeps): Router {
  const api = Router();
  newsRoutes(api, deps);
  subscribeRoutes(api, deps);
  generalRoutes(api, deps);
  messageRoutes(api, deps);
  postCandidateRoutes(api, deps);
  careerLookupRoutes(api, deps);
  careerJobRoutes(api, deps);
  careerApplicationRoutes(api, deps);
  void deps;
  return api;
}
