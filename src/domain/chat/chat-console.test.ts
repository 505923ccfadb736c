import { describe, expect, it } from "vitest";
import {
  arrivedConversations,
  chimeWav,
  offersLinks,
  storedCartTotal,
  titleWithWaiting,
  transcriptAuthor,
  transcriptEmail,
  transcriptSubject,
  transcriptTime,
  waitedFor,
} from "./chat-console";

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

describe("the console's message rules", () => {
  it("offers clickable links only on a visitor's or staff's message with an http(s) address", () => {
    expect(offersLinks({ author: "visitor", body: "see https://example.com/x please" })).toBe(true);
    expect(offersLinks({ author: "staff", body: "http://example.com" })).toBe(true);
    expect(offersLinks({ author: "visitor", body: "javascript:alert(1) or example.com" })).toBe(false);
    expect(offersLinks({ author: "system", body: "https://example.com" })).toBe(false);
  });

  it("totals a cart as it stores its lines", () => {
    expect(storedCartTotal([])).toBe(0);
    expect(storedCartTotal([{ totalPrice: 1_250 }, { totalPrice: 99 }])).toBe(1_349);
  });
});

describe("the transcript", () => {
  const input = {
    siteName: "RuneForge",
    startedAt: "2026-12-05T19:30:00.000Z",
    orderReference: "RF-ABCD2345",
    messages: [
      { seq: 1, author: "visitor" as const, body: "Hi <b>there</b>", at: "2026-12-05T19:30:10.000Z" },
      { seq: 2, author: "staff" as const, body: "Hello!\nHow can we help?", at: "2026-12-05T21:05:59.000Z" },
      { seq: 3, author: "system" as const, body: "Chat closed", at: "2026-12-06T00:00:00.000Z" },
    ],
  };

  it("names the shop, the order and the day in its subject", () => {
    expect(transcriptEmail(input).subject).toBe("Your chat with RuneForge about RF-ABCD2345 (2026-12-05)");
    expect(transcriptSubject({ ...input, orderReference: null })).toBe("Your chat with RuneForge (2026-12-05)");
  });

  it("lists every message in order with who wrote it and its UTC time, the text as written", () => {
    const { text } = transcriptEmail(input);
    expect(text).toContain("You · 2026-12-05 19:30 UTC\nHi <b>there</b>\n");
    expect(text).toContain("Support · 2026-12-05 21:05 UTC\nHello!\nHow can we help?\n");
    expect(text).toContain("Shop · 2026-12-06 00:00 UTC\nChat closed");
    expect(text.indexOf("You ·")).toBeLessThan(text.indexOf("Support ·"));
    expect(transcriptAuthor("staff")).toBe("Support");
    expect(transcriptTime("2026-12-05T23:59:59.999+02:00")).toBe("2026-12-05 21:59 UTC");
  });
});
