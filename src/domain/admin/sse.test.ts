import { describe, expect, it } from "vitest";
import { encodeSseComment, encodeSseEvent, encodeSseRetry } from "./sse";

describe("SSE framing", () => {
  it("writes the event name, its id, the retry and the data as JSON, ended by a blank line", () => {
    expect(encodeSseEvent({ event: "order-paid", id: "a~1|-", retry: 5000, data: { reference: "RF-1" } })).toBe(
      'event: order-paid\nid: a~1|-\nretry: 5000\ndata: {"reference":"RF-1"}\n\n',
    );
    expect(encodeSseEvent({ event: "counts", data: { newMessages: 2 } })).toBe(
      'event: counts\ndata: {"newMessages":2}\n\n',
    );
  });

  it("keeps a text with line breaks inside one data line (JSON escapes them)", () => {
    const frame = encodeSseEvent({ event: "message", data: { text: "line 1\nline 2\r\n\n" } });
    expect(frame.split("\n\n")).toHaveLength(2);
    expect(frame).toBe('event: message\ndata: {"text":"line 1\\nline 2\\r\\n\\n"}\n\n');
    expect(JSON.parse(frame.split("\n")[1]?.slice("data: ".length) ?? "")).toEqual({ text: "line 1\nline 2\r\n\n" });
  });

  it("refuses an event name or an id that could break the stream", () => {
    expect(() => encodeSseEvent({ event: "x\ndata: injected", data: 1 })).toThrow();
    expect(() => encodeSseEvent({ event: "", data: 1 })).toThrow();
    expect(() => encodeSseEvent({ event: "Order Paid", data: 1 })).toThrow();
    expect(() => encodeSseEvent({ event: "ok", id: "1\nevent: evil", data: 1 })).toThrow();
    expect(() => encodeSseEvent({ event: "ok", id: "1\0", data: 1 })).toThrow();
    expect(() => encodeSseEvent({ event: "ok", retry: -1, data: 1 })).toThrow();
    expect(() => encodeSseEvent({ event: "ok", retry: 1.5, data: 1 })).toThrow();
  });

  it("writes a comment on one line and the retry alone", () => {
    expect(encodeSseComment("keep-alive")).toBe(": keep-alive\n\n");
    expect(encodeSseComment("a\nb\r\nc")).toBe(": a b c\n\n");
    expect(encodeSseRetry(5000)).toBe("retry: 5000\n\n");
    expect(() => encodeSseRetry(Number.NaN)).toThrow();
  });

  it("writes undefined data as null rather than an empty frame", () => {
    expect(encodeSseEvent({ event: "ping", data: undefined })).toBe("event: ping\ndata: null\n\n");
  });
});
