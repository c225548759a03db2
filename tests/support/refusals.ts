import { expect } from "vitest";
import type { ApiClient } from "./api-client";

type Steps = [patch: Record<string, unknown>, message: string][];

/**
 * Posts `start` changed by each step in turn, the changes adding up as a visitor correcting one field
 * after another does, and expects every answer to be 400 with that step's message (the rules in their
 * order). Returns the body of the last step.
 */
export async function expectRefusedInTurn(client: ApiClient, path: string, start: object, steps: Steps) {
  let body: Record<string, unknown> = { ...start };
  for (const [patch, message] of steps) {
    body = { ...body, ...patch };
    const res = await client.post(path, body);
    expect(res.status, message).toBe(400);
    expect(res.body).toEqual({ Message: message });
  }
  return body;
}
