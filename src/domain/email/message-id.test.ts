import { describe, expect, it } from "vitest";
import { messageIdDomain, outboxMessageId, senderDomain } from "./message-id";

describe("senderDomain", () => {
  it("takes the domain of the address, with or without a display name, in lower case", () => {
    expect(senderDomain("RuneForge <no-reply@runeforge.gg>")).toBe("runeforge.gg");
    expect(senderDomain("no-reply@Mail.RuneForge.GG")).toBe("mail.runeforge.gg");
    expect(senderDomain('"Shop <at> RuneForge" <orders@shop.example.com>')).toBe("shop.example.com");
  });

  it("has none for a sender with no usable domain", () => {
    expect(senderDomain("RuneForge")).toBeNull();
    expect(senderDomain("RuneForge <no-reply@>")).toBeNull();
    expect(senderDomain("no-reply@bad domain.gg")).toBeNull();
    expect(senderDomain("no-reply@[127.0.0.1]")).toBeNull();
  });
});

describe("messageIdDomain", () => {
  it("prefers EMAIL_FROM's domain", () => {
    expect(messageIdDomain("RuneForge <no-reply@runeforge.gg>", "https://shop.example.com")).toBe("runeforge.gg");
  });

  it("falls back to SITE_URL's host, without the port", () => {
    expect(messageIdDomain("RuneForge", "https://Shop.Example.com:8443/path")).toBe("shop.example.com");
    expect(messageIdDomain("nobody", "http://[::1]:3000")).toBe("[::1]");
    expect(messageIdDomain("nobody", "not a url")).toBe("localhost");
  });
});

describe("outboxMessageId", () => {
  it("is the outbox id at the domain, the same on every call", () => {
    const id = "0b9e6a8c-4f5d-4e0a-9c1b-2d3e4f5a6b7c";
    expect(outboxMessageId(id, "runeforge.gg")).toBe(`<${id}@runeforge.gg>`);
    expect(outboxMessageId(id, "runeforge.gg")).toBe(outboxMessageId(id, "runeforge.gg"));
  });

  it("encodes what a Message-ID cannot hold, so distinct ids stay distinct", () => {
    expect(outboxMessageId("a b>@c", "x.gg")).toBe("<a%20b%3E%40c@x.gg>");
    expect(outboxMessageId("a.b", "x.gg")).not.toBe(outboxMessageId("a%2Eb", "x.gg"));
  });
});
