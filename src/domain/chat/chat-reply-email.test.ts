import { describe, expect, it } from "vitest";
import { chatReplyEmail, chatReplySubject, continueLinkFresh, shouldEmailReply } from "./chat-reply-email";

const now = new Date("2026-12-05T12:00:00.000Z");
const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();

describe("chat reply email rules", () => {
  it("emails a reply only to an away visitor with an email, at most once per 10 minutes", () => {
    const away = { email: "ada@example.com", away: true, lastLinkAt: null };
    expect(shouldEmailReply(away, now)).toBe(true);
    expect(shouldEmailReply({ ...away, email: null }, now)).toBe(false);
    expect(shouldEmailReply({ ...away, away: false }, now)).toBe(false);
    expect(shouldEmailReply({ ...away, lastLinkAt: ago(9) }, now)).toBe(false);
    expect(shouldEmailReply({ ...away, lastLinkAt: ago(10) }, now)).toBe(true);
  });

  it("keeps a continue link for a week", () => {
    expect(continueLinkFresh(ago(60), now)).toBe(true);
    expect(continueLinkFresh(ago(7 * 24 * 60 - 1), now)).toBe(true);
    expect(continueLinkFresh(ago(7 * 24 * 60), now)).toBe(false);
    expect(continueLinkFresh("garbage", now)).toBe(false);
  });

  it("says who replied in the subject, on one line", () => {
    expect(chatReplySubject("RuneForge")).toBe("You have a reply from RuneForge");
    expect(chatReplySubject("Rune\r\nBcc: x@example.com")).toBe("You have a reply from Rune Bcc: x@example.com");
  });

  it("carries the reply and the continue link in the text part", () => {
    const email = chatReplyEmail({
      siteName: "RuneForge",
      reply: "  Hello <b>Ada</b>\n\nSee you tonight.  ",
      continueUrl: "https://shop.example/chat/continue?t=abc",
    });
    expect(email.subject).toBe("You have a reply from RuneForge");
    expect(email.text).toContain("Hello <b>Ada</b>\n\nSee you tonight.\n");
    expect(email.text).toContain("https://shop.example/chat/continue?t=abc");
    expect(email.text).toContain("works for 7 days");
  });
});
