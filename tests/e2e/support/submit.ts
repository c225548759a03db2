import { expect, type Page } from "@playwright/test";
import { queryE2eDatabase } from "./database";

/** The site's public forms: each one's API address and the table its submissions land in. */
const FORMS = {
  PostJobApplication: ["/api/Career/PostJobApplication", "job_applications"],
  PostCandidate: ["/api/Career/PostCandidate", "candidates"],
  PostMessage: ["/api/Message/PostMessage", "contact_messages"],
  PostSubscriber: ["/api/Subscribe/PostSubscriber", "subscriptions"],
} as const;

/**
 * Sends a submission through the API as the site's forms do (XSRF cookie and header), from the page's
 * browser context; answers the id of the newest row with this e-mail address.
 */
export async function submitThroughApi(page: Page, form: keyof typeof FORMS, body: object, email: string) {
  return (await postThroughApi(page, form, body, email)).id;
}

/** As submitThroughApi, answering the API's answer too (an application's carries its status link). */
export async function postThroughApi(page: Page, form: keyof typeof FORMS, body: object, email: string) {
  const [path, table] = FORMS[form];
  const request = page.context().request;
  await request.get("/careers");
  const token = (await page.context().cookies()).find((c) => c.name === "XSRF-TOKEN")!.value;
  const res = await request.post(path, {
    data: body,
    headers: { "x-xsrf-token": decodeURIComponent(token) },
  });
  expect(res.status(), await res.text()).toBe(200);
  const [row] = queryE2eDatabase<{ id: number }>(
    `select id from ${table} where email = ? order by id desc limit 1`,
    email,
  );
  return { id: row!.id, answer: (await res.json()) as Record<string, unknown> };
}
