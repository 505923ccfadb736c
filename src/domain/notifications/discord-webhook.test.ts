import { describe, expect, it } from "vitest";
import {
  classifyDiscordStatus,
  DISCORD_MAX_RETRY_AFTER_MS,
  discordBucketWaitMs,
  discordRetryAfterMs,
  discordWebhookUrlProblem,
} from "./discord-webhook";

const TOKEN = "aBcD-efGh_ijKLmnOPqrSTuvWXyz0123456789abcdEFGHijklMNOPqrstUVwxyz01";

describe("discordWebhookUrlProblem", () => {
  it("accepts Discord's webhook addresses over https", () => {
    for (const url of [
      `https://discord.com/api/webhooks/1234567890123456789/${TOKEN}`,
      `https://discord.com/api/v10/webhooks/1234567890123456789/${TOKEN}`,
      `https://discordapp.com/api/webhooks/1234567890123456789/${TOKEN}`,
      `https://canary.discord.com/api/webhooks/1234567890123456789/${TOKEN}`,
    ]) {
      expect(discordWebhookUrlProblem(url), url).toBeNull();
    }
  });

  it("accepts a stand-in on a loopback address, over http or https", () => {
    for (const url of [
      "http://127.0.0.1:4410/hook",
      "http://localhost:9/x",
      "http://[::1]:80/",
      "https://127.1.2.3/x",
    ]) {
      expect(discordWebhookUrlProblem(url), url).toBeNull();
    }
  });

  it("refuses http to anything but loopback, other hosts, other paths and credentials in the URL", () => {
    for (const url of [
      `http://discord.com/api/webhooks/1234567890123456789/${TOKEN}`,
      `https://discord.com.evil.test/api/webhooks/1234567890123456789/${TOKEN}`,
      `https://evil.test/api/webhooks/1234567890123456789/${TOKEN}`,
      "https://discord.com/api/webhooks/1234567890123456789",
      `https://discord.com/channels/1234567890123456789/${TOKEN}`,
      `https://discord.com:8443/api/webhooks/1234567890123456789/${TOKEN}`,
      `https://user:pw@discord.com/api/webhooks/1234567890123456789/${TOKEN}`,
      "http://10.0.0.5/hook",
      "http://127.0.0.1.evil.test/hook",
      "ftp://127.0.0.1/hook",
      "discord.com/api/webhooks/1/2",
      "not a url",
    ]) {
      expect(discordWebhookUrlProblem(url), url).not.toBeNull();
    }
  });
});

describe("discordRetryAfterMs", () => {
  it("reads retry_after from the body, in seconds, fractions rounded up to the ms", () => {
    expect(discordRetryAfterMs({ message: "You are being rate limited.", retry_after: 2.5, global: false }, "9")).toBe(
      2_500,
    );
    expect(discordRetryAfterMs({ retry_after: 0.0001 }, null)).toBe(1);
  });

  it("falls back to the Retry-After header, and to null when neither says", () => {
    expect(discordRetryAfterMs({ message: "slow down" }, "7")).toBe(7_000);
    expect(discordRetryAfterMs("not json", " 3 ")).toBe(3_000);
    expect(discordRetryAfterMs(null, null)).toBeNull();
    expect(discordRetryAfterMs({}, "")).toBeNull();
    expect(discordRetryAfterMs({ retry_after: -1 }, null)).toBeNull();
    expect(discordRetryAfterMs({ retry_after: "soon" }, "soon")).toBeNull();
  });

  it("caps a very long wait", () => {
    expect(discordRetryAfterMs({ retry_after: 86_400 * 30 }, null)).toBe(DISCORD_MAX_RETRY_AFTER_MS);
  });
});

describe("classifyDiscordStatus", () => {
  it("sends on 2xx, waits on 429, retries 5xx and 408, refuses other 4xx for good", () => {
    expect([200, 204].map(classifyDiscordStatus)).toEqual(["sent", "sent"]);
    expect(classifyDiscordStatus(429)).toBe("rate-limited");
    expect([500, 502, 503, 408].map(classifyDiscordStatus)).toEqual(["retry", "retry", "retry", "retry"]);
    expect([400, 401, 403, 404, 413].map(classifyDiscordStatus)).toEqual([
      "refused",
      "refused",
      "refused",
      "refused",
      "refused",
    ]);
  });
});

describe("discordBucketWaitMs", () => {
  it("waits the bucket's reset only once it is empty", () => {
    expect(discordBucketWaitMs("0", "1.25")).toBe(1_250);
    expect(discordBucketWaitMs("3", "1.25")).toBe(0);
    expect(discordBucketWaitMs(null, "1.25")).toBe(0);
    expect(discordBucketWaitMs("0", null)).toBe(0);
    expect(discordBucketWaitMs("0", "soon")).toBe(0);
    expect(discordBucketWaitMs("0", "999999")).toBe(DISCORD_MAX_RETRY_AFTER_MS);
  });
});
