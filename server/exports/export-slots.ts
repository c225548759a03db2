/**
 * One export at a time per staff person, in this process: a download streams for as long as the
 * person's connection takes it, and holds a database read per page meanwhile, so one person asking for
 * the same file again and again (a double click, a script) cannot run many at once (docs/decisions/0101).
 */
export type ExportSlots = {
  /**
   * Runs `start` (which writes the export's audit row and makes its body) unless this person's previous
   * export is still running: then null. The slot is free again when the body has ended, failed or been
   * cancelled (the person went away).
   */
  stream(
    personId: number,
    start: () => Promise<ReadableStream<Uint8Array>>,
  ): Promise<ReadableStream<Uint8Array> | null>;
  /** The same for an export made whole before it is sent: the slot is free once it is made. */
  file(personId: number, start: () => Promise<string>): Promise<string | null>;
};

export function createExportSlots(): ExportSlots {
  const running = new Set<number>();
  const take = async <T>(personId: number, start: () => Promise<T>, hold: (body: T, release: () => void) => T) => {
    if (running.has(personId)) return null;
    running.add(personId);
    const release = () => void running.delete(personId);
    let body: T;
    try {
      body = await start();
    } catch (err) {
      release();
      throw err;
    }
    return hold(body, release);
  };
  return {
    stream: (personId, start) => take(personId, start, releasedWhenSettled),
    file: (personId, start) =>
      take(personId, start, (body, release) => {
        release();
        return body;
      }),
  };
}

/** The same bytes, with `release` called once when the stream ends, fails or is cancelled. */
function releasedWhenSettled(stream: ReadableStream<Uint8Array>, release: () => void): ReadableStream<Uint8Array> {
  const reader = stream.getReader();
  let settled = false;
  const settle = () => {
    if (!settled) {
      settled = true;
      release();
    }
  };
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        let next: ReadableStreamReadResult<Uint8Array>;
        try {
          next = await reader.read();
        } catch (err) {
          settle();
          throw err;
        }
        if (next.done) {
          settle();
          controller.close();
        } else {
          controller.enqueue(next.value);
        }
      },
      async cancel(reason) {
        settle();
        await reader.cancel(reason);
      },
    },
    // Nothing read ahead: the source's own buffering (one chunk) is all there is.
    { highWaterMark: 0 },
  );
}
