import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "./env";

describe("parseEnv", () => {
  it("works with no configuration at all", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      DATABASE_URL: "data/shop.sqlite",
      SITE_NAME: "RuneForge",
      SITE_URL: "http://localhost:3000",
      DISCORD_INVITE_URL: "https://discord.gg/runeforge",
      GTM_ID: "",
      ENABLE_TEST_ROUTES: false,
    });
    expect(env.SUPPORT_EMAIL).toContain("@");
  });

  it("ignores variables it does not know", () => {
    expect(() => parseEnv({ PATH: "/usr/bin", SOMETHING_ELSE: "x" })).not.toThrow();
  });

  it("names every bad variable and what it got", () => {
    let error: unknown;
    try {
      parseEnv({ DISCORD_INVITE_URL: "discord.gg/x", SUPPORT_EMAIL: "nobody", ENABLE_TEST_ROUTES: "maybe" });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(EnvError);
    const message = (error as Error).message;
    expect(message).toContain('DISCORD_INVITE_URL: must be an absolute http(s) URL (got "discord.gg/x")');
    expect(message).toContain("SUPPORT_EMAIL");
    expect(message).toContain("ENABLE_TEST_ROUTES");
    expect(message).not.toContain("SITE_NAME");
  });

  it("accepts a PostgreSQL URL or a SQLite path, and rejects a broken URL", () => {
    expect(parseEnv({ DATABASE_URL: "postgres://u:p@db:5432/shop" }).DATABASE_URL).toBe("postgres://u:p@db:5432/shop");
    expect(parseEnv({ DATABASE_URL: "/var/lib/shop/shop.sqlite" }).DATABASE_URL).toBe("/var/lib/shop/shop.sqlite");
    expect(() => parseEnv({ DATABASE_URL: "postgres://[broken" })).toThrow(/DATABASE_URL/);
  });

  it("lets an operator switch a social link off with an empty value", () => {
    expect(parseEnv({ SOCIAL_X_URL: "" }).SOCIAL_X_URL).toBe("");
    expect(() => parseEnv({ SOCIAL_X_URL: "javascript:alert(1)" })).toThrow(/SOCIAL_X_URL/);
  });

  it("reads boolean flags", () => {
    expect(parseEnv({ ENABLE_TEST_ROUTES: "1" }).ENABLE_TEST_ROUTES).toBe(true);
    expect(parseEnv({ ENABLE_TEST_ROUTES: "false" }).ENABLE_TEST_ROUTES).toBe(false);
  });

  it("reads prices exactly: the discount in basis points and gold rates in millicents", () => {
    expect(parseEnv({})).toMatchObject({
      DISCOUNT_PERCENT: 1_000,
      GOLD_SELL_USD_PER_MILLION: 19_000,
      GOLD_BUY_USD_PER_MILLION: 12_000,
    });
    expect(parseEnv({ DISCOUNT_PERCENT: "12.5", GOLD_SELL_USD_PER_MILLION: "0.185" })).toMatchObject({
      DISCOUNT_PERCENT: 1_250,
      GOLD_SELL_USD_PER_MILLION: 18_500,
    });
    expect(parseEnv({ DISCOUNT_PERCENT: "0" }).DISCOUNT_PERCENT).toBe(0);
    expect(() => parseEnv({ DISCOUNT_PERCENT: "150" })).toThrow(/DISCOUNT_PERCENT/);
    expect(() => parseEnv({ GOLD_SELL_USD_PER_MILLION: "0" })).toThrow(/GOLD_SELL_USD_PER_MILLION/);
    expect(() => parseEnv({ GOLD_BUY_USD_PER_MILLION: "cheap" })).toThrow(/GOLD_BUY_USD_PER_MILLION/);
  });

  it("checks email and chat settings, naming what is missing", () => {
    expect(parseEnv({}).SMTP_URL).toBe("");
    expect(parseEnv({ SMTP_URL: "smtp://user:pass@smtp-relay.brevo.com:587" }).SMTP_URL).toContain("brevo");
    expect(() => parseEnv({ SMTP_URL: "http://mail" })).toThrow(/SMTP_URL/);
    expect(() => parseEnv({ CHAT_PROVIDER: "crisp" })).toThrow(
      /CRISP_WEBSITE_ID: is required when CHAT_PROVIDER=crisp/,
    );
    expect(() => parseEnv({ CHAT_PROVIDER: "tawk", TAWK_PROPERTY_ID: "abc" })).toThrow(/TAWK_WIDGET_ID/);
    expect(() => parseEnv({ CHAT_PROVIDER: "intercom" })).toThrow(/CHAT_PROVIDER/);
    expect(parseEnv({ CONTACT_RATE_LIMIT: "20" }).CONTACT_RATE_LIMIT).toBe(20);
  });

  it("reads the API rate limit and its window, with defaults", () => {
    expect(parseEnv({})).toMatchObject({ API_RATE_LIMIT: 120, API_RATE_LIMIT_WINDOW_SECONDS: 60 });
    expect(parseEnv({ API_RATE_LIMIT: "5000", API_RATE_LIMIT_WINDOW_SECONDS: "1" })).toMatchObject({
      API_RATE_LIMIT: 5_000,
      API_RATE_LIMIT_WINDOW_SECONDS: 1,
    });
    expect(() => parseEnv({ API_RATE_LIMIT: "0" })).toThrow(/API_RATE_LIMIT/);
    expect(() => parseEnv({ API_RATE_LIMIT_WINDOW_SECONDS: "soon" })).toThrow(/API_RATE_LIMIT_WINDOW_SECONDS/);
  });

  it("keeps any GTM id: the tag rule, not start-up, decides whether it loads", () => {
    expect(parseEnv({ GTM_ID: "gtm-lowercase" }).GTM_ID).toBe("gtm-lowercase");
  });

  it("refuses a preview token under 32 characters without printing it, and accepts a long one or none", () => {
    const short = "preview-token-only-31-characters";
    expect(short.length).toBe(32);
    expect(() => parseEnv({ PREVIEW_TOKEN: short.slice(1) })).toThrow(/PREVIEW_TOKEN: must be at least 32 characters/);
    expect(() => parseEnv({ PREVIEW_TOKEN: short.slice(1) })).not.toThrow(short.slice(1));
    expect(parseEnv({ PREVIEW_TOKEN: short }).PREVIEW_TOKEN).toBe(short);
    expect(parseEnv({ PREVIEW_TOKEN: "" }).PREVIEW_TOKEN).toBe("");
  });

  it("never prints the value of a secret it refuses", () => {
    const secrets = { STRIPE_SECRET_KEY: "sk_live_has space", SMTP_URL: "ftp://user:hunter2@mail" };
    let message = "";
    try {
      parseEnv(secrets);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain("STRIPE_SECRET_KEY");
    expect(message).toContain("SMTP_URL");
    expect(message).not.toContain("has space");
    expect(message).not.toContain("hunter2");
  });
});
