import type { APIRequestContext } from "@playwright/test";
import { productIndex } from "~/content/product-index";

/** Every fixed route of docs/product.md §2.1, plus the legal pages. */
export const fixedRoutes = [
  "/",
  "/company/about-us",
  "/company/team",
  "/company/client",
  "/company/expertise",
  "/company/news-list",
  "/service/software",
  "/service/consultancy",
  ...productIndex.map((p) => `/product/${p.slug}`),
  "/careers",
  "/contact-us",
  "/privacy-policy",
  "/terms",
];

/** Routes whose address depends on data: one story and one open job's Apply Job page. */
export async function dataRoutes(
  request: APIRequestContext,
): Promise<{ story: string; openJob: string; closedJob: string | null }> {
  const news = (await (await request.get("/api/News/GetAllNews/0")).json()) as { Code: number }[];
  const jobs = (await (await request.get("/api/Career/GetOpenJobs")).json()) as { Code: number; IsClosed: boolean }[];
  const open = jobs.find((j) => !j.IsClosed);
  if (!news[0] || !open) throw new Error("the seed should provide at least one story and one open job");
  const closed = jobs.find((j) => j.IsClosed);
  return {
    story: `/company/news?id=${news[0].Code}`,
    openJob: `/careers/job/${open.Code}`,
    closedJob: closed ? `/careers/job/${closed.Code}` : null,
  };
}

export async function allPageRoutes(request: APIRequestContext): Promise<string[]> {
  const d = await dataRoutes(request);
  return [...fixedRoutes, d.story, d.openJob];
}
