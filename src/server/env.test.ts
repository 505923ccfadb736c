import { describe, expect, it } from "vitest";
import { resolvePaymentSetup } from "@/domain/checkout/payment-mode";
import { bakedEnvSnapshot } from "../../scripts/lib/baked-env.mjs";
import { SMTP_SEND_WORST_CASE_MS } from "./email/smtp-transport";
import { EnvError, parseEnv, paymentCredentialsOf } from "./env";

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
    expect(parseEnv({}).CHAT_PROVIDER).toBe("shop");
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

  it("holds outbox claims for 120 s unless told, and refuses a lease no email could be sent under", () => {
    expect(parseEnv({}).OUTBOX_LEASE_SECONDS).toBe(120);
    expect(parseEnv({ OUTBOX_LEASE_SECONDS: "45" }).OUTBOX_LEASE_SECONDS).toBe(45);
    expect(SMTP_SEND_WORST_CASE_MS).toBe(40_000);
    expect(() => parseEnv({ OUTBOX_LEASE_SECONDS: "40" })).toThrow(
      /OUTBOX_LEASE_SECONDS: must be more than 40 seconds, the longest one email may take to send \(got "40"\)/,
    );
    expect(() => parseEnv({ OUTBOX_LEASE_SECONDS: "0" })).toThrow(EnvError);
    expect(() => parseEnv({ OUTBOX_LEASE_SECONDS: "two minutes" })).toThrow(/OUTBOX_LEASE_SECONDS/);
  });

  it("takes a Discord webhook over https to Discord, or over http on loopback for a stand-in, never printing it", () => {
    expect(parseEnv({}).DISCORD_WEBHOOK_URL).toBe("");
    const webhook = "https://discord.com/api/webhooks/1234567890123456789/tokenTOKENtoken_1234-abcdEFGH";
    expect(parseEnv({ DISCORD_WEBHOOK_URL: ` ${webhook} ` }).DISCORD_WEBHOOK_URL).toBe(webhook);
    expect(parseEnv({ DISCORD_WEBHOOK_URL: "http://127.0.0.1:4410/hook" }).DISCORD_WEBHOOK_URL).toBe(
      "http://127.0.0.1:4410/hook",
    );
    for (const wrong of [webhook.replace("https:", "http:"), "https://hooks.example/api/webhooks/1/secretvalue"]) {
      expect(() => parseEnv({ DISCORD_WEBHOOK_URL: wrong })).toThrow(/DISCORD_WEBHOOK_URL: .*\(value hidden\)/);
      try {
        parseEnv({ DISCORD_WEBHOOK_URL: wrong });
      } catch (error) {
        expect(String(error)).not.toMatch(/tokenTOKEN|secretvalue/);
      }
    }
  });

  it("refuses a setting's seed outside its bound, naming the variable and the bound", () => {
    expect(() => parseEnv({ DISCOUNT_PERCENT: "95" })).toThrow(/DISCOUNT_PERCENT: must be from 0 to 90 %/);
    expect(() => parseEnv({ MIN_ORDER_USD: "100000" })).toThrow(/MIN_ORDER_USD: must be from \$0\.00 to \$100\.00/);
    expect(() => parseEnv({ GOLD_SELL_USD_PER_MILLION: "5" })).toThrow(/GOLD_SELL_USD_PER_MILLION: must be from/);
    expect(parseEnv({ DISCOUNT_PERCENT: "90", MIN_ORDER_USD: "100" })).toMatchObject({
      DISCOUNT_PERCENT: 9_000,
      MIN_ORDER_USD: 10_000,
    });
  });

  it("refuses a gold buy rate at or above the sell rate, naming GOLD_BUY_USD_PER_MILLION", () => {
    expect(() => parseEnv({ GOLD_BUY_USD_PER_MILLION: "0.19" })).toThrow(
      /GOLD_BUY_USD_PER_MILLION: must be below GOLD_SELL_USD_PER_MILLION/,
    );
    expect(() => parseEnv({ GOLD_SELL_USD_PER_MILLION: "0.10", GOLD_BUY_USD_PER_MILLION: "0.12" })).toThrow(
      /GOLD_BUY_USD_PER_MILLION/,
    );
    expect(parseEnv({ GOLD_SELL_USD_PER_MILLION: "0.13", GOLD_BUY_USD_PER_MILLION: "0.12999" })).toMatchObject({
      GOLD_SELL_USD_PER_MILLION: 13_000,
      GOLD_BUY_USD_PER_MILLION: 12_999,
    });
  });

  it("refuses to mix live and test payment credentials, naming SQUARE_ENVIRONMENT and the Stripe key, never quoting it", () => {
    const square = { SQUARE_ACCESS_TOKEN: "EAAAtoken", SQUARE_LOCATION_ID: "L1" };
    const refusal = (source: Record<string, string>) => {
      try {
        parseEnv(source);
      } catch (error) {
        expect(error).toBeInstanceOf(EnvError);
        return (error as Error).message;
      }
      throw new Error("accepted");
    };
    const liveStripe = refusal({ STRIPE_SECRET_KEY: "sk_live_secret1", ...square, SQUARE_ENVIRONMENT: "sandbox" });
    expect(liveStripe).toMatch(
      /SQUARE_ENVIRONMENT: is sandbox while STRIPE_SECRET_KEY is a live key: live and test credentials cannot be mixed .*\(got "sandbox"\)/,
    );
    const liveSquare = refusal({ STRIPE_SECRET_KEY: "sk_test_secret1", ...square, SQUARE_ENVIRONMENT: "production" });
    expect(liveSquare).toContain("SQUARE_ENVIRONMENT: is production while STRIPE_SECRET_KEY is a test key");
    for (const message of [liveStripe, liveSquare]) {
      expect(message).not.toContain("secret1");
      expect(message).not.toContain("EAAAtoken");
    }
    expect(() =>
      parseEnv({ STRIPE_SECRET_KEY: "sk_live_secret1", ...square, SQUARE_ENVIRONMENT: "production" }),
    ).not.toThrow();
    expect(() =>
      parseEnv({ STRIPE_SECRET_KEY: "sk_test_secret1", ...square, SQUARE_ENVIRONMENT: "sandbox" }),
    ).not.toThrow();
  });

  it("never repeats a secret in its error, even a malformed one", () => {
    expect(() => parseEnv({ STRIPE_SECRET_KEY: "pk_live_secretvalue" })).toThrow(
      /STRIPE_SECRET_KEY: must be a Stripe secret key \(sk_test_… or sk_live_…\) \(value hidden\)/,
    );
    expect(() => parseEnv({ STRIPE_WEBHOOK_SECRET: "wh_secretvalue" })).toThrow(
      /STRIPE_WEBHOOK_SECRET: .*\(value hidden\)/,
    );
    expect(() => parseEnv({ SMTP_URL: "http://user:secretvalue@mail" })).toThrow(/SMTP_URL: .*\(value hidden\)/);
    try {
      parseEnv({ STRIPE_SECRET_KEY: "pk_live_secretvalue", SMTP_URL: "http://user:secretvalue@mail" });
    } catch (error) {
      expect((error as Error).message).not.toContain("secretvalue");
    }
  });

  it("refuses DEMO_PAYMENTS beside live keys, and allows it with test keys or none", () => {
    expect(() => parseEnv({ STRIPE_SECRET_KEY: "sk_live_secret1", DEMO_PAYMENTS: "1" })).toThrow(
      /DEMO_PAYMENTS: must be off with live credentials/,
    );
    expect(() =>
      parseEnv({
        SQUARE_ACCESS_TOKEN: "EAAAtoken",
        SQUARE_LOCATION_ID: "L1",
        SQUARE_ENVIRONMENT: "production",
        DEMO_PAYMENTS: "true",
      }),
    ).toThrow(/DEMO_PAYMENTS/);
    expect(parseEnv({ STRIPE_SECRET_KEY: "sk_test_secret1", DEMO_PAYMENTS: "1" }).DEMO_PAYMENTS).toBe(true);
    expect(parseEnv({ DEMO_PAYMENTS: "1" }).DEMO_PAYMENTS).toBe(true);
    expect(parseEnv({ STRIPE_SECRET_KEY: "sk_live_secret1", DEMO_PAYMENTS: "0" }).DEMO_PAYMENTS).toBe(false);
  });

  it("keeps any GTM id: the tag rule, not start-up, decides whether it loads", () => {
    expect(parseEnv({ GTM_ID: "gtm-lowercase" }).GTM_ID).toBe("gtm-lowercase");
  });

  it("records payment credentials in the build by kind: the same record always means the same payment mode, and no key is in it", () => {
    const stripeKeys = ["", "sk_test_aaa111", "sk_test_bbb222", "rk_test_ccc333", "sk_live_ddd444", "rk_live_eee555"];
    const squareTokens = ["", "EAAAfff666", "EAAAggg777"];
    const setupsBySnapshot = new Map<string, string>();
    let accepted = 0;
    for (const STRIPE_SECRET_KEY of stripeKeys)
      for (const SQUARE_ACCESS_TOKEN of squareTokens)
        for (const SQUARE_ENVIRONMENT of ["sandbox", "production"])
          for (const DEMO_PAYMENTS of ["", "1", "false"]) {
            const source = {
              STRIPE_SECRET_KEY,
              SQUARE_ACCESS_TOKEN,
              SQUARE_LOCATION_ID: "L1",
              SQUARE_ENVIRONMENT,
              DEMO_PAYMENTS,
            };
            let env: ReturnType<typeof parseEnv>;
            try {
              env = parseEnv(source);
            } catch {
              continue;
            }
            accepted += 1;
            const snapshot = JSON.stringify(bakedEnvSnapshot(source));
            for (const secret of ["aaa111", "bbb222", "ccc333", "ddd444", "eee555", "fff666", "ggg777"]) {
              expect(snapshot).not.toContain(secret);
            }
            const setup = JSON.stringify(resolvePaymentSetup(paymentCredentialsOf(env)));
            expect(setupsBySnapshot.get(snapshot) ?? setup, snapshot).toBe(setup);
            setupsBySnapshot.set(snapshot, setup);
          }
    expect(accepted).toBeGreaterThan(50);
  });

  it("refuses a preview token under 32 characters without printing it, and accepts a long one or none", () => {
    const short = "preview-token-only-31-characters";
    expect(short.length).toBe(32);
    expect(() => parseEnv({ PREVIEW_TOKEN: short.slice(1) })).toThrow(/PREVIEW_TOKEN: must be at least 32 characters/);
    expect(() => parseEnv({ PREVIEW_TOKEN: short.slice(1) })).not.toThrow(short.slice(1));
    expect(parseEnv({ PREVIEW_TOKEN: short }).PREVIEW_TOKEN).toBe(short);
    expect(parseEnv({ PREVIEW_TOKEN: "" }).PREVIEW_TOKEN).toBe("");
  });

  it("refuses a cart link secret under 32 characters without printing it, and accepts a long one or none", () => {
    const secret = "cart-link-secret-of-32-character";
    expect(secret.length).toBe(32);
    expect(() => parseEnv({ CART_LINK_SECRET: secret.slice(1) })).toThrow(/CART_LINK_SECRET: must be at least 32/);
    expect(() => parseEnv({ CART_LINK_SECRET: secret.slice(1) })).not.toThrow(secret.slice(1));
    expect(parseEnv({ CART_LINK_SECRET: secret }).CART_LINK_SECRET).toBe(secret);
    expect(parseEnv({}).CART_LINK_SECRET).toBe("");
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
