import { expect } from "vitest";
import type { TestServer } from "./test-server";

/** A public page's HTML as a visitor without cookies gets it (cached or not); fails the test unless 200. */
export async function publicHtml(server: Pick<TestServer, "baseUrl">, path: string): Promise<string> {
  const res = await fetch(server.baseUrl + path, { headers: { accept: "text/html" } });
  expect(res.status, path).toBe(200);
  return res.text();
}
