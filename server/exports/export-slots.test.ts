import { describe, expect, it } from "vitest";
import { createExportSlots } from "./export-slots";

const bytes = (text: string) => new TextEncoder().encode(text);
function body(chunks: string[], fail?: Error): ReadableStream<Uint8Array> {
  let i = 0;
  return new ReadableStream({
    pull(controller) {
      if (i < chunks.length) controller.enqueue(bytes(chunks[i++]!));
      else if (fail) controller.error(fail);
      else controller.close();
    },
  });
}

describe("export slots", () => {
  it("refuses a person's second export until the first body has been read to its end", async () => {
    const slots = createExportSlots();
    const first = await slots.stream(1, async () => body(["a", "b"]));
    expect(first).not.toBeNull();
    expect(await slots.stream(1, async () => body(["c"]))).toBeNull();
    expect(await slots.file(1, async () => "{}")).toBeNull();
    // Someone else is not held up.
    expect(await slots.stream(2, async () => body(["d"]))).not.toBeNull();
    expect(await new Response(first).text()).toBe("ab");
    expect(await slots.stream(1, async () => body(["c"]))).not.toBeNull();
  });

  it("frees the slot when the body fails, is cancelled, or cannot be made", async () => {
    const slots = createExportSlots();
    const failing = await slots.stream(1, async () => body(["a"], new Error("database went away")));
    await expect(new Response(failing).text()).rejects.toThrow("database went away");
    const cancelled = await slots.stream(1, async () => body(["a", "b"]));
    await cancelled!.cancel();
    await expect(slots.stream(1, () => Promise.reject(new Error("no audit row")))).rejects.toThrow("no audit row");
    expect(await slots.file(1, async () => "{}")).toBe("{}");
    expect(await slots.file(1, async () => "{}")).toBe("{}");
  });
});
