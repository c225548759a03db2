import { expect, test } from "@playwright/test";
import { htmlErrors } from "./support/html-checker";
import { allPageRoutes } from "./support/routes";

test("every page's markup is valid HTML (Nu Html Checker)", async ({ request }) => {
  test.setTimeout(180_000);
  const routes = [
    ...(await allPageRoutes(request)),
    "/newsletter",
    "/careers/resume",
    "/demo",
    "/demo?products=gi",
    "/no-such-page",
  ];
  const documents: [string, string][] = [];
  for (const route of routes) documents.push([route, await (await request.get(route)).text()]);
  expect(htmlErrors(documents)).toEqual([]);
});
