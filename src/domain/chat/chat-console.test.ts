import { describe, expect, it } from "vitest";
import { arrivedConversations, chimeWav, titleWithWaiting, waitedFor } from "./chat-console";

describe("the chime", () => {
  it("is a small PCM WAV whose sizes agree with its samples, never clipping", () => {
    const wav = chimeWav();
    const view = new DataView(wav.buffer);
    const ascii = (from: number) => String.fromCharCode(...wav.slice(from, from + 4));
    expect([ascii(0), ascii(8), ascii(12), ascii(36)]).toEqual(["RIFF", "WAVE", "fmt ", "data"]);
    expect(view.getUint32(4, true)).toBe(wav.length - 8);
    expect(view.getUint32(40, true)).toBe(wav.length - 44);
    expect(view.getUint32(24, true)).toBe(8_000);
    expect(wav.length).toBeLessThan(5_000);
    let peak = 0;
    for (let offset = 44; offset < wav.length; offset += 2)
      peak = Math.max(peak, Math.abs(view.getInt16(offset, true)));
    expect(peak).toBeGreaterThan(5_000);
    expect(peak).toBeLessThan(32_767);
  });
});

describe("arrived conversations", () => {
  it("finds none on the first look, then only the new ones", () => {
    expect(arrivedConversations(null, ["a", "b"])).toEqual([]);
    expect(arrivedConversations(new Set(["a"]), ["b", "a", "c"])).toEqual(["b", "c"]);
    expect(arrivedConversations(new Set(["a", "b"]), ["a"])).toEqual([]);
  });
});

describe("how long a visitor waited", () => {
  const now = new Date("2026-12-05T12:00:00Z");
  it("words minutes and hours", () => {
    expect(waitedFor("2026-12-05T11:59:30Z", now)).toBe("just now");
    expect(waitedFor("2026-12-05T11:56:00Z", now)).toBe("4 min");
    expect(waitedFor("2026-12-05T10:00:00Z", now)).toBe("2 h");
    expect(waitedFor("2026-12-05T09:55:00Z", now)).toBe("2 h 5 min");
    expect(waitedFor("not a time", now)).toBe("just now");
  });
});

describe("the tab's title", () => {
  it("counts the conversations waiting, once, and none when none wait", () => {
    expect(titleWithWaiting("Live chat | Shop", 2)).toBe("(2 waiting) Live chat | Shop");
    expect(titleWithWaiting("(2 waiting) Live chat | Shop", 3)).toBe("(3 waiting) Live chat | Shop");
    expect(titleWithWaiting("(2 waiting) Live chat | Shop", 0)).toBe("Live chat | Shop");
  });

  it("goes after the live feed's count (live-title.ts), which it keeps", () => {
    const both = titleWithWaiting("(4) Live chat | Shop", 2);
    expect(both).toBe("(4) (2 waiting) Live chat | Shop");
    expect(titleWithWaiting(both, 2)).toBe(both);
    expect(titleWithWaiting("(5) (2 waiting) Live chat | Shop", 1)).toBe("(5) (1 waiting) Live chat | Shop");
    expect(titleWithWaiting(both, 0)).toBe("(4) Live chat | Shop");
  });
});
