import { createServer } from "node:net";
import { describe, expect, it } from "vitest";
import { startChildServer } from "#tests/support/child-server";

// Readiness is asked of the port: a server already there would answer for the child, and the tests
// or the bench would then talk to it instead.
describe("the child-server helper", () => {
  it("refuses a port another server holds, before starting anything", async () => {
    const other = createServer();
    const port = await new Promise<number>((resolve) =>
      other.listen(0, "127.0.0.1", () => resolve((other.address() as { port: number }).port)),
    );
    try {
      await expect(startChildServer({ port })).rejects.toThrow(
        `port ${port} is in use (EADDRINUSE): the server must have it to itself`,
      );
    } finally {
      other.close();
    }
  });
});
