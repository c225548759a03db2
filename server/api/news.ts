import type { Router } from "express";
import { toNewsItem } from "../news/news";
import type { ApiDeps } from "./api-deps";
import { badRequest } from "./payload";
import { sendRevalidatedJson } from "./revalidated-json";

export const NEWS_COUNT_MESSAGE = "The number of news stories must be a whole number, 0 or more (0 for all).";
export const NEWS_NOT_FOUND_MESSAGE = "The news story you asked for does not exist.";

/** Digits only: a sign, a decimal point or a letter makes the value unusable, never a guess. */
const WHOLE_NUMBER = /^\d{1,15}$/;

/** The News controller (docs/product.md §6.7): read-only, served from the news service's cache, revalidated. */
export function newsRoutes(api: Router, { services }: ApiDeps) {
  api.get("/News/GetAllNews/:count", async (req, res) => {
    const count = String(req.params.count);
    if (!WHOLE_NUMBER.test(count)) return badRequest(res, NEWS_COUNT_MESSAGE);
    const stories = await services.news.latest(Number(count));
    await sendRevalidatedJson(req, res, stories.map(toNewsItem));
  });

  api.get("/News/GetNewsById/:code", async (req, res) => {
    const code = String(req.params.code);
    const story = WHOLE_NUMBER.test(code) ? await services.news.byCode(Number(code)) : undefined;
    // A 404 too: the story may be published a moment later.
    if (!story) return sendRevalidatedJson(req, res, { Message: NEWS_NOT_FOUND_MESSAGE }, 404);
    await sendRevalidatedJson(req, res, toNewsItem(story));
  });
}
