import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startChildServer, type ChildServer } from "#tests/support/child-server";

// The server as `npm start` runs it: its own process, NODE_ENV unset. (A process that loaded React's
// development build for one module and the production build for another answered every page with 500.)
describe.skipIf(process.env.TEST_ENGINE === "postgres")("a server started without NODE_ENV", () => {
  let server: ChildServer;
  beforeAll(async () => {
    server = await startChildServer({ env: { NODE_ENV: undefined } });
  });
  afterAll(async () => server?.stop());

  it("runs React's production build", () => {
    expect(server.startupLog).toContain('"nodeEnv":"production"');
  });

  it("renders pages", async () => {
    for (const p of ["/", "/product/gi", "/careers", "/contact-us"]) {
      const res = await fetch(server.baseUrl + p);
      expect(res.status, p).toBe(200);
      expect(await res.text(), p).toContain("</html>");
    }
  });
});
