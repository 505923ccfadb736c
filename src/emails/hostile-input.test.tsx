import { describe, expect, it } from "vitest";
import * as parts from "./email-parts";
import { SAMPLE_BRAND } from "./email-samples";

/*
 * What a visitor writes reaches the shop's inbox email and, quoted, the reply: in the HTML part it
 * must stay text (src/emails/static-markup.ts escapes it), whatever markup it holds.
 */

const HOSTILE = `<script>alert(1)</script><img src=x onerror="alert(2)"> "quoted" & 'single' </textarea>`;
const HOSTILE_EMAIL = `"><svg onload=alert(3)>@example.com`;

function expectInert(html: string) {
  // No tag of the visitor's survives; their attributes are only text inside escaped ones.
  expect(html).not.toMatch(/<script|<img src=x|<svg|<\/textarea/i);
  expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
  expect(html).toContain("&quot;quoted&quot; &amp; &#x27;single&#x27;");
}

describe("a visitor's words in an email's HTML", () => {
  it("are escaped in the new-message email to the shop", () => {
    const email = parts.newMessageParts(SAMPLE_BRAND, "New message", {
      email: HOSTILE_EMAIL,
      receivedAt: "2026-11-27T10:00:00.000Z",
      source: "contact",
      message: HOSTILE,
    });
    expectInert(email.html);
    expect(email.html).toContain("&quot;&gt;&lt;svg onload=alert(3)&gt;@example.com");
    // The text part is the message as sent.
    expect(email.text).toContain(HOSTILE);
  });

  it("are escaped in a chat reply email, and its link stays the shop's", () => {
    const email = parts.chatReplyParts(SAMPLE_BRAND, {
      siteName: SAMPLE_BRAND.siteName,
      reply: `Thanks! ${HOSTILE}`,
      continueUrl: `${SAMPLE_BRAND.siteUrl}/chat/continue?t=abc_-123`,
    });
    expectInert(email.html);
    expect(email.html).toContain(`href="${SAMPLE_BRAND.siteUrl}/chat/continue?t=abc_-123"`);
    expect(email.text).toContain(HOSTILE);
  });

  it("are escaped where an operator's reply quotes them, and so is the reply", () => {
    const email = parts.replyParts(SAMPLE_BRAND, "Re: your message", {
      body: `Thanks! ${HOSTILE}`,
      original: { email: HOSTILE_EMAIL, message: HOSTILE, createdAt: "2026-11-27T10:00:00.000Z" },
    });
    expectInert(email.html);
    // The reply, the quote (and the inbox preview line, which repeats the reply).
    expect(email.html.match(/&lt;script&gt;alert\(1\)&lt;\/script&gt;/g)?.length).toBeGreaterThanOrEqual(2);
  });
});
