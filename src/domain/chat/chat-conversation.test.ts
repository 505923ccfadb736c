import { describe, expect, it } from "vitest";
import { shouldAskEmail, shouldTellDiscord, teamOnline, typicalReplyText, visitorAway } from "./chat-conversation";

const now = new Date("2026-12-05T12:00:00.000Z");
const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();

describe("chat conversation rules", () => {
  it("counts the team online while a console beat in the last 45 s", () => {
    expect(teamOnline([ago(0.5)], now)).toBe(true);
    expect(teamOnline([ago(1)], now)).toBe(false);
    expect(teamOnline([], now)).toBe(false);
  });

  it("asks an email once a message waited past the setting, and only without one", () => {
    const waiting = { waitingSince: ago(3), email: null, status: "open" as const };
    expect(shouldAskEmail(waiting, now, 3)).toBe(true);
    expect(shouldAskEmail(waiting, now, 4)).toBe(false);
    expect(shouldAskEmail({ ...waiting, email: "a@example.com" }, now, 3)).toBe(false);
    expect(shouldAskEmail({ ...waiting, waitingSince: null }, now, 3)).toBe(false);
    expect(shouldAskEmail({ ...waiting, status: "closed" }, now, 3)).toBe(false);
  });

  it("counts the visitor away when their panel never read the conversation or last did over 60 s ago", () => {
    expect(visitorAway(null, now)).toBe(true);
    expect(visitorAway(ago(0.5), now)).toBe(false);
    expect(visitorAway(ago(1), now)).toBe(false);
    expect(visitorAway(ago(1.1), now)).toBe(true);
    expect(visitorAway("not a date", now)).toBe(true);
  });

  it("tells Discord once per waiting stretch", () => {
    const waiting = { waitingSince: ago(6), email: null, status: "open" as const, discordToldAt: null };
    expect(shouldTellDiscord(waiting, now, 5)).toBe(true);
    expect(shouldTellDiscord({ ...waiting, discordToldAt: ago(1) }, now, 5)).toBe(false);
    expect(shouldTellDiscord({ ...waiting, discordToldAt: ago(30) }, now, 5)).toBe(true);
  });

  it("says a typical reply time from the median of recent first replies", () => {
    expect(typicalReplyText([60_000, 120_000])).toBeNull();
    expect(typicalReplyText([30_000, 40_000, 50_000])).toBe("Usually replies within a minute");
    expect(typicalReplyText([4 * 60_000, 5 * 60_000, 50 * 60_000])).toBe("Usually replies in about 5 minutes");
    expect(typicalReplyText([3 * 3_600_000, 3 * 3_600_000, 3 * 3_600_000])).toBe("Usually replies in about 3 hours");
  });
});
