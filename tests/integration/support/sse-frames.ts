/*
 * Reading a text/event-stream in the integration tests the way a browser's EventSource splits it:
 * frames with their event, id, data, comment or retry.
 */

export type Frame = { event?: string; id?: string; data?: unknown; comment?: string; retry?: number };

/** Reads a text/event-stream as frames, the way a browser's EventSource splits it. */
export function frameReader(stream: ReadableStream<Uint8Array>) {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  const frames: Frame[] = [];
  let buffer = "";
  let read = 0;

  async function pull(): Promise<void> {
    const { value, done } = await reader.read();
    if (done) throw new Error("the stream ended");
    buffer += decoder.decode(value, { stream: true });
    let end = buffer.indexOf("\n\n");
    while (end >= 0) {
      const frame: Frame = {};
      for (const line of buffer.slice(0, end).split("\n")) {
        if (line.startsWith(": ")) frame.comment = line.slice(2);
        else if (line.startsWith("event: ")) frame.event = line.slice(7);
        else if (line.startsWith("id: ")) frame.id = line.slice(4);
        else if (line.startsWith("retry: ")) frame.retry = Number(line.slice(7));
        else if (line.startsWith("data: ")) frame.data = JSON.parse(line.slice(6));
      }
      frames.push(frame);
      buffer = buffer.slice(end + 2);
      end = buffer.indexOf("\n\n");
    }
  }

  return {
    frames,
    /** The next frame (after those already taken) that matches, waiting for it to arrive. */
    async next(match: (frame: Frame) => boolean): Promise<Frame> {
      for (;;) {
        while (read < frames.length) {
          const frame = frames[read++] as Frame;
          if (match(frame)) return frame;
        }
        await pull();
      }
    },
    events: () => frames.filter((frame) => frame.event === "order-paid" || frame.event === "message-received"),
    cancel: () => reader.cancel(),
  };
}

export const isEvent = (name: string) => (frame: Frame) => frame.event === name;

export async function until(condition: () => boolean): Promise<void> {
  for (let waited = 0; !condition(); waited += 10) {
    if (waited > 5_000) throw new Error("the condition never held");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
